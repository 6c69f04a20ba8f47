import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authRoutes } from './auth/routes';
import type { AppContext, AppEnv } from './context';
import { capRequestBody } from './http/body-limits';
import { compressResponses } from './http/compress-responses';
import { mapDbError } from './http/db-errors';
import { AppError, errorAnswer, errorBody } from './http/errors';
import { requireGatePass } from './http/guards';
import { errorForLog } from './http/log-error';
import { rejectNul } from './http/reject-nul';
import { requestLog, sameOriginWrites, securityHeadersFor } from './http/security';
import { loadSession } from './http/session';
import { mountModules } from './modules';

/** The API as a Hono app; main.ts adds static files, tests call `app.request` directly. */
export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('ctx', ctx);
    await next();
  });
  // Counted from the first middleware, so a shutdown waits for every request it let in.
  app.use('*', ctx.lifecycle.track);
  app.use('*', requestLog(ctx.config.logRequests));
  app.use('*', securityHeadersFor(ctx.config));
  // gzip for JSON and the web app's files: what phones on slow networks download.
  app.use('*', compressResponses);
  app.use('/api/*', sameOriginWrites(ctx.config.publicUrl));
  app.use('/api/*', capRequestBody);
  app.use('/api/*', rejectNul);
  app.route('/api/auth', authRoutes);
  app.use('/api/*', loadSession);
  app.use('/api/store/*', requireGatePass);

  const api = new Hono<AppEnv>();
  mountModules(api, ctx.config);
  app.route('/api', api);

  app.all('/api/*', (c) => errorAnswer(c, 'NOT_FOUND', 'Rota não encontrada.'));

  app.onError((err, c) => {
    if (err instanceof AppError) {
      const retryAfter = (err as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) c.header('Retry-After', String(retryAfter));
      return c.json(errorBody(err.code, err.message, err.details), err.status as ContentfulStatusCode);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? 'Requisição inválida.' : err.message || 'Erro na requisição.';
      return c.json(errorBody('HTTP_ERROR', message), status);
    }
    // Malformed JSON bodies are the client's fault, not the server's.
    if (err instanceof SyntaxError) return errorAnswer(c, 'BAD_JSON', 'Corpo da requisição inválido.');
    const fromDb = mapDbError(err);
    if (fromDb) return c.json(errorBody(fromDb.code, fromDb.message), fromDb.status as ContentfulStatusCode);
    console.error(JSON.stringify({ level: 'error', id: c.var.requestId, path: c.req.path, ...errorForLog(err) }));
    return errorAnswer(c, 'INTERNAL', 'Erro interno. Tente novamente em alguns instantes.');
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
