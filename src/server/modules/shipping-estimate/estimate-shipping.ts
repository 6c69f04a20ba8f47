import { inArray } from 'drizzle-orm';
import type { ShippingEstimateInput } from '../../../domain/schemas/shipping-estimate';
import {
  cheapestQuote,
  estimateCacheKey,
  fastestQuote,
  type Parcel,
  parcelOf,
  regionOfCep,
  type ShippingEstimate,
  type ShippingQuote,
  shippingCharge,
} from '../../../domain/shipping';
import type { AppContext } from '../../context';
import { products } from '../../db/schema';
import { readShippingSettings } from '../../db/settings-store';
import { loadShippingAccount } from '../shipping';

// The storefront's estimate (issue 37): the provider's quote for the cart's parcel, cached per CEP
// range (5 digits) and rounded parcel in this instance's memory for six hours, so a repeated CEP
// costs no call; a provider that fails or takes longer than ESTIMATE_TIMEOUT_MS answers the shop's
// fallback instead (never an error, never a blocked checkout). A failure is not cached: the next
// customer asks again.

export const ESTIMATE_TIMEOUT_MS = 2500;
const TTL_MS = 6 * 60 * 60 * 1000;
const MAX_ENTRIES = 5000;
const cache = new Map<string, { quotes: ShippingQuote[]; at: number }>();

export function clearEstimateCache() {
  cache.clear();
  rowCache.clear();
}

type ProductRow = { id: number; priceCents: number; weightGrams: number | null; heightCm: number | null; widthCm: number | null; lengthCm: number | null };

// The storefront's estimate reads each product's price and measures as the catalogue does, reused
// for CATALOG_CACHE_MS (3 s by default), so a page that asks for the estimate beside the product
// costs no extra query for a product just read (issue 37's bench). The checkout's charge
// (shippingChargeFor) always reads them fresh.
const rowCache = new Map<number, { row: ProductRow | null; at: number }>();

async function productRows(ctx: Pick<AppContext, 'database' | 'config'>, ids: number[], maxAgeMs: number): Promise<Map<number, ProductRow>> {
  const now = Date.now();
  const out = new Map<number, ProductRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = maxAgeMs > 0 ? rowCache.get(id) : undefined;
    if (hit && now - hit.at < maxAgeMs) {
      if (hit.row) out.set(id, hit.row);
    } else missing.push(id);
  }
  if (missing.length === 0) return out;
  const rows = await ctx.database.db
    .select({
      id: products.id,
      priceCents: products.priceCents,
      weightGrams: products.weightGrams,
      heightCm: products.heightCm,
      widthCm: products.widthCm,
      lengthCm: products.lengthCm,
    })
    .from(products)
    .where(inArray(products.id, missing));
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of missing) {
    const row = found.get(id) ?? null;
    if (row) out.set(id, row);
    if (maxAgeMs > 0) {
      if (rowCache.size >= MAX_ENTRIES) rowCache.delete(rowCache.keys().next().value!);
      rowCache.set(id, { row, at: now });
    }
  }
  return out;
}

/** The parcel of a list of products and quantities, from the products' measures and prices. */
async function parcelFor(
  ctx: Pick<AppContext, 'database' | 'config'>,
  items: ShippingEstimateInput['items'],
  maxAgeMs: number,
): Promise<{ parcel: Parcel; subtotalCents: number }> {
  const byId = await productRows(ctx, [...new Set(items.map((i) => i.productId))], maxAgeMs);
  const lines = items.flatMap((i) => {
    const p = byId.get(i.productId);
    return p ? [{ ...p, quantity: i.quantity, unitPriceCents: p.priceCents }] : [];
  });
  return { parcel: parcelOf(lines), subtotalCents: lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0) };
}

/** The provider's quotes, from the cache or within the time limit; null when it failed or was slow. */
async function quotesFor(ctx: Pick<AppContext, 'database' | 'config' | 'shipping'>, originCep: string, cep: string, parcel: Parcel, timeoutMs: number) {
  const key = estimateCacheKey(cep, parcel);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.quotes;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const asked = (async () => {
    const account = await loadShippingAccount(ctx);
    return ctx.shipping.quote(account, { fromCep: originCep, toCep: cep, parcel });
  })().catch(() => null);
  const quotes = await Promise.race([asked, timeout]);
  clearTimeout(timer);
  if (!quotes || quotes.length === 0) return null;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { quotes, at: Date.now() });
  return quotes;
}

/** 'Chega em até N dias úteis' and what shipping costs, for a CEP and a list of products. */
export async function estimateShipping(
  ctx: Pick<AppContext, 'database' | 'config' | 'shipping'>,
  input: ShippingEstimateInput,
  opts: { timeoutMs?: number; productsMaxAgeMs?: number } = {},
): Promise<ShippingEstimate & { cheapest: ShippingQuote | null }> {
  const settings = await readShippingSettings(ctx.database.db);
  const { parcel, subtotalCents } = await parcelFor(ctx, input.items, opts.productsMaxAgeMs ?? 0);
  const quotes = await quotesFor(ctx, settings.originCep, input.cep, parcel, opts.timeoutMs ?? ESTIMATE_TIMEOUT_MS);
  const region = regionOfCep(input.cep);
  const freeFromCents = region ? settings.freeShippingMinimumCents[region] : null;
  const cheapest = quotes ? cheapestQuote(quotes) : null;
  const fastest = quotes ? fastestQuote(quotes) : null;
  return {
    cep: input.cep,
    maxDays: fastest?.maxDays ?? settings.fallbackDays,
    fallback: !fastest,
    chargeCents: region ? shippingCharge(settings, region, subtotalCents, cheapest) : 0,
    freeFromCents,
    cheapest,
  };
}

/**
 * What the checkout charges for shipping (computed here, on the server, never taken from the
 * client): the cheapest quote below the region's free-shipping minimum, else nothing. Without a
 * quote (the provider failed) nothing is charged: the checkout is never blocked.
 */
export async function shippingChargeFor(
  ctx: Pick<AppContext, 'database' | 'config' | 'shipping'>,
  cep: string,
  items: ShippingEstimateInput['items'],
): Promise<{ chargeCents: number; freeFromCents: number | null }> {
  const region = regionOfCep(cep);
  // Free in the region whatever the subtotal (the default): no quote needed.
  if (!region || (await readShippingSettings(ctx.database.db)).freeShippingMinimumCents[region] == null) return { chargeCents: 0, freeFromCents: null };
  const e = await estimateShipping(ctx, { cep, items });
  return { chargeCents: e.chargeCents, freeFromCents: e.freeFromCents };
}
