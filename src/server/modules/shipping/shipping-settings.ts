import { eq } from 'drizzle-orm';
import type { ShippingSettingsView } from '../../../domain/api/shipping';
import type { ShippingSettingsValues } from '../../../domain/schemas/shipping';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { shippingAccount, user } from '../../db/schema';
import { readShippingSettings, writeSetting } from '../../db/settings-store';
import { customSender, fiscalSender } from './shipping-sender';

/** Where Melhor Envio sends the owner back after the authorisation (registered in its app). */
export const oauthRedirectUri = (ctx: Pick<AppContext, 'config'>) => `${ctx.config.publicUrl}/api/admin/shipping/oauth/callback`;

/** Configurações → Entregas: the connection (never its tokens), the sender and the policy. */
export async function getShippingSettings(ctx: Pick<AppContext, 'config' | 'database' | 'shipping'>): Promise<ShippingSettingsView> {
  const { db } = ctx.database;
  const [account] = await db
    .select({ accessTokenEnc: shippingAccount.accessTokenEnc, expiresAt: shippingAccount.tokenExpiresAt, at: shippingAccount.updatedAt, by: user.name })
    .from(shippingAccount)
    .leftJoin(user, eq(user.id, shippingAccount.updatedById))
    .where(eq(shippingAccount.id, 1));
  const [policy, custom, fiscal] = await Promise.all([readShippingSettings(db), customSender(db), fiscalSender(db)]);
  const connected = Boolean(account?.accessTokenEnc);
  return {
    provider: ctx.shipping.name,
    connection: ctx.shipping.connect
      ? {
          connected,
          expiresAt: connected ? (account?.expiresAt?.toISOString() ?? null) : null,
          connectedAt: connected ? (account?.at.toISOString() ?? null) : null,
          connectedBy: connected ? (account?.by ?? null) : null,
          redirectUri: oauthRedirectUri(ctx),
        }
      : null,
    senderSource: custom ? 'custom' : 'fiscal',
    sender: custom ?? fiscal,
    fiscalSender: fiscal,
    fallbackDays: policy.fallbackDays,
    freeShippingMinimumCents: policy.freeShippingMinimumCents,
  };
}

/**
 * Saves the sender (shipping_account.sender, {} = the fiscal issuer) and the policy (settings key
 * `shipping`, which the estimate and placeOrder read), audited in the same transaction. The parcels'
 * origin CEP follows the sender, so quotes start where the labels do.
 */
export async function updateShippingSettings(db: Db, actor: SessionUser, input: ShippingSettingsValues): Promise<void> {
  const before = await readShippingSettings(db);
  const beforeSender = (await customSender(db)) ?? { source: 'fiscal' };
  const { source: _source, ...custom } = input.sender.source === 'custom' ? input.sender : { source: 'fiscal' as const };
  const originCep = input.sender.source === 'custom' ? input.sender.address.cep : (await fiscalSender(db)).address.cep;
  const after = { ...before, fallbackDays: input.fallbackDays, freeShippingMinimumCents: input.freeShippingMinimumCents, originCep };
  await db.transaction(async (tx) => {
    await writeSetting(tx, 'shipping', after, actor.id);
    await tx
      .insert(shippingAccount)
      .values({ id: 1, sender: custom, updatedById: actor.id, updatedAt: new Date() })
      .onConflictDoUpdate({ target: shippingAccount.id, set: { sender: custom } });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: 'shipping',
      before: { ...before, sender: beforeSender },
      after: { ...after, sender: input.sender },
    });
  });
}
