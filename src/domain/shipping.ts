import { onlyDigits, type UfCode, ufFromCep } from './brazil';
import { formatBRL } from './money';
import { codeList } from './one-of';
import { declarePermissions } from './permission-declarations';
import type { ProductMeasures } from './product-measures';

// Delivery (issue 37, decision 063): what the storefront, the checkout and Expedição share about
// shipping — the parcel an order makes, the CEP range an estimate is cached by, the regions a
// free-shipping minimum is set for, and the texts the customer reads.

/** How an order reaches the customer. Only 'shipping' today; 'pickup' (Retirar na loja) comes with stock per place. */
export const { values: DELIVERY_METHODS, labels: DELIVERY_METHOD_LABELS } = codeList(['shipping', 'pickup'], {
  shipping: 'Entrega pelos Correios ou transportadora',
  pickup: 'Retirar na loja',
});
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const {
  values: REGIONS,
  labels: REGION_LABELS,
  is: isRegion,
} = codeList(['norte', 'nordeste', 'centro-oeste', 'sudeste', 'sul'], {
  norte: 'Norte',
  nordeste: 'Nordeste',
  'centro-oeste': 'Centro-Oeste',
  sudeste: 'Sudeste',
  sul: 'Sul',
});
export type Region = (typeof REGIONS)[number];

const REGION_OF_UF: Record<UfCode, Region> = {
  AC: 'norte',
  AP: 'norte',
  AM: 'norte',
  PA: 'norte',
  RO: 'norte',
  RR: 'norte',
  TO: 'norte',
  AL: 'nordeste',
  BA: 'nordeste',
  CE: 'nordeste',
  MA: 'nordeste',
  PB: 'nordeste',
  PE: 'nordeste',
  PI: 'nordeste',
  RN: 'nordeste',
  SE: 'nordeste',
  DF: 'centro-oeste',
  GO: 'centro-oeste',
  MT: 'centro-oeste',
  MS: 'centro-oeste',
  ES: 'sudeste',
  MG: 'sudeste',
  RJ: 'sudeste',
  SP: 'sudeste',
  PR: 'sul',
  RS: 'sul',
  SC: 'sul',
};

export const regionOfUf = (uf: UfCode): Region => REGION_OF_UF[uf];

/** The region of a CEP, or null when the CEP is malformed or in no UF's range. */
export function regionOfCep(cep: string): Region | null {
  const uf = ufFromCep(cep);
  return uf ? REGION_OF_UF[uf] : null;
}

/** '01310-100' → '01310': estimates are cached per CEP range (the first five digits: the sector). */
export function cepRange(cep: string): string {
  return onlyDigits(cep).slice(0, 5);
}

/** One box as a carrier quotes it: grams and whole centimetres, and the declared value. */
export type Parcel = { weightGrams: number; heightCm: number; widthCm: number; lengthCm: number; insuranceCents: number };

/** Correios' smallest box (2 × 11 × 16 cm): a parcel is never quoted smaller. */
export const MIN_PARCEL = { heightCm: 2, widthCm: 11, lengthCm: 16 } as const;

/** A product without measures, for the storefront's estimate only (Expedição refuses it). */
export const FALLBACK_ITEM_MEASURES = { weightGrams: 300, heightCm: 5, widthCm: 15, lengthCm: 20 } as const;

/**
 * The items of a cart or order packed in one box: weights add up, items are stacked (heights add,
 * the box is as wide and long as the widest and longest item), never under Correios' minimum.
 */
export function parcelOf(items: readonly (ProductMeasures & { quantity: number; unitPriceCents: number })[]): Parcel {
  let weightGrams = 0;
  let heightCm = 0;
  let widthCm = 0;
  let lengthCm = 0;
  let insuranceCents = 0;
  for (const item of items) {
    const m = {
      weightGrams: item.weightGrams ?? FALLBACK_ITEM_MEASURES.weightGrams,
      heightCm: item.heightCm ?? FALLBACK_ITEM_MEASURES.heightCm,
      widthCm: item.widthCm ?? FALLBACK_ITEM_MEASURES.widthCm,
      lengthCm: item.lengthCm ?? FALLBACK_ITEM_MEASURES.lengthCm,
    };
    weightGrams += m.weightGrams * item.quantity;
    heightCm += m.heightCm * item.quantity;
    widthCm = Math.max(widthCm, m.widthCm);
    lengthCm = Math.max(lengthCm, m.lengthCm);
    insuranceCents += item.unitPriceCents * item.quantity;
  }
  return {
    weightGrams: Math.max(weightGrams, 1),
    heightCm: Math.max(heightCm, MIN_PARCEL.heightCm),
    widthCm: Math.max(widthCm, MIN_PARCEL.widthCm),
    lengthCm: Math.max(lengthCm, MIN_PARCEL.lengthCm),
    insuranceCents,
  };
}

