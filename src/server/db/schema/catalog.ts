import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Csosn, IcmsOrigin, PisCofinsCst } from '../../../domain/product-fiscal';
import { type StockLocationKind, WAREHOUSE_LOCATION_ID } from '../../../domain/stock-locations';
import { requiredUserId, userRef } from './auth';
import { createdAtColumn, establishmentAddressColumns, requiredIdRef, timestampColumns, timestamptz, updatedAtColumn } from './columns';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  // Lower-case, accent-free name: what storefront links use (?category=tercos).
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAtColumn(),
});

export const classifications = pgTable('classifications', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAtColumn(),
});

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  cnpj: text('cnpj'),
  contactPerson: text('contact_person').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull(),
  address: text('address').notNull().default(''),
  productCategories: text('product_categories').notNull().default(''),
  createdAt: createdAtColumn(),
});

/** supplier_id of a row about one supplier (its invoices, its product codes). */
export const requiredSupplierId = (onDelete: 'cascade' | 'restrict') => requiredIdRef('supplier_id', () => suppliers.id, onDelete);

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  type: text('type').notNull().default('Filial'),
  // A store that is an establishment of its own (its CNPJ and IE, decision 073): a transfer from or
  // to it travels with an NF-e de transferência, issued from these and its address. null: the store
  // is part of the shop's establishment (Configurações → Fiscal), as the warehouse is.
  cnpj: text('cnpj'),
  stateRegistration: text('state_registration').notNull().default(''),
  ...establishmentAddressColumns(),
  createdAt: createdAtColumn(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    detailedDescription: text('detailed_description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    // The real "preço de" shown struck through on sale; null when there is none (requirements §9).
    listPriceCents: integer('list_price_cents'),
    costPriceCents: integer('cost_price_cents').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    classificationId: integer('classification_id').references(() => classifications.id, {
      onDelete: 'restrict',
    }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    barcode: text('barcode'),
    shelf: text('shelf').notNull().default(''),
    box: text('box').notNull().default(''),
    unit: text('unit').notNull().default('Unidade'),
    initialQuantity: integer('initial_quantity').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    minStock: integer('min_stock').notNull().default(5),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    availableOnline: boolean('available_online').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    onSale: boolean('on_sale').notNull().default(false),
    rating: real('rating').notNull().default(4),
    reviewCount: integer('review_count').notNull().default(0),
    // Units actually sold: best sellers. Checkout and cancellation append to product_sales_pending,
    // folded in here every minute (decision 077), so a sale never rewrites this indexed column.
    unitsSold: integer('units_sold').notNull().default(0),
    material: text('material').notNull().default('Não especificado'),
    dimensions: text('dimensions').notNull().default('Padrão'),
    origin: text('origin').notNull().default('Nacional'),
    // Fiscal data of an NF-e line (issue 28). Null NCM/GTIN: not filled in yet (the product is listed
    // under 'Dados fiscais incompletos'); GTIN may be 'SEM GTIN'. Null CSOSN / PIS-COFINS CST: the
    // shop's default. Formats are checked by src/domain/product-fiscal.ts.
    ncm: text('ncm'),
    cest: text('cest'),
    gtin: text('gtin'),
    icmsOrigin: text('icms_origin').$type<IcmsOrigin>().notNull().default('0'),
    csosn: text('csosn').$type<Csosn>(),
    pisCofinsCst: text('pis_cofins_cst').$type<PisCofinsCst>(),
    // Shipping measures of the packed item (issue 37, src/domain/product-measures.ts): grams and
    // whole centimetres; null until filled in (Expedição refuses to dispatch an order lacking them).
    weightGrams: integer('weight_grams'),
    heightCm: integer('height_cm'),
    widthCm: integer('width_cm'),
    lengthCm: integer('length_cm'),
    // A product with history (movements, orders, documents) is archived instead of deleted: hidden
    // from the storefront, pickers and lists by default, kept in history and reports.
    archivedAt: timestamptz('archived_at'),
    ...timestampColumns(),
    // Accent-free, lower-case name kept by the database: the listing sorts by it whatever the
    // collation, and the NF-e import finds names close to an invoice line's by its trigrams. (The
    // storefront search runs on an index in memory: decision 033.)
    nameKey: text('name_key').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
  },
  (t) => [
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('products_measures_positive', sql`${t.weightGrams} > 0 AND ${t.heightCm} > 0 AND ${t.widthCm} > 0 AND ${t.lengthCm} > 0`),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    index('products_online_name_idx').on(t.availableOnline, t.name),
    index('products_online_name_key_idx').on(t.availableOnline, t.nameKey, t.id),
    index('products_online_price_idx').on(t.availableOnline, t.priceCents),
    // The storefront's "Mais recentes" and "Mais vendidos" orders, read one page at a time.
    index('products_online_newest_idx').on(t.availableOnline, t.createdAt.desc(), t.id.desc()),
    index('products_online_bestsellers_idx').on(t.availableOnline, t.unitsSold.desc(), t.rating.desc(), t.reviewCount.desc(), t.id),
    index('products_name_key_gin_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    // Estoque por local's order (every active product × every place, by name): the first page walks
    // this index instead of sorting products × places (decision 072).
    index('products_active_name_key_idx').on(t.nameKey, t.id).where(sql`${t.archivedAt} IS NULL`),
    // Nearest names first (ORDER BY name_key <-> …): the NF-e import's suggestions by name.
    index('products_name_key_gist_idx').using('gist', t.nameKey.op('gist_trgm_ops')),
  ],
);

/**
 * product_id of a row about one product: 'cascade' for what goes with it (images, favourites, cart),
 * 'restrict' for history (movements, documents), so a product with history is archived instead.
 */
/**
 * Units sold (+) or unsold (−) not yet counted in products.units_sold: one row per change, appended in
 * the statement of the sale or cancellation, folded in by the job 'catalog.count-units-sold' (decision
 * 077). Insert-only and without an index or a key: appending costs a sale next to nothing, and the
 * product's row, updated for its stock only, keeps its next version on its page (a HOT update).
 */
export const productSalesPending = pgTable('product_sales_pending', {
  productId: integer('product_id').notNull(),
  units: integer('units').notNull(),
});

export const requiredProductId = (onDelete: 'cascade' | 'restrict') => requiredIdRef('product_id', () => products.id, onDelete);

/**
 * The product a stock record counts and how many units (movements, entries). restrict: the ledger
 * outlives nothing it counts; a product with stock history is archived.
 */
export const stockQuantityColumns = () => ({
  productId: requiredProductId('restrict'),
  quantity: integer('quantity').notNull(),
});

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: requiredProductId('cascade'),
    position: integer('position').notNull().default(0),
    // Storage key prefix; the sizes live at `${key}-card.webp` and `${key}-detail.webp`.
    storageKey: text('storage_key').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * Where stock is (decision 062): the warehouse, one place per physical store (written by the
 * stores' trigger in the store's own transaction; it stays while the store has history), and the
 * virtual places (in transit, adjustments and losses, divergences). The warehouse and the virtual
 * places have the fixed ids of domain/stock-locations.ts; a store's place is named by its store.
 */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<StockLocationKind>().notNull(),
    /** The warehouse's and the virtual places' name; a store's place reads its store's name. */
    name: text('name').notNull().default(''),
    storeId: integer('store_id')
      .unique()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('stock_locations_kind', sql`${t.kind} IN ('warehouse', 'store', 'transit', 'adjustment', 'divergence')`),
    check('stock_locations_store_kind', sql`(${t.kind} = 'store') = (${t.storeId} IS NOT NULL)`),
    // One warehouse, one transit, one adjustments and one divergences place.
    uniqueIndex('stock_locations_singleton_kind').on(t.kind).where(sql`${t.kind} <> 'store'`),
  ],
);

