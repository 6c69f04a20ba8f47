import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fiscalIssuer } from '../../db/schema';
import { readShippingSettings, readShopSettings } from '../../db/settings-store';
import type { ShippingParty } from '../shipping';

/**
 * Who sends the parcel: the shop as Configurações → Fiscal names it (legal name, CNPJ, address) —
 * the NF-e's issuer is the label's sender — falling back on the shop's contact and the CEP parcels
 * leave from. (A sender of its own, in Configurações → Entregas, is not built yet: decision 063.)
 */
export async function shippingSender(db: Db): Promise<ShippingParty> {
  const [issuer] = await db.select().from(fiscalIssuer).where(eq(fiscalIssuer.id, 1));
  const shop = await readShopSettings(db);
  const shipping = await readShippingSettings(db);
  return {
    name: issuer?.tradeName || issuer?.legalName || shop.storeName,
    phone: issuer?.phone || shop.contactPhone,
    email: shop.contactEmail,
    document: issuer?.cnpj ?? '',
    street: issuer?.street || shop.contactAddress,
    number: issuer?.number || 's/n',
    complement: issuer?.complement ?? '',
    district: issuer?.neighborhood || 'Centro',
    city: issuer?.city || 'São Paulo',
    state: issuer?.state || 'SP',
    cep: issuer?.cep || shipping.originCep,
  };
}
