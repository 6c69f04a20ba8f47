import { z } from 'zod';
import type { AdminProduct } from '../api/admin-products';
import { UNITS, type Unit } from '../brazil';
import { centsToInput, parseDecimalToCents } from '../money';
import { codeList, isOneOf } from '../one-of';
import {
  CEST_REQUIRED_MESSAGE,
  CSOSN_WITH_ST,
  type Csosn,
  type IcmsOrigin,
  INVALID_CEST_MESSAGE,
  INVALID_CSOSN_MESSAGE,
  INVALID_GTIN_MESSAGE,
  INVALID_NCM_MESSAGE,
  INVALID_ORIGIN_MESSAGE,
  INVALID_PIS_COFINS_MESSAGE,
  isCsosn,
  isIcmsOrigin,
  isPisCofinsCst,
  normalizeCest,
  normalizeGtin,
  normalizeNcm,
  type PisCofinsCst,
} from '../product-fiscal';
import { measuresToForm, productMeasuresShape } from '../product-measures';
import { objectError, serialId, tooLongMessage, wholeNumberFromText } from './fields';

// Product save (requirements §5): one message for every missing required field.
export const PRODUCT_REQUIRED_MESSAGE = 'Preencha todos os campos obrigatórios (*).';
export const INVALID_PRICE_MESSAGE = 'Informe um valor válido em reais (ex.: 12,50).';
export const PRICE_TOO_HIGH_MESSAGE = 'Valor acima do limite permitido (R$ 1.000.000,00).';
export const INTEGER_QUANTITY_MESSAGE = 'Use apenas números inteiros nas quantidades.';
export const NEGATIVE_QUANTITY_MESSAGE = 'A quantidade não pode ser negativa.';
export const QUANTITY_TOO_HIGH_MESSAGE = 'Quantidade acima do limite permitido (1.000.000).';
export const INVALID_CATEGORY_MESSAGE = 'Selecione uma categoria válida.';
export const INVALID_OPTION_MESSAGE = 'Selecione uma opção válida.';
export const INVALID_UNIT_MESSAGE = 'Selecione uma unidade válida.';
export const INVALID_CODE_MESSAGE = 'Use no código apenas letras sem acento, números, hífen, ponto, barra ou sublinhado.';
export const INVALID_BARCODE_MESSAGE = 'Use no código de barras apenas letras sem acento, números, hífen ou ponto.';
export const LIST_PRICE_BELOW_PRICE_MESSAGE = 'Em oferta, o preço "de" deve ser maior ou igual ao preço de venda.';
export const DUPLICATE_CODE_MESSAGE = 'Já existe um produto com este código.';

export const PRODUCT_DEFAULTS = {
  minStock: 5,
  material: 'Não especificado',
  dimensions: 'Padrão',
  origin: 'Nacional',
  unit: 'Unidade' as Unit,
} as const;

const MAX_CENTS = 100_000_000;
const MAX_QUANTITY = 1_000_000;

type Ctx = { issues: z.core.$ZodRawIssue[] };
const fail = (ctx: Ctx, input: unknown, message: string) => {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
};

// Form inputs are strings; JSON clients may send numbers. Both arrive here.
const scalar = (requiredMessage: string) => z.union([z.string(), z.number()], { error: requiredMessage });
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function money(input: string | number, ctx: Ctx): number {
  const cents = parseDecimalToCents(typeof input === 'string' ? input.trim() : input);
  if (cents === null) return fail(ctx, input, INVALID_PRICE_MESSAGE);
  if (cents > MAX_CENTS) return fail(ctx, input, PRICE_TOO_HIGH_MESSAGE);
  return cents;
}

/** A price typed as '12,50', '1.234,50', '12.5' or sent as 12.5, in centavos. */
export const requiredMoneyField = () =>
  scalar(PRODUCT_REQUIRED_MESSAGE).transform((v, ctx) => (isBlank(v) ? fail(ctx, v, PRODUCT_REQUIRED_MESSAGE) : money(v, ctx)));

const optionalMoneyField = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx): number | null => (isBlank(v) ? null : money(v as string | number, ctx)));

