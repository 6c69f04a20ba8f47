import type { Context, MiddlewareHandler } from 'hono';
import { noPermissionMessage, type Permission, STORE_STAFF_STOCK_MESSAGE } from '../../domain/permissions';
import { type StaffAccess, staffAccess } from '../auth/read-staff-access';
import type { AppEnv, SessionUser } from '../context';
import { hasGatePass } from '../modules/gate';
import { forbidden, unauthorized } from './errors';

type Role = SessionUser['role'];

/** 401 without a session, 403 when the user's role is not among `roles`. */
export const requireRole =
  (...roles: Role[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  };

export const requireUser = requireRole('customer', 'staff', 'admin');
export const requireCustomer = requireRole('customer');

/** The refusal for a user without `permission`, naming the action (or the store scope that took it away). */
export function permissionRefused(access: StaffAccess, permission: Permission) {
  return forbidden(access.heldByTitle.has(permission) ? STORE_STAFF_STOCK_MESSAGE : noPermissionMessage(permission));
}

/** Throws the refusal unless the request's user holds `permission` (for checks inside a handler). */
export async function assertPermission(c: Context<AppEnv>, permission: Permission): Promise<StaffAccess> {
  const access = await staffAccess(c);
  if (!access.permissions.has(permission)) throw permissionRefused(access, permission);
  return access;
}

/**
 * Back-office routes: 401 without a session, 403 naming the action when the user's job title
 * (matrix on Configurações → Permissões) does not hold `permission`. Customers hold nothing.
 */
export const requirePermission =
  (permission: Permission): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.var.user) throw unauthorized();
    await assertPermission(c, permission);
    await next();
  };

/** The signed-in user of a route behind one of the guards above. */
export const currentUser = (c: Context<AppEnv>): SessionUser => {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
};

/** Storefront data stays closed while the site gate is on, unless the visitor passed it or is staff. */
export const requireGatePass: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.var.user;
  if (user && (user.role === 'staff' || user.role === 'admin')) return next();
  if (!(await hasGatePass(c))) {
    throw Object.assign(forbidden('Site em desenvolvimento: informe a senha de acesso.'), { code: 'SITE_LOCKED' });
  }
  await next();
};
