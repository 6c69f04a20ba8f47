import { codeList } from './one-of';

/**
 * Where stock is (issue 36, decision 062): the warehouse (Almoxarifado), one place per physical store
 * (Cadastros → Lojas; an 'Online' store is the warehouse's sales channel, not a place), and three
 * virtual places: goods on the road between two places, goods written off (adjustments and losses),
 * and what a receipt found missing until someone resolves it.
 */
export const {
  values: STOCK_LOCATION_KINDS,
  labels: STOCK_LOCATION_KIND_LABELS,
  is: isStockLocationKind,
  label: stockLocationKindLabel,
} = codeList(['warehouse', 'store', 'transit', 'adjustment', 'divergence'], {
  warehouse: 'Almoxarifado',
  store: 'Loja',
  transit: 'Em trânsito',
  adjustment: 'Ajustes e perdas',
  divergence: 'Divergências',
});

export type StockLocationKind = (typeof STOCK_LOCATION_KINDS)[number];

/**
 * The places the migration wrote with these fixed ids (0031_stock_locations): code names them without a
 * read. Stores' places are numbered after them.
 */
export const WAREHOUSE_LOCATION_ID = 1;
export const TRANSIT_LOCATION_ID = 2;
export const ADJUSTMENT_LOCATION_ID = 3;
export const DIVERGENCE_LOCATION_ID = 4;

/** Places that hold goods a customer can buy or a clerk can count: the warehouse and the stores. */
export function isRealLocation(kind: StockLocationKind): boolean {
  return kind === 'warehouse' || kind === 'store';
}

export const LOCATION_NOT_FOUND_MESSAGE = 'Local de estoque não encontrado.';