/** A whole, non-negative quantity ('10' or 10); '10,5' or -1 are refused. */
export function parseQuantity(input: string | number, ctx: Ctx): number {
  const text = typeof input === 'string' ? input.trim() : String(input);
  if (/^-\d+$/.test(text)) return fail(ctx, input, NEGATIVE_QUANTITY_MESSAGE);
  if (!/^\d+$/.test(text)) return fail(ctx, input, INTEGER_QUANTITY_MESSAGE);
  const n = Number(text);
  if (n > MAX_QUANTITY) return fail(ctx, input, QUANTITY_TOO_HIGH_MESSAGE);
  return n;
}

const quantityField = () =>
  scalar(PRODUCT_REQUIRED_MESSAGE).transform((v, ctx) => (isBlank(v) ? fail(ctx, v, PRODUCT_REQUIRED_MESSAGE) : parseQuantity(v, ctx)));

const idOf = (v: string | number, ctx: Ctx, message: string) => {
  const text = String(v).trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 2_147_483_647) return fail(ctx, v, message);
  return n;
};

const requiredIdField = (message: string) =>
  scalar(PRODUCT_REQUIRED_MESSAGE).transform((v, ctx) => (isBlank(v) ? fail(ctx, v, PRODUCT_REQUIRED_MESSAGE) : idOf(v, ctx, message)));

const optionalIdField = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx): number | null => (isBlank(v) ? null : idOf(v as string | number, ctx, INVALID_OPTION_MESSAGE)));

const requiredString = (max: number) =>
  z
    .string({ error: PRODUCT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: PRODUCT_REQUIRED_MESSAGE })
    .max(max, { error: tooLongMessage(max) });

const text = (max: number, fallback = '') =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .nullish()
    .transform((v) => (v ? v : fallback));

// Codes end up in Code 128 barcodes and CSV files: printable ASCII without spaces.
const CODE_SHAPE = /^[A-Za-z0-9._/-]+$/;
const BARCODE_SHAPE = /^[A-Za-z0-9.-]+$/;

const unitField = z
  .string({ error: PRODUCT_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: PRODUCT_REQUIRED_MESSAGE })
  .refine((v) => v === '' || isOneOf(UNITS, v), { error: INVALID_UNIT_MESSAGE })
  .transform((v) => v as Unit);

/** 'terço, madeira,  presente' (form) or an array (API) → ['terço', 'madeira', 'presente']. */
export function splitKeywords(input: string | readonly string[] | null | undefined): string[] {
  const parts = typeof input === 'string' ? input.split(',') : (input ?? []);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const word = raw.trim().replace(/\s+/g, ' ');
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    out.push(word);
  }
  return out;
}

const keywordsField = z
  .union([z.string().max(1000, { error: tooLongMessage(1000) }), z.array(z.string().max(60)).max(40)])
  .nullish()
  .transform((v) => splitKeywords(v));

/** Blank → null; else the normalized code, or the message when it is malformed. */
const fiscalCode = (normalize: (v: string) => string | null, message: string) =>
  z
    .string({ error: message })
    .max(40, { error: message })
    .nullish()
    .transform((v, ctx): string | null => {
      if (isBlank(v)) return null;
      return normalize(v!) ?? fail(ctx, v, message);
    });

/** Blank → null (the shop's default); else one of the codes. */
const profileCode = <T extends string>(is: (v: unknown) => v is T, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v, ctx): T | null => {
      if (isBlank(v)) return null;
      const t = v!.trim();
      return is(t) ? t : fail(ctx, v, message);
    });

const fiscalShape = {
  ncm: fiscalCode(normalizeNcm, INVALID_NCM_MESSAGE),
  cest: fiscalCode(normalizeCest, INVALID_CEST_MESSAGE),
  gtin: fiscalCode(normalizeGtin, INVALID_GTIN_MESSAGE),
  // Most of the catalogue is national: a client that does not send it gets '0'.
  icmsOrigin: z
    .union([z.string(), z.number()], { error: INVALID_ORIGIN_MESSAGE })
    .optional()
    .transform((v, ctx): IcmsOrigin => {
      if (isBlank(v)) return '0';
      const t = String(v).trim();
      return isIcmsOrigin(t) ? t : fail(ctx, v, INVALID_ORIGIN_MESSAGE);
    }),
  csosn: profileCode<Csosn>(isCsosn, INVALID_CSOSN_MESSAGE),
  pisCofinsCst: profileCode<PisCofinsCst>(isPisCofinsCst, INVALID_PIS_COFINS_MESSAGE),
};

