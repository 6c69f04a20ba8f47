import { eq } from 'drizzle-orm';
import type { ShippingSenderView } from '../../../domain/api/shipping';
import { normalizeBuyerDocument } from '../../../domain/buyer-document';
import { customSenderSchema } from '../../../domain/schemas/shipping';
import type { Db } from '../../db/client';
import { fiscalIssuer, shippingAccount } from '../../db/schema';
import { readShippingSettings, readShopSettings } from '../../db/settings-store';
import type { ShippingParty } from './shipping-provider';

// Who sends the parcels (decision 071): by default the shop as Configurações → Fiscal names it — the
// NF-e's issuer is the label's sender — or, when Configurações → Entregas says so, a sender of its
// own (a warehouse elsewhere, another phone), kept in shipping_account.sender ({} = the issuer).

/** The sender Configurações → Fiscal gives, filled with the shop's contact where the issuer is blank. */
export async function fiscalSender(db: Db): Promise<ShippingSenderView> {
  const [issuer] = await db.select().from(fiscalIssuer).where(eq(fiscalIssuer.id, 1));
  const shop = await readShopSettings(db);
  const shipping = await readShippingSettings(db);
  return {
    name: issuer?.tradeName || issuer?.legalName || shop.storeName,
    document: issuer?.cnpj ?? '',
    stateRegistration: issuer?.stateRegistration ?? '',
    phone: issuer?.phone || shop.contactPhone,
    email: shop.contactEmail,
    address: {
      cep: issuer?.cep || shipping.originCep,
      street: issuer?.street || shop.contactAddress,
      number: issuer?.number || 's/n',
      complement: issuer?.complement ?? '',
      neighborhood: issuer?.neighborhood || 'Centro',
      city: issuer?.city || 'São Paulo',
      state: issuer?.state || 'SP',
    },
  };
}

/** The sender of Configurações → Entregas, or null when the shop sends as its fiscal issuer. */
export async function customSender(db: Db): Promise<ShippingSenderView | null> {
  const [row] = await db.select({ sender: shippingAccount.sender }).from(shippingAccount).where(eq(shippingAccount.id, 1));
  // Stored after validation; read back through the same schema so a hand-edited row is not trusted.
  const parsed = customSenderSchema.safeParse({ ...row?.sender, source: 'custom' });
  if (!row || Object.keys(row.sender).length === 0 || !parsed.success) return null;
  const { source: _source, ...sender } = parsed.data;
  return sender;
}

export async function effectiveSender(db: Db): Promise<ShippingSenderView> {
  return (await customSender(db)) ?? (await fiscalSender(db));
}

/** The label's sender as the provider takes it. */
export async function shippingSender(db: Db): Promise<ShippingParty> {
  const s = await effectiveSender(db);
  return {
    name: s.name,
    phone: s.phone,
    email: s.email,
    document: normalizeBuyerDocument(s.document),
    street: s.address.street,
    number: s.address.number,
    complement: s.address.complement ?? '',
    district: s.address.neighborhood,
    city: s.address.city,
    state: s.address.state,
    cep: s.address.cep,
  };
}
