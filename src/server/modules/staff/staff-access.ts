import { ADMIN_ONLY_MESSAGE } from '../../../domain/roles';
import { STAFF_CREATES_CUSTOMERS_MESSAGE } from '../../../domain/schemas/admin-users';
import type { SessionUser } from '../../context';
import { forbidden } from '../../http/errors';
import { permissionRefused } from '../../http/guards';
import type { StaffAccess } from '../permissions';
import type { StaffMember } from './staff-view';

/** Job title Administrador carries the admin role; every other title is plain staff. */
export const roleForJobTitle = (jobTitle: string): 'staff' | 'admin' => (jobTitle === 'Administrador' ? 'admin' : 'staff');

/**
 * Staff manage staff, but only an administrator may create, edit or give the Administrador title
 * to an administrator: otherwise anyone in the back-office could make themselves admin or take
 * over an admin account by setting its password.
 */
export function assertMayManage(actor: SessionUser, target: StaffMember | null, newJobTitle?: string) {
  if (actor.role === 'admin') return;
  const touchesAdmin = newJobTitle === 'Administrador' || target?.role === 'admin' || target?.jobTitle === 'Administrador';
  if (touchesAdmin) throw forbidden(ADMIN_ONLY_MESSAGE);
}

export const OWN_CONTACT_ONLY_MESSAGE = 'Você só pode alterar seus próprios dados de contato (nome, telefone e endereço).';
export const OWN_JOB_TITLE_MESSAGE = 'Você não pode alterar o seu próprio cargo ou a sua loja.';

/** Whose record the actor may read: their own, or anyone's with 'staff.manage'. */
export function mayReadRecord(actor: SessionUser, access: StaffAccess, staffUserId: string): boolean {
  return actor.id === staffUserId || access.permissions.has('staff.manage');
}

export function assertMayReadRecord(actor: SessionUser, access: StaffAccess, staffUserId: string) {
  if (!mayReadRecord(actor, access, staffUserId)) throw permissionRefused(access, 'staff.manage');
}

/**
 * A staff record gives its holder a sign-in, so creating one follows POST /api/admin/users's rule:
 * accounts with back-office access need 'users.manage' (and the admin role for an administrator).
 */
export function assertMayGrantSignIn(access: StaffAccess) {
  if (!access.permissions.has('users.manage')) throw forbidden(STAFF_CREATES_CUSTOMERS_MESSAGE);
}

export const DOCUMENTS_PRIVATE_MESSAGE = 'Os documentos de um funcionário são vistos só por ele e pelos administradores.';

/** Personal documents (contracts, IDs) follow the rule of other personal data: the owner and admins. */
export function mayHandleDocuments(actor: SessionUser, staffUserId: string): boolean {
  return actor.role === 'admin' || actor.id === staffUserId;
}

export function assertMayHandleDocuments(actor: SessionUser, staffUserId: string) {
  if (!mayHandleDocuments(actor, staffUserId)) throw forbidden(DOCUMENTS_PRIVATE_MESSAGE);
}
