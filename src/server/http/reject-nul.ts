import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { errorBody } from './errors';

export const NUL_MESSAGE = 'O texto contém um caractere inválido (NUL).';

/**
 * A NUL character is never part of a shop's text and PostgreSQL refuses it in text columns: any
 * path, query or JSON body carrying one is answered 400 here, once for every route. File uploads
 * (multipart) are left to their routes: binary files contain NUL bytes by nature.
 */
export const rejectNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  if (/%00/i.test(url) || url.includes('\u0000')) return c.json(errorBody('NUL_CHARACTER', NUL_MESSAGE), 400);
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && (type.includes('json') || type.startsWith('text/'))) {
    const text = await c.req.raw.clone().text();
    if (text.includes('\u0000') || /\\u0000/i.test(text)) return c.json(errorBody('NUL_CHARACTER', NUL_MESSAGE), 400);
  }
  await next();
};
