import { Hono } from 'hono';
import { registerSchema } from '../../domain/schemas/auth';
import type { AppEnv } from '../context';
import { errorBody } from '../http/errors';
import { authMessage } from './auth-messages';

async function validateSignUp(req: Request): Promise<string | null> {
  const body = (await req.clone().json().catch(() => null)) as Record<string, unknown> | null;
  if (!body) return 'Dados inválidos.';
  // Same schema as the form, so the API answers with the form's pt-BR messages.
  const parsed = registerSchema.safeParse({ ...body, confirmPassword: body.confirmPassword ?? body.password });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Dados inválidos.');
}

/** Better Auth behind the API's conventions: pt-BR messages and the one error shape. */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth } = c.var.ctx;
  if (c.req.method === 'POST' && c.req.path.endsWith('/sign-up/email')) {
    const message = await validateSignUp(c.req.raw);
    if (message) return c.json(errorBody('VALIDATION', message), 400);
  }
  const res = await auth.handler(c.req.raw);
  if (res.status < 400 || !res.headers.get('content-type')?.includes('json')) return res;
  const body = (await res.clone().json().catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(body.code ?? 'AUTH_ERROR', authMessage(body.code, res.status))), {
    status: res.status,
    headers,
  });
});