// Goods under ST carry their CEST (NT 2015.003). Only a CSOSN chosen on the product is known here;
// the shop's default is weighed when the invoice is built (`missingFiscalFields`).
function checkCest(p: { csosn?: unknown; cest?: unknown }, ctx: z.RefinementCtx) {
  if (typeof p.csosn === 'string' && (CSOSN_WITH_ST as readonly string[]).includes(p.csosn) && !p.cest) {
    ctx.addIssue({ code: 'custom', message: CEST_REQUIRED_MESSAGE, path: ['cest'] });
  }
}

const productShape = {
  name: requiredString(200),
  code: requiredString(40).refine((v) => v === '' || CODE_SHAPE.test(v), { error: INVALID_CODE_MESSAGE }),
  price: requiredMoneyField(),
  costPrice: requiredMoneyField(),
  categoryId: requiredIdField(INVALID_CATEGORY_MESSAGE),
  unit: unitField,
  minStock: quantityField(),
  listPrice: optionalMoneyField(),
  classificationId: optionalIdField(),
  supplierId: optionalIdField(),
  barcode: z
    .string()
    .trim()
    .max(48, { error: tooLongMessage(48) })
    .nullish()
    .refine((v) => !v || BARCODE_SHAPE.test(v), { error: INVALID_BARCODE_MESSAGE })
    .transform((v) => (v ? v : null)),
  shelf: text(40),
  box: text(40),
  description: text(500),
  detailedDescription: text(5000),
  keywords: keywordsField,
  availableOnline: z.boolean({ error: INVALID_OPTION_MESSAGE }).default(true),
  featured: z.boolean({ error: INVALID_OPTION_MESSAGE }).default(false),
  onSale: z.boolean({ error: INVALID_OPTION_MESSAGE }).default(false),
  material: text(120, PRODUCT_DEFAULTS.material),
  dimensions: text(120, PRODUCT_DEFAULTS.dimensions),
  origin: text(120, PRODUCT_DEFAULTS.origin),
  ...fiscalShape,
  ...productMeasuresShape,
};

// A "de" price under the selling price would be a misleading offer (requirements §9).
function checkListPrice(p: { onSale?: unknown; price?: unknown; listPrice?: unknown }, ctx: z.RefinementCtx) {
  const { onSale, price, listPrice } = p;
  if (onSale !== true || typeof price !== 'number' || typeof listPrice !== 'number') return;
  if (listPrice < price) ctx.addIssue({ code: 'custom', message: LIST_PRICE_BELOW_PRICE_MESSAGE, path: ['listPrice'] });
}

type Parsed = z.output<z.ZodObject<typeof productShape>>;

const toProductInput = (p: Parsed) => {
  const { price, costPrice, listPrice, ...rest } = p;
  return { ...rest, priceCents: price, costPriceCents: costPrice, listPriceCents: listPrice };
};

/** Editing: every field but the stock, which changes only through adjustments and entries. */
export const productUpdateSchema = z.object(productShape, objectError).superRefine(checkListPrice).superRefine(checkCest).transform(toProductInput);

/** Creating: also the initial quantity, which becomes the stock through an 'initial' movement. */
export const productCreateSchema = z
  .object({ ...productShape, initialQuantity: quantityField() }, objectError)
  .superRefine(checkListPrice)
  .superRefine(checkCest)
  .transform((p) => ({ ...toProductInput(p), initialQuantity: p.initialQuantity }));

