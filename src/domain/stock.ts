import { codeList } from './one-of';

export const DEFAULT_MIN_STOCK = 5;

function minOrDefault(minStock: number | null | undefined): number {
  return minStock ?? DEFAULT_MIN_STOCK;
}

/** Low stock includes zero stock: both need restocking. */
export function isLowStock(stock: number, minStock?: number | null): boolean {
  return stock <= minOrDefault(minStock);
}

export function isOutOfStock(stock: number): boolean {
  return stock <= 0;
}

export type StockLabel = 'Sem estoque' | 'Estoque baixo' | 'Em estoque';

export function stockLabel(stock: number, minStock?: number | null): StockLabel {
  if (isOutOfStock(stock)) return 'Sem estoque';
  if (isLowStock(stock, minStock)) return 'Estoque baixo';
  return 'Em estoque';
}

export interface BadgeSource {
  stock: number;
  minStock?: number | null;
  featured?: boolean | null;
  onSale?: boolean | null;
}

export type CardBadgeKey = 'esgotado' | 'poucas' | 'destaque' | 'oferta';

export interface CardBadge {
  key: CardBadgeKey;
  label: 'Esgotado' | 'Poucas Unid.' | 'Destaque' | 'Oferta';
}

/** Badges on a product card, in display order. */
export function cardBadges(p: BadgeSource): CardBadge[] {
  const badges: CardBadge[] = [];
  if (isOutOfStock(p.stock)) badges.push({ key: 'esgotado', label: 'Esgotado' });
  else if (isLowStock(p.stock, p.minStock)) badges.push({ key: 'poucas', label: 'Poucas Unid.' });
  if (p.featured) badges.push({ key: 'destaque', label: 'Destaque' });
  if (p.onSale) badges.push({ key: 'oferta', label: 'Oferta' });
  return badges;
}

export type DetailBadgeKey = 'esgotado' | 'ultimas' | 'destaque';

export interface DetailBadge {
  key: DetailBadgeKey;
  label: 'Esgotado' | 'Últimas Unidades' | 'Destaque';
}

/** Badges on the product page, which words low stock differently from the card. */
export function detailBadges(p: BadgeSource): DetailBadge[] {
  const badges: DetailBadge[] = [];
  if (isOutOfStock(p.stock)) badges.push({ key: 'esgotado', label: 'Esgotado' });
  else if (isLowStock(p.stock, p.minStock)) badges.push({ key: 'ultimas', label: 'Últimas Unidades' });
  if (p.featured) badges.push({ key: 'destaque', label: 'Destaque' });
  return badges;
}

/** Product-page quantity selector: a whole number between 1 and the stock (1 when sold out). */
export function clampQuantity(quantity: number, stock: number): number {
  const max = Math.max(Math.floor(stock), 1);
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(Math.floor(quantity), 1), max);
}

/** Warehouse summary card: sum of price × stock, ignoring negative stock should it ever appear. */
export function stockValueCents(items: ReadonlyArray<{ priceCents: number; stock: number }>): number {
  let total = 0;
  for (const item of items) total += item.priceCents * Math.max(item.stock, 0);
  return total;
}

export const {
  values: STOCK_MOVEMENT_KINDS,
  labels: STOCK_MOVEMENT_KIND_LABELS,
  is: isStockMovementKind,
  label: stockMovementKindLabel,
} = codeList(
  [
    'sale',
    'sale_cancel',
    'sale_reopen',
    'entry',
    'entry_reversal',
    'exit',
    'exit_reversal',
    'receiving',
    'adjustment',
    'initial',
    'transfer_out',
    'transfer_in',
    'transfer_divergence',
    'divergence_resolution',
    'count_adjustment',
    'store_sale',
  ],
  {
    sale: 'Venda',
    sale_cancel: 'Cancelamento de venda',
    sale_reopen: 'Reabertura de venda',
    entry: 'Entrada',
    entry_reversal: 'Estorno de entrada',
    exit: 'Saída para loja',
    exit_reversal: 'Estorno de saída',
    receiving: 'Conferência de recebimento',
    adjustment: 'Ajuste manual',
    initial: 'Estoque inicial',
    // Transferências (decision 065): out of the origin into transit, out of transit into the destination
    // (and the missing units into divergences), and a divergence resolved as a loss or back at the origin.
    transfer_out: 'Transferência enviada',
    transfer_in: 'Transferência recebida',
    transfer_divergence: 'Divergência de transferência',
    divergence_resolution: 'Divergência resolvida',
    count_adjustment: 'Ajuste de inventário',
    store_sale: 'Venda na loja',
  },
);

export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * Custo médio (weighted average cost) after `quantity` units come in at `unitCostCents`, as
 * Brazilian ERPs keep it: the value in stock plus the value received, over the units.
 */
export function averageCostAfterEntry(stock: number, costCents: number, quantity: number, unitCostCents: number): number {
  const units = Math.max(stock, 0) + quantity;
  if (units <= 0) return costCents;
  return Math.round((Math.max(stock, 0) * costCents + quantity * unitCostCents) / units);
}

/**
 * The average cost once an entry is taken back out: its units and value leave the average. When
 * nothing would remain in stock, or the arithmetic would go below zero (later entries moved the
 * average), the current cost stays.
 */
export function averageCostAfterReversal(stock: number, costCents: number, quantity: number, unitCostCents: number): number {
  const units = stock - quantity;
  if (units <= 0) return costCents;
  const value = stock * costCents - quantity * unitCostCents;
  if (value < 0) return costCents;
  return Math.round(value / units);
}
