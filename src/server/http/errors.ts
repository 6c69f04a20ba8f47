import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the user can act on: answered with its status and pt-BR message, never as a 500. */
export class AppError extends Error {
  constructor(
    public status: ContentfulStatusCode,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message = 'Faça login para continuar.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Registro não encontrado.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);

export type ErrorBody = { error: { code: string; message: string } };
export const errorBody = (code: string, message: string): ErrorBody => ({ error: { code, message } });