export type ProductInput = z.output<typeof productUpdateSchema>;
export type ProductCreateInput = z.output<typeof productCreateSchema>;
/** What the add/edit form holds and sends (prices and quantities as typed). */
export type ProductFormValues = {
  name: string;
  code: string;
  price: string;
  listPrice: string;
  costPrice: string;
  categoryId: string;
  classificationId: string;
  supplierId: string;
  unit: string;
  initialQuantity: string;
  minStock: string;
  barcode: string;
  shelf: string;
  box: string;
  description: string;
  detailedDescription: string;
  keywords: string;
  availableOnline: boolean;
  featured: boolean;
  onSale: boolean;
  material: string;
  dimensions: string;
  origin: string;
  ncm: string;
  cest: string;
  gtin: string;
  icmsOrigin: string;
  /** '' = the shop's default. */
  csosn: string;
  /** '' = the shop's default. */
  pisCofinsCst: string;
  /** Shipping measures (issue 37): grams and whole centimetres; '' = not filled in. */
  weightGrams: string;
  heightCm: string;
  widthCm: string;
  lengthCm: string;
};

/**
 * The one message to show for a failed product save: the requirements' "fill the required fields" when any
 * required field is missing, else the first problem.
 */
export function productIssueMessage(issues: readonly { message: string }[]): string {
  if (issues.some((i) => i.message === PRODUCT_REQUIRED_MESSAGE)) return PRODUCT_REQUIRED_MESSAGE;
  return issues[0]?.message ?? 'Dados inválidos.';
}

export const ADJUSTMENT_QUANTITY_MESSAGE = 'Informe uma quantidade inteira diferente de zero (ex.: 5 ou -3).';
export const ADJUSTMENT_REASON_MESSAGE = 'Informe o motivo do ajuste.';

/** Manual stock adjustment: a signed whole number and why. */
export const stockAdjustmentSchema = z.object(
  {
    quantity: z.union([z.string(), z.number()], { error: ADJUSTMENT_QUANTITY_MESSAGE }).transform((v, ctx) => {
      const t = String(v).trim().replace(/^\+/, '');
      const n = Number(t);
      if (!/^-?\d+$/.test(t) || n === 0 || Math.abs(n) > MAX_QUANTITY) return fail(ctx, v, ADJUSTMENT_QUANTITY_MESSAGE);
      return n;
    }),
    reason: z
      .string({ error: ADJUSTMENT_REASON_MESSAGE })
      .trim()
      .min(1, { error: ADJUSTMENT_REASON_MESSAGE })
      .max(300, { error: tooLongMessage(300) }),
  },
  objectError,
);

export type StockAdjustmentInput = z.output<typeof stockAdjustmentSchema>;

export const { values: LABEL_MODES, labels: LABEL_MODE_LABELS } = codeList(['barcode', 'qrcode', 'both'], {
  barcode: 'Código de barras',
  qrcode: 'QR Code',
  both: 'Código de barras e QR Code',
});
export type LabelMode = (typeof LABEL_MODES)[number];
export const MAX_LABEL_COPIES = 100;
export const MAX_LABELS_PER_PDF = 2000;
export const LABEL_COPIES_MESSAGE = 'Informe de 1 a 100 cópias.';
export const LABEL_PRODUCTS_MESSAGE = 'Selecione ao menos um produto.';
export const LABEL_TOO_MANY_MESSAGE = `No máximo ${MAX_LABELS_PER_PDF} etiquetas por arquivo.`;

export const labelRequestSchema = z
  .object(
    {
      productIds: z
        .array(serialId(LABEL_PRODUCTS_MESSAGE), { error: LABEL_PRODUCTS_MESSAGE })
        .min(1, { error: LABEL_PRODUCTS_MESSAGE })
        .max(MAX_LABELS_PER_PDF, { error: LABEL_TOO_MANY_MESSAGE }),
      mode: z.enum(LABEL_MODES, { error: 'Escolha o tipo de etiqueta.' }),
      copies: wholeNumberFromText(LABEL_COPIES_MESSAGE, 1, MAX_LABEL_COPIES),
    },
    objectError,
  )
  .refine((r) => new Set(r.productIds).size * r.copies <= MAX_LABELS_PER_PDF, { error: LABEL_TOO_MANY_MESSAGE });

export type LabelRequest = z.output<typeof labelRequestSchema>;

