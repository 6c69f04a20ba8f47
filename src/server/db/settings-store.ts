import { eq } from 'drizzle-orm';
import type { ShopSettings } from '../../domain/api/settings';
import { DEFAULT_PICKUP_DAYS } from '../../domain/pickups';
import { DEFAULT_COUNT_APPROVAL_THRESHOLD_CENTS } from '../../domain/schemas/settings';
import { DEFAULT_SHIPPING_POLICY, type ShippingPolicy } from '../../domain/shipping';
import type { Db, DbOrTx } from './client';
import { settings } from './schema';

export type { ShopSettings };

export type GateSettings = { enabled: boolean; passwordHash: string | null; version: number };

/** Configurações → Entregas (decision 063): the estimate's fallback, free-shipping minimums per region and the CEP parcels leave from. */
export type ShippingSettings = ShippingPolicy & { originCep: string };

export type SettingsMap = { gate: GateSettings; shop: ShopSettings; shipping: ShippingSettings };

export const DEFAULT_SHOP: ShopSettings = {
  storeName: 'Luz da Fé',
  contactPhone: '(11) 99999-9999',
  contactEmail: 'contato@luzdafe.com.br',
  contactAddress: 'Rua da Fé, 100 — Centro, São Paulo/SP',
  pixKey: 'contato@luzdafe.com.br',
  pixMerchantName: 'LUZ DA FE',
  pixMerchantCity: 'SAO PAULO',
  maxInstallments: 12,
  countApprovalThresholdCents: DEFAULT_COUNT_APPROVAL_THRESHOLD_CENTS,
  pickupDays: DEFAULT_PICKUP_DAYS,
};

// Settings are read on hot paths (the gate is checked on every storefront request); a few seconds
// of staleness across instances is acceptable, and a write clears this instance's copy at once.
const TTL_MS = 3000;
const cache = new Map<string, { value: unknown; at: number }>();

export async function readSetting<K extends keyof SettingsMap>(db: Db, key: K): Promise<SettingsMap[K] | null> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as SettingsMap[K] | null;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const value = (row?.value ?? null) as SettingsMap[K] | null;
  cache.set(key, { value, at: Date.now() });
  return value;
}

export async function writeSetting<K extends keyof SettingsMap>(db: DbOrTx, key: K, value: SettingsMap[K], userId: string | null) {
  await db
    .insert(settings)
    .values({ key, value, updatedById: userId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedById: userId, updatedAt: new Date() } });
  cache.delete(key);
}

export async function readShopSettings(db: Db): Promise<ShopSettings> {
  return { ...DEFAULT_SHOP, ...((await readSetting(db, 'shop')) ?? {}) };
}

/** The parcels leave from the shop's CEP (the demo's is São Paulo's Sé). */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = { ...DEFAULT_SHIPPING_POLICY, originCep: '01001-000' };

export async function readShippingSettings(db: Db): Promise<ShippingSettings> {
  const stored = (await readSetting(db, 'shipping')) ?? {};
  return {
    ...DEFAULT_SHIPPING_SETTINGS,
    ...stored,
    freeShippingMinimumCents: { ...DEFAULT_SHIPPING_SETTINGS.freeShippingMinimumCents, ...(stored as Partial<ShippingSettings>).freeShippingMinimumCents },
  };
}

export function clearSettingsCache() {
  cache.clear();
}
