import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { contentDisposition } from '../../../domain/content-disposition';
import { deleteAccountSchema } from '../../../domain/schemas/account';
import type { AppEnv } from '../../context';
import { currentUser, requireCustomer } from '../../http/guards';
import { validate } from '../../http/validate';
import { deleteAccount } from './delete-account';
import { EXPORT_FILE_NAME, exportAccount } from './export-account';

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token', 'better-auth.session_data', '__Secure-better-auth.session_data'];

/** The customer's own account: data download and deletion (mounted at /api/store/account). */
export const accountRoutes = new Hono<AppEnv>()
  .get('/export', requireCustomer, async (c) => {
    const data = await exportAccount(c.var.ctx.database.db, currentUser(c).id);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': contentDisposition(EXPORT_FILE_NAME),
      'cache-control': 'no-store',
    });
  })
  .delete('/', requireCustomer, validate('json', deleteAccountSchema), async (c) => {
    await deleteAccount(c.var.ctx, currentUser(c).id, c.req.valid('json').password);
    // The session rows are gone already; the browser also forgets the cookies.
    for (const name of SESSION_COOKIES) {
      if (getCookie(c, name) !== undefined) deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
    }
    return c.json({ ok: true as const });
  });
