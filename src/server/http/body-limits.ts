import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { errorBody } from './errors';

export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'O conteúdo enviado passa do limite de 1 MB.';

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE_MESSAGE), 413),
});

/**
 * Every API body is capped at 1 MB (a 100 MB JSON body once grew the server to 1.1 GB) — except
 * file uploads (multipart, or a raw CSV/XML), whose routes set their own larger limit.
 */
export const capRequestBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data') || type.startsWith('text/csv') || type.startsWith('application/xml') || type.startsWith('text/xml')) {
    return next();
  }
  return jsonLimit(c, next);
};