export const PRODUCT_STOCK_FILTERS = ['all', 'low', 'out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];
/** Active products (default), archived ones only, or both. */
export const PRODUCT_ARCHIVE_FILTERS = ['active', 'archived', 'all'] as const;
/** 'incomplete': the products an invoice would stop at ('Dados fiscais incompletos'). */
export const PRODUCT_FISCAL_FILTERS = ['all', 'incomplete'] as const;

export const adminProductListQuerySchema = z.object({
  search: z
    .string()
    .max(100, { error: tooLongMessage(100) })
    .optional()
    .default(''),
  categoryId: z
    .string()
    .regex(/^\d{0,9}$/, { error: INVALID_CATEGORY_MESSAGE })
    .optional()
    .transform((v) => (v ? Number(v) : null)),
  stock: z.enum(PRODUCT_STOCK_FILTERS, { error: 'Filtro de estoque inválido.' }).optional().default('all'),
  archived: z.enum(PRODUCT_ARCHIVE_FILTERS, { error: 'Filtro inválido.' }).optional().default('active'),
  fiscal: z.enum(PRODUCT_FISCAL_FILTERS, { error: 'Filtro inválido.' }).optional().default('all'),
  page: wholeNumberFromText('Página inválida.', 1).max(100_000).default(1),
  pageSize: wholeNumberFromText('Tamanho de página inválido.', 1, 100).default(20),
});

export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/** The product form before anything is typed: the dialog's 'Adicionar Produto' and a CSV line for a new product start here. */
export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  code: '',
  price: '',
  listPrice: '',
  costPrice: '',
  categoryId: '',
  classificationId: '',
  supplierId: '',
  unit: PRODUCT_DEFAULTS.unit,
  initialQuantity: '',
  minStock: String(PRODUCT_DEFAULTS.minStock),
  barcode: '',
  shelf: '',
  box: '',
  description: '',
  detailedDescription: '',
  keywords: '',
  availableOnline: true,
  featured: false,
  onSale: false,
  material: PRODUCT_DEFAULTS.material,
  dimensions: PRODUCT_DEFAULTS.dimensions,
  origin: PRODUCT_DEFAULTS.origin,
  ncm: '',
  cest: '',
  gtin: '',
  icmsOrigin: '0',
  csosn: '',
  pisCofinsCst: '',
  weightGrams: '',
  heightCm: '',
  widthCm: '',
  lengthCm: '',
});

type MoneyField = 'price' | 'listPrice' | 'costPrice';
/** A saved product as the form reads it (the API's AdminProduct or a table row): its fields, money in centavos. */
export type ProductFormSource = Pick<AdminProduct, Exclude<keyof ProductFormValues, MoneyField | 'initialQuantity'> | `${MoneyField}Cents`>;

/** A saved product's values as the add/edit form holds them (prices as typed, '12,50'; blanks for what it lacks). */
export function productToFormValues(p: ProductFormSource, initialQuantity: string): ProductFormValues {
  const idText = (id: number | null) => (id == null ? '' : String(id));
  return {
    name: p.name,
    code: p.code,
    price: centsToInput(p.priceCents),
    listPrice: p.listPriceCents == null ? '' : centsToInput(p.listPriceCents),
    costPrice: centsToInput(p.costPriceCents),
    categoryId: idText(p.categoryId),
    classificationId: idText(p.classificationId),
    supplierId: idText(p.supplierId),
    unit: p.unit,
    initialQuantity,
    minStock: String(p.minStock),
    barcode: p.barcode ?? '',
    shelf: p.shelf,
    box: p.box,
    description: p.description,
    detailedDescription: p.detailedDescription,
    keywords: p.keywords.join(', '),
    availableOnline: p.availableOnline,
    featured: p.featured,
    onSale: p.onSale,
    material: p.material,
    dimensions: p.dimensions,
    origin: p.origin,
    ncm: p.ncm ?? '',
    cest: p.cest ?? '',
    gtin: p.gtin ?? '',
    icmsOrigin: p.icmsOrigin,
    csosn: p.csosn ?? '',
    pisCofinsCst: p.pisCofinsCst ?? '',
    ...measuresToForm(p),
  };
}
