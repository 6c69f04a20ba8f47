import { eq } from 'drizzle-orm';
import { ADMIN_ONLY_MESSAGE } from '../../../domain/roles';
import { type AdminUserCreateInput, DUPLICATE_EMAIL_MESSAGE, STAFF_CREATES_CUSTOMERS_MESSAGE } from '../../../domain/schemas/admin-users';
import { recordAudit } from '../../audit-log/record-audit';
import { createAccountWith } from '../../auth/create-user';
import type { AppContext, SessionUser } from '../../context';
import { staffMembers, user } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';
import type { StaffAccess } from '../permissions';
import { defaultJobTitle } from './job-title';
import { type AdminUser, adminUserColumns, toAdminUser } from './user-view';

/**
 * 'Adicionar Novo Usuário'. Any back-office user may register customers (e.g. an order taken by
 * phone); staff accounts need 'users.manage' and administrator accounts the admin role. Both also
 * get their staff record.
 */
export async function addUser(ctx: AppContext, actor: SessionUser, access: StaffAccess, input: AdminUserCreateInput): Promise<AdminUser> {
  if (input.role !== 'customer' && !access.permissions.has('users.manage')) throw forbidden(STAFF_CREATES_CUSTOMERS_MESSAGE);
  if (input.role === 'admin' && actor.role !== 'admin') throw forbidden(ADMIN_ONLY_MESSAGE);
  const account = { name: input.name, email: input.email, password: input.password, role: input.role };
  return createAccountWith(
    ctx,
    account,
    () => new AppError('DUPLICATE_EMAIL', DUPLICATE_EMAIL_MESSAGE),
    async (tx, userId) => {
      if (input.role !== 'customer') {
        await tx.insert(staffMembers).values({ userId, jobTitle: defaultJobTitle(input.role) });
      }
      const [row] = await tx.select(adminUserColumns).from(user).where(eq(user.id, userId));
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'user',
        entityId: userId,
        after: { name: row.name, email: row.email, role: row.role },
      });
      return toAdminUser(row);
    },
  );
}
