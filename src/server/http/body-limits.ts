import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { errorAnswer } from './errors';

export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'O conteúdo enviado passa do limite de 1 MB.';

const tooLarge = (c: Context) => errorAnswer(c, 'PAYLOAD_TOO_LARGE', BODY_TOO_LARGE_MESSAGE);

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });

/**
 * Every API body is capped at 1 MB (a 100 MB JSON body once grew the server to 1.1 GB) — except
 * file uploads (multipart, or a raw CSV/XML), whose routes set their own larger limit.
 */
export const capRequestBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data') || type.startsWith('text/csv') || type.startsWith('application/xml') || type.startsWith('text/xml')) {
    return next();
  }
  // hono's bodyLimit judges a declared length without reading the body, as here; but it first asks
  // for the request's web stream, which @hono/node-server builds only when asked (decision 034).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    return Number.parseInt(length || '0', 10) > JSON_BODY_MAX_BYTES ? tooLarge(c) : next();
  }
  // A chunked body has no length to judge: bodyLimit counts it as it arrives.
  return jsonLimit(c, next);
};
