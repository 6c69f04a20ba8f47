import { Hono } from 'hono';
import { ERROR_STATUS, type ErrorCode, toErrorCode } from '../../domain/errors';
import { registerSchema } from '../../domain/schemas/auth';
import type { AppEnv } from '../context';
import { clientAddress } from '../http/client-address';
import { errorAnswer, errorBody } from '../http/errors';
import { authMessage } from './auth-messages';
import { CLIENT_ADDRESS_HEADER } from './create-auth';
import { assertSignInAllowed, clearAccountFailures, emailOfResetToken, recordSignInOutcome } from './login-throttle';

async function readBody(req: Request): Promise<Record<string, unknown> | null> {
  return (await req
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
}

function validateSignUp(body: Record<string, unknown> | null): string | null {
  if (!body) return 'Dados inválidos.';
  // Same schema as the form, so the API answers with the form's pt-BR messages.
  const parsed = registerSchema.safeParse({ ...body, confirmPassword: body.confirmPassword ?? body.password });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Dados inválidos.');
}

/** Better Auth's code when the shop's screens react to it (INVALID_PASSWORD), AUTH_ERROR otherwise. */
function authCode(code: string | undefined): ErrorCode {
  const known = toErrorCode(code);
  return known === 'HTTP_ERROR' ? 'AUTH_ERROR' : known;
}

/** Better Auth's answer in the API's one error shape, with pt-BR messages. */
async function inPortuguese(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('json')) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  const code = authCode(body.code);
  // A code of ours answers with its own status (ERROR_STATUS); Better Auth's others keep theirs.
  const status = code === 'AUTH_ERROR' ? res.status : ERROR_STATUS[code];
  return new Response(JSON.stringify(errorBody(code, authMessage(body.code, res.status))), { status, headers });
}

// The Better Auth endpoints the shop uses; the rest (update-user, change-email, delete-user,
// list-sessions…) would bypass the profile's own validation and rules, so they do not exist here.
const OPEN_ENDPOINTS: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/sign-in\/email$/ },
  { method: 'POST', path: /^\/sign-up\/email$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'POST', path: /^\/request-password-reset$/ },
  { method: 'POST', path: /^\/reset-password$/ },
  { method: 'POST', path: /^\/change-password$/ },
  { method: 'GET', path: /^\/verify-email$/ },
  { method: 'GET', path: /^\/reset-password\/[^/]+$/ },
];

/**
 * Better Auth behind the API's conventions. It learns the client's address from the server's own
 * client-address function (never from a header the client sent), and sign-in is throttled here by
 * failures per address and per account (auth/login-throttle.ts).
 */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth, config, database } = c.var.ctx;
  const endpoint = c.req.path.replace(/^\/api\/auth/, '');
  if (!OPEN_ENDPOINTS.some((e) => e.method === c.req.method && e.path.test(endpoint))) {
    return errorAnswer(c, 'NOT_FOUND', 'Rota não encontrada.');
  }
  const address = clientAddress(c);
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  const req = new Request(c.req.raw, { headers });
  const post = c.req.method === 'POST';
  const path = c.req.path;

  if (post && path.endsWith('/sign-up/email')) {
    const message = validateSignUp(await readBody(req));
    if (message) return errorAnswer(c, 'VALIDATION', message);
  }
  if (post && path.endsWith('/sign-in/email') && config.authRateLimit) {
    const body = await readBody(req);
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
    await assertSignInAllowed(database.db, address, email);
    const res = await auth.handler(req);
    await recordSignInOutcome(database.db, address, email, res.status);
    return inPortuguese(res);
  }
  if (post && path.endsWith('/reset-password')) {
    const email = await emailOfResetToken(database.db, (await readBody(req))?.token);
    const res = await auth.handler(req);
    // A new password ends the slow-down someone else's guesses put on the account.
    if (res.ok && email) await clearAccountFailures(database.db, email);
    return inPortuguese(res);
  }
  return inPortuguese(await auth.handler(req));
});
