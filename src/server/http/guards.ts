import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import { forbidden, unauthorized } from './errors';
import { hasGatePass } from '../modules/gate/gate-cookie';

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
export const requireStaff = requireRole('staff', 'admin');
export const requireAdmin = requireRole('admin');

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
