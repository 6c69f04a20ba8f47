import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { profileUpdateSchema } from '../../../domain/schemas/auth';
import type { AppEnv } from '../../context';
import { user as userTable } from '../../db/schema';
import { currentUser, requireUser } from '../../http/guards';
import { validate } from '../../http/validate';

export const meRoutes = new Hono<AppEnv>()
  // Answers 200 with null for visitors: the web app asks this on every start.
  .get('/', (c) => c.json({ user: c.var.user }))
  .patch('/', requireUser, validate('json', profileUpdateSchema), async (c) => {
    const me = currentUser(c);
    const { name, phone } = c.req.valid('json');
    const [row] = await c.var.ctx.database.db
      .update(userTable)
      .set({ name, phone, updatedAt: new Date() })
      .where(eq(userTable.id, me.id))
      .returning({ id: userTable.id, name: userTable.name, email: userTable.email, phone: userTable.phone });
    return c.json({ user: { ...me, ...row } });
  });