/**
 * The cache key of an estimate: the CEP range and the parcel rounded up (weight to 250 g, sides to
 * 5 cm), so carts of nearly the same volume share one quote. The declared value does not change
 * the days, and the price only a little: it is left out.
 */
export function estimateCacheKey(cep: string, parcel: Parcel): string {
  const up = (n: number, step: number) => Math.ceil(n / step) * step;
  return [cepRange(cep), up(parcel.weightGrams, 250), up(parcel.heightCm, 5), up(parcel.widthCm, 5), up(parcel.lengthCm, 5)].join(':');
}

/** A service a provider quoted, in the shop's terms. */
export type ShippingQuote = {
  /** The provider's service id (Melhor Envio's numeric id as text; the sandbox's 'sandbox-pac'…). */
  serviceId: string;
  serviceName: string;
  carrier: string;
  priceCents: number;
  /** Business days. */
  minDays: number;
  maxDays: number;
};

/** The cheapest service; on a tie, the fastest. */
export function cheapestQuote(quotes: readonly ShippingQuote[]): ShippingQuote | null {
  return [...quotes].sort((a, b) => a.priceCents - b.priceCents || a.maxDays - b.maxDays)[0] ?? null;
}

/** The fastest service; on a tie, the cheapest. */
export function fastestQuote(quotes: readonly ShippingQuote[]): ShippingQuote | null {
  return [...quotes].sort((a, b) => a.maxDays - b.maxDays || a.priceCents - b.priceCents)[0] ?? null;
}

/** Configurações → Entregas, as the estimate and the checkout read it. */
export type ShippingPolicy = {
  /** Shown when the provider fails or is slow: 'Chega em até N dias úteis'. */
  fallbackDays: number;
  /**
   * Per region, the order subtotal from which shipping is free; null (the default): always free
   * (requirements §1: 'Shipping is always free'). Below it the cheapest quote is charged.
   */
  freeShippingMinimumCents: Record<Region, number | null>;
};

export const DEFAULT_SHIPPING_POLICY: ShippingPolicy = {
  fallbackDays: 10,
  freeShippingMinimumCents: { norte: null, nordeste: null, 'centro-oeste': null, sudeste: null, sul: null },
};

/** What the customer pays for shipping: 0 when the region ships free, or the subtotal reaches its minimum; else the cheapest quote. */
export function shippingCharge(policy: ShippingPolicy, region: Region, subtotalCents: number, cheapest: ShippingQuote | null): number {
  const minimum = policy.freeShippingMinimumCents[region];
  if (minimum == null || subtotalCents >= minimum || !cheapest) return 0;
  return cheapest.priceCents;
}

/** The answer of the storefront's estimate (product page, cart, checkout). */
export type ShippingEstimate = {
  cep: string;
  /** Business days: the fastest quoted service's, or the configured fallback. */
  maxDays: number;
  /** true: the provider did not answer in time (or failed) and the shop's fallback is shown. */
  fallback: boolean;
  /** 0: free. */
  chargeCents: number;
  /** Missing: free everywhere below any minimum. */
  freeFromCents: number | null;
};

export const estimateDaysText = (days: number) => `Chega em até ${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`;
export const estimateChargeText = (e: Pick<ShippingEstimate, 'chargeCents'>) => (e.chargeCents === 0 ? 'Frete grátis' : `Frete: ${formatBRL(e.chargeCents)}`);
export const freeFromText = (cents: number) => `Frete grátis a partir de ${formatBRL(cents)}`;

// Issue 37: a label is bought with the shop's money at the shipping provider.
export const SHIPPING_PERMISSIONS = declarePermissions({
  'shipping.dispatch': { label: 'Despachar pedidos na Expedição (comprar, imprimir e cancelar etiquetas)', from: 'Almoxarife' },
});

/** Perfil → Pedidos: the steps a shipped order goes through (requirements' status words where they exist). */
export const { values: TRACKING_STEPS, labels: TRACKING_STEP_LABELS } = codeList(['paid', 'label', 'shipped', 'delivered'], {
  paid: 'Pago',
  label: 'Etiqueta gerada',
  shipped: 'Enviado',
  delivered: 'Entregue',
});
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** An order's parcel as its customer follows it: the carrier, the code and where to follow it, and each step's date (null: not yet). */
export type OrderTracking = {
  carrier: string;
  serviceName: string;
  trackingCode: string | null;
  trackingUrl: string | null;
  steps: { step: TrackingStep; at: string | null }[];
};

/** The four steps in order, each with the date it happened (ISO) or null. */
export function trackingSteps(dates: Record<TrackingStep, Date | string | null>): OrderTracking['steps'] {
  return TRACKING_STEPS.map((step) => {
    const at = dates[step];
    return { step, at: at == null ? null : typeof at === 'string' ? at : at.toISOString() };
  });
}
