import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { findSessionUser } from '../auth/find-session-user';
import type { AppEnv, SessionUser } from '../context';

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

type UserFields = Record<string, unknown> & { id: string; name: string; email: string };

/** Loads the signed-in user (or null); skips the database entirely when there is no session cookie. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  const hasCookie = SESSION_COOKIES.some((name) => getCookie(c, name));
  if (hasCookie) {
    // A valid session not due for a refresh is read in one statement; anything else is Better Auth's call.
    let u: UserFields | undefined = await findSessionUser(c);
    if (!u) {
      const result = await c.var.ctx.auth.api.getSession({ headers: c.req.raw.headers });
      u = result?.user as UserFields | undefined;
    }
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
