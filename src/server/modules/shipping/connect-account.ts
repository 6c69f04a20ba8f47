import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { shippingAccount } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { saveShippingTokens } from './shipping-account';
import { oauthRedirectUri } from './shipping-settings';

// Connecting the shop's Melhor Envio account from Configurações → Entregas (OAuth2 authorization
// code, decision 071). The `state` sent to the provider is random, kept only as its sha-256 with who
// asked and when; the callback is accepted once, within STATE_TTL_MS, in the session of the same
// user — a forged or replayed return (CSRF, an old link) changes nothing. The code is traded for
// tokens outside any transaction; the tokens are stored encrypted (shipping-account.ts).

export const STATE_TTL_MS = 10 * 60 * 1000;
export const SANDBOX_NEEDS_NO_ACCOUNT = 'O sandbox de entregas não precisa de conta: não há o que conectar.';

/** What the callback tells the screen (Configurações → Entregas reads `?conexao=`). */
export type ConnectOutcome = 'conectada' | 'recusada' | 'expirada' | 'falhou';

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** 'Conectar ao Melhor Envio': a fresh state (replacing any earlier one) and the provider's authorisation address. */
export async function startConnection(ctx: Pick<AppContext, 'config' | 'database' | 'shipping'>, actor: SessionUser): Promise<{ url: string }> {
  if (!ctx.shipping.connect) throw new AppError('CONFLICT', SANDBOX_NEEDS_NO_ACCOUNT);
  const state = randomBytes(32).toString('base64url');
  const values = { oauthState: hashOf(state), oauthStateAt: new Date(), oauthStateUserId: actor.id };
  await ctx.database.db
    .insert(shippingAccount)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shippingAccount.id, set: values });
  return { url: ctx.shipping.connect.authorizeUrl(state, oauthRedirectUri(ctx)) };
}

/**
 * The provider's return: the state is consumed (one statement: same hash, same user, not expired)
 * before anything else; then the code is traded for tokens and they are kept, audited.
 */
export async function finishConnection(
  ctx: Pick<AppContext, 'config' | 'database' | 'shipping'>,
  actor: SessionUser,
  query: { state: string; code?: string; error?: string },
): Promise<ConnectOutcome> {
  const connect = ctx.shipping.connect;
  if (!connect) throw notFound();
  const { db } = ctx.database;
  const consumed = await db
    .update(shippingAccount)
    .set({ oauthState: null, oauthStateAt: null, oauthStateUserId: null })
    .where(
      and(
        eq(shippingAccount.id, 1),
        eq(shippingAccount.oauthState, hashOf(query.state)),
        eq(shippingAccount.oauthStateUserId, actor.id),
        gt(shippingAccount.oauthStateAt, new Date(Date.now() - STATE_TTL_MS)),
      ),
    )
    .returning({ id: shippingAccount.id });
  if (consumed.length === 0) return 'expirada';
  if (query.error || !query.code) return 'recusada';
  let tokens: Awaited<ReturnType<typeof connect.exchangeCode>>;
  try {
    tokens = await connect.exchangeCode(query.code, oauthRedirectUri(ctx));
  } catch {
    return 'falhou';
  }
  await db.transaction(async (tx) => {
    await saveShippingTokens(ctx, tokens, actor.id, tx);
    await recordAudit(tx, actor, { action: 'update', entity: 'settings', entityId: 'shipping', after: { connected: true, expiresAt: tokens.expiresAt } });
  });
  return 'conectada';
}

/** 'Desconectar': the tokens are forgotten (labels need a new connection), audited. */
export async function disconnectAccount(ctx: Pick<AppContext, 'database' | 'shipping'>, actor: SessionUser): Promise<void> {
  if (!ctx.shipping.connect) throw new AppError('CONFLICT', SANDBOX_NEEDS_NO_ACCOUNT);
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(shippingAccount)
      .set({ accessTokenEnc: null, refreshTokenEnc: null, tokenExpiresAt: null, updatedById: actor.id, updatedAt: new Date() })
      .where(eq(shippingAccount.id, 1));
    await recordAudit(tx, actor, { action: 'update', entity: 'settings', entityId: 'shipping', before: { connected: true }, after: { connected: false } });
  });
}
