import './zod-locale';
import { z } from 'zod';
import { codeList } from '../one-of';
import { LOCATION_NOT_FOUND_MESSAGE, type StockLocationKind } from '../stock-locations';
import { INT4_MAX, serialId, wholeNumber } from './fields';
import { optionalCodeFilter, optionalIdFilter, pageFields, searchField } from './list-query';

export const STOCK_LEVELS_PAGE_SIZE = 20;

/** The 'Situação' filter of Estoque por local: what is available at the place against the product's minimum. */
export const {
  values: STOCK_LEVEL_SITUATIONS,
  labels: STOCK_LEVEL_SITUATION_LABELS,
  is: isStockLevelSituation,
  label: stockLevelSituationLabel,
} = codeList(['below_minimum', 'out_of_stock'], {
  below_minimum: 'Abaixo do mínimo',
  out_of_stock: 'Sem estoque',
});

export const INVALID_STOCK_SITUATION_MESSAGE = 'Situação de estoque inválida.';

/** GET /api/admin/stock-levels, and the Estoque por local screen's URL. */
export const stockLevelListQuerySchema = z.object({
  ...pageFields(STOCK_LEVELS_PAGE_SIZE),
  search: searchField,
  locationId: optionalIdFilter(LOCATION_NOT_FOUND_MESSAGE),
  categoryId: optionalIdFilter('Categoria não encontrada.'),
  situation: optionalCodeFilter(STOCK_LEVEL_SITUATIONS, INVALID_STOCK_SITUATION_MESSAGE),
});
export type StockLevelListQuery = z.output<typeof stockLevelListQuerySchema>;

/** A place that holds stock (the warehouse or a store), as the filters and the product's page name it. */
export type StockPlace = { id: number; name: string; kind: StockLocationKind };

/** What a place holds of a product: on hand, reserved for orders, and what is left to sell or send. */
export type PlaceQuantities = { onHand: number; reserved: number; available: number };

/** One row of Estoque por local: a product at a place. */
export type StockLevelListItem = PlaceQuantities & {
  productId: number;
  productName: string;
  productCode: string;
  unit: string;
  /** The place's minimum: the product's own at the warehouse, the store's (null: none set) at a store (decision 072). */
  minStock: number | null;
  locationId: number;
  locationName: string;
  locationKind: StockLocationKind;
  /** The product's units on the road between places (the 'Em trânsito' place), company-wide. */
  inTransit: number;
};

/** A product's stock at each place (the product's page), and what is on the road. */
export type ProductStockByPlace = {
  productId: number;
  places: (PlaceQuantities & StockPlace & { minStock: number | null })[];
  inTransit: number;
  /** On hand over the real places (warehouse and stores). */
  total: number;
};

export const INVALID_MINIMUM_MESSAGE = 'Informe um estoque mínimo inteiro, de 0 em diante.';
export const WAREHOUSE_MINIMUM_MESSAGE = 'O mínimo do almoxarifado é o do cadastro do produto.';

/**
 * PUT /api/admin/stock-levels/minimums (decision 072): a store's own minimum of a product; null
 * clears it (the store then has no minimum). The warehouse's is the product's, edited in its form.
 */
export const stockMinimumSchema = z.object({
  productId: serialId('Produto não encontrado.'),
  locationId: serialId(LOCATION_NOT_FOUND_MESSAGE),
  minStock: wholeNumber(INVALID_MINIMUM_MESSAGE, 0, INT4_MAX).nullable(),
});
export type StockMinimumInput = z.output<typeof stockMinimumSchema>;
