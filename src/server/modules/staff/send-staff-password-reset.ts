import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { getStaff } from './get-staff';
import { assertMayManage } from './staff-access';

/**
 * 'Enviar link de redefinição de senha': the person gets Better Auth's reset e-mail, its link built
 * from PUBLIC_URL, and chooses their own password; nobody else ever knows it (issue 26). Only an
 * administrator sends one to an administrator.
 */
export async function sendStaffPasswordReset(ctx: AppContext, actor: SessionUser, id: string) {
  const target = await getStaff(ctx.database.db, id);
  assertMayManage(actor, target);
  await ctx.auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: '/loja/redefinir-senha' } });
  await recordAudit(ctx.database.db, actor, { action: 'password_reset_sent', entity: 'staff', entityId: id, after: { email: target.email } });
}
