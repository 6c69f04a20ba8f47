import { eq } from 'drizzle-orm';
import { createUserWithPassword } from '../auth/create-user';
import type { AppContext } from '../context';
import { user } from './schema';

/** With ADMIN_EMAIL and ADMIN_PASSWORD set, makes sure that administrator exists (first production start). */
export async function ensureFirstAdmin(ctx: AppContext) {
  const { adminEmail, adminPassword } = ctx.config;
  if (!adminEmail || !adminPassword) return;
  const email = adminEmail.toLowerCase();
  const [existing] = await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) return;
  await createUserWithPassword(ctx, { name: 'Administrador', email, password: adminPassword, role: 'admin', emailVerified: true });
}
