import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../domain/errors';

export { AppError, type ErrorBody, type ErrorCode };

// The status of every error comes from ERROR_STATUS (src/domain/errors.ts, decision 059): a code is
// thrown as `new AppError(code, message)`; these name the common generic ones.
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Faça login para continuar.') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Registro não encontrado.') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

export const errorBody = (code: ErrorCode, message: string, details?: Record<string, unknown>): ErrorBody => ({
  error: details ? { code, message, details } : { code, message },
});

/** An error answered without throwing (body-limit hooks, webhooks): the code's own status. */
export const errorAnswer = (c: Context, code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  c.json(errorBody(code, message, details), ERROR_STATUS[code] as ContentfulStatusCode);
