import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, SessionUser } from '../context';

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/** Loads the signed-in user (or null); skips the database entirely when there is no session cookie. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  const hasCookie = SESSION_COOKIES.some((name) => getCookie(c, name));
  if (hasCookie) {
    const result = await c.var.ctx.auth.api.getSession({ headers: c.req.raw.headers });
    const u = result?.user as (Record<string, unknown> & { id: string; name: string; email: string }) | undefined;
    if (u && !u.deletedAt) {
      c.set('user', {
        id: u.id,
        name: u.name,
        email: u.email,
        role: (u.role as SessionUser['role']) ?? 'customer',
        phone: (u.phone as string) ?? '',
        emailVerified: Boolean(u.emailVerified),
      });
    }
  }
  await next();
};
