import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { shippingAccount } from '../../db/schema';
import type { ShippingAccount } from './shipping-provider';
import { decryptToken, encryptToken } from './token-crypto';

/** The shop's connection as the provider calls need it: tokens decrypted, and a `save` that keeps refreshed ones encrypted. */
export async function loadShippingAccount(ctx: Pick<AppContext, 'config' | 'database'>): Promise<ShippingAccount> {
  const { db } = ctx.database;
  const [row] = await db.select().from(shippingAccount).where(eq(shippingAccount.id, 1));
  const secret = ctx.config.appSecret;
  return {
    accessToken: decryptToken(secret, row?.accessTokenEnc ?? null),
    refreshToken: decryptToken(secret, row?.refreshTokenEnc ?? null),
    save: (tokens) => saveShippingTokens(ctx, tokens),
  };
}

export async function saveShippingTokens(
  ctx: Pick<AppContext, 'config' | 'database'>,
  tokens: { accessToken: string; refreshToken: string; expiresAt: string },
  userId: string | null = null,
  db: DbOrTx = ctx.database.db,
) {
  const values = {
    accessTokenEnc: encryptToken(ctx.config.appSecret, tokens.accessToken),
    refreshTokenEnc: encryptToken(ctx.config.appSecret, tokens.refreshToken),
    tokenExpiresAt: new Date(tokens.expiresAt),
    updatedAt: new Date(),
    ...(userId ? { updatedById: userId } : {}),
  };
  await db
    .insert(shippingAccount)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shippingAccount.id, set: values });
}
