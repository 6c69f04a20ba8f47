import { eq } from 'drizzle-orm';
import {
  type AdminUserCreateInput,
  DUPLICATE_EMAIL_MESSAGE,
  STAFF_CREATES_CUSTOMERS_MESSAGE,
} from '../../../domain/schemas/admin-users';
import { recordAudit } from '../../audit/record-audit';
import { createUserWithPassword } from '../../auth/create-user';
import type { AppContext, SessionUser } from '../../context';
import { staffMembers, user } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { defaultJobTitle } from './job-title';
import { type AdminUser, adminUserColumns, toAdminUser } from './user-view';

/**
 * 'Adicionar Novo Usuário'. Staff may register customers (e.g. an order taken by phone); only an
 * administrator creates staff or administrator accounts, which also get their staff record.
 */
export async function addUser(ctx: AppContext, actor: SessionUser, input: AdminUserCreateInput): Promise<AdminUser> {
  if (actor.role !== 'admin' && input.role !== 'customer') throw forbidden(STAFF_CREATES_CUSTOMERS_MESSAGE);
  const { db } = ctx.database;
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (taken) throw conflict(DUPLICATE_EMAIL_MESSAGE, 'DUPLICATE_EMAIL');

  let created: { id: string };
  try {
    created = await createUserWithPassword(ctx, {
      name: input.name,
      email: input.email,
      password: input.password,
      role: input.role,
    });
  } catch (err) {
    // Two admins adding the same e-mail at once: the unique index decides.
    const [again] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
    if (again) throw conflict(DUPLICATE_EMAIL_MESSAGE, 'DUPLICATE_EMAIL');
    throw err;
  }

  try {
    return await db.transaction(async (tx) => {
      if (input.role !== 'customer') {
        await tx.insert(staffMembers).values({ userId: created.id, jobTitle: defaultJobTitle(input.role) });
      }
      const [row] = await tx
        .select(adminUserColumns)
        .from(user)
        .where(eq(user.id, created.id));
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: { name: row.name, email: row.email, role: row.role },
      });
      return toAdminUser(row);
    });
  } catch (err) {
    // The account was created outside this transaction (by the auth library): undo it.
    await db.delete(user).where(eq(user.id, created.id));
    throw err;
  }
}
