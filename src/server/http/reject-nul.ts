import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { errorAnswer } from './errors';

const utf8 = new TextDecoder();

export const NUL_MESSAGE = 'O texto contém um caractere inválido (NUL).';

/**
 * A NUL character is never part of a shop's text and PostgreSQL refuses it in text columns: any
 * path, query or JSON body carrying one is answered 400 here, once for every route. File uploads
 * (multipart) are left to their routes: binary files contain NUL bytes by nature.
 */
export const rejectNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  if (/%00/i.test(url) || url.includes('\u0000')) return errorAnswer(c, 'NUL_CHARACTER', NUL_MESSAGE);
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && (type.includes('json') || type.startsWith('text/'))) {
    // Read once, straight from the socket: the route's c.req.json()/text()/arrayBuffer() answer
    // from hono's copy of these bytes, and routes that read the raw request (Better Auth, uploads
    // under their own size limit) get a new one over the same bytes. The clone this read before
    // built the request's web stream and a tee of it on every request (decision 034).
    const bytes = await c.req.arrayBuffer();
    const text = utf8.decode(bytes);
    if (text.includes('\u0000') || /\\u0000/i.test(text)) return errorAnswer(c, 'NUL_CHARACTER', NUL_MESSAGE);
    const raw = c.req.raw;
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes, signal: raw.signal });
  }
  await next();
};