/**
 * Stock per (product, place): on hand = Σ the place's movements, reserved = what placed orders hold
 * there until they ship. Written in the same statement as the movement (modules/stock/change-stock.ts);
 * at the warehouse, products.stock = on_hand − reserved (what the storefront sells). No place,
 * virtual ones included, ever holds less than nothing or reserves more than it holds.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    productId: requiredProductId('cascade'),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId] }),
    index('stock_balances_location_idx').on(t.locationId, t.productId),
    check('stock_balances_on_hand_nonnegative', sql`${t.onHand} >= 0`),
    check('stock_balances_reserved_nonnegative', sql`${t.reserved} >= 0`),
    check('stock_balances_available_nonnegative', sql`${t.onHand} - ${t.reserved} >= 0`),
  ],
);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    ...stockQuantityColumns(),
    // The place the units came into or left; rows written before places existed are the warehouse's.
    locationId: integer('location_id')
      .notNull()
      .default(WAREHOUSE_LOCATION_ID)
      // NO ACTION, not RESTRICT: deleting a store whose place has history fails as a foreign key
      // violation (23503), which Cadastros → Lojas answers with its 'em uso' message.
      .references(() => stockLocations.id),
    kind: text('kind').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    reason: text('reason').notNull().default(''),
    userId: userRef('user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.createdAt), index('stock_movements_ref_idx').on(t.refType, t.refId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: requiredUserId('cascade'),
    productId: requiredProductId('cascade'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: requiredUserId('cascade'),
    productId: requiredProductId('cascade'),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
