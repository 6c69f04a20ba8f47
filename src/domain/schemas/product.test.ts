import { describe, expect, it } from 'vitest';
import { issuesOf, itAccepts, itRefuses, type RefusedCase } from '../../../tests/support/table-tests';
import {
  adminProductListQuerySchema,
  INTEGER_QUANTITY_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_PRICE_MESSAGE,
  INVALID_UNIT_MESSAGE,
  LIST_PRICE_BELOW_PRICE_MESSAGE,
  labelRequestSchema,
  NEGATIVE_QUANTITY_MESSAGE,
  PRODUCT_REQUIRED_MESSAGE,
  type ProductFormSource,
  productCreateSchema,
  productIssueMessage,
  productToFormValues,
  productUpdateSchema,
  splitKeywords,
  stockAdjustmentSchema,
} from './product';

const valid = {
  name: 'Terço de Madeira',
  code: 'TER-100',
  price: '34,90',
  costPrice: '12',
  categoryId: '1',
  unit: 'Unidade',
  minStock: '5',
  initialQuantity: '10',
};

describe('productCreateSchema', () => {
  itAccepts(productCreateSchema, [
    [
      'pt-BR prices as centavos and quantities as integers, filling the requirements defaults',
      { ...valid, price: '1.234,56', listPrice: '1.300,00', keywords: 'terço, madeira,, Terço ' },
      expect.objectContaining({
        name: 'Terço de Madeira',
        code: 'TER-100',
        priceCents: 123456,
        listPriceCents: 130000,
        costPriceCents: 1200,
        categoryId: 1,
        classificationId: null,
        supplierId: null,
        unit: 'Unidade',
        minStock: 5,
        initialQuantity: 10,
        barcode: null,
        keywords: ['terço', 'madeira'],
        availableOnline: true,
        featured: false,
        onSale: false,
        material: 'Não especificado',
        dimensions: 'Padrão',
        origin: 'Nacional',
      }),
    ],
    [
      'JSON numbers as well as typed text',
      { ...valid, price: 12.5, costPrice: 3, categoryId: 2, minStock: 0, initialQuantity: 0 },
      expect.objectContaining({ priceCents: 1250, costPriceCents: 300, categoryId: 2, minStock: 0, initialQuantity: 0 }),
    ],
    [
      'a "de" price equal to the price when on sale',
      { ...valid, onSale: true, listPrice: '34,90' },
      expect.objectContaining({ onSale: true, listPriceCents: 3490 }),
    ],
    [
      'a "de" price below the price when not on sale',
      { ...valid, onSale: false, listPrice: '30,00' },
      expect.objectContaining({ onSale: false, listPriceCents: 3000 }),
    ],
  ]);

  const requiredKeys = Object.keys(valid) as (keyof typeof valid)[];
  itRefuses(productCreateSchema, [
    ...requiredKeys.map((key): RefusedCase => [`a blank ${key} with the requirements message`, { ...valid, [key]: '' }, { [key]: [PRODUCT_REQUIRED_MESSAGE] }]),
    ...requiredKeys.map((key): RefusedCase => {
      const { [key]: _drop, ...absent } = valid;
      return [`a missing ${key} with the requirements message`, absent, { [key]: [PRODUCT_REQUIRED_MESSAGE] }];
    }),
    [
      'bad prices, fractional and negative quantities, unknown units and odd codes',
      { ...valid, price: '12,3,4', minStock: '2,5', initialQuantity: '-1', unit: 'Galão', code: 'TER 100' },
      {
        price: [INVALID_PRICE_MESSAGE],
        minStock: [INTEGER_QUANTITY_MESSAGE],
        initialQuantity: [NEGATIVE_QUANTITY_MESSAGE],
        unit: [INVALID_UNIT_MESSAGE],
        code: [INVALID_CODE_MESSAGE],
      },
    ],
    ['a "de" price below the price when on sale', { ...valid, onSale: true, listPrice: '30,00' }, { listPrice: [LIST_PRICE_BELOW_PRICE_MESSAGE] }],
  ]);

  it('prefers the required message over other problems', () => {
    const r = productCreateSchema.safeParse({ ...valid, price: 'abc', name: '' });
    expect(r.success).toBe(false);
    if (!r.success) expect(productIssueMessage(r.error.issues)).toBe(PRODUCT_REQUIRED_MESSAGE);
  });

  it('has no stock field when editing', () => {
    const p = productUpdateSchema.parse({ ...valid, initialQuantity: undefined, stock: 99 });
    expect('initialQuantity' in p).toBe(false);
    expect('stock' in p).toBe(false);
  });
});

describe('other product schemas', () => {
  it('splits keywords', () => {
    expect(splitKeywords(' a ,b,, A, c  d ')).toEqual(['a', 'b', 'c d']);
    expect(splitKeywords(['x', ' y '])).toEqual(['x', 'y']);
  });

  it('stock adjustment needs a signed whole number and a reason', () => {
    expect(stockAdjustmentSchema.parse({ quantity: '-3', reason: ' quebra ' })).toEqual({ quantity: -3, reason: 'quebra' });
    expect(stockAdjustmentSchema.parse({ quantity: '+4', reason: 'x' }).quantity).toBe(4);
    expect(stockAdjustmentSchema.safeParse({ quantity: 0, reason: 'x' }).success).toBe(false);
    expect(stockAdjustmentSchema.safeParse({ quantity: '1,5', reason: 'x' }).success).toBe(false);
    expect(issuesOf(stockAdjustmentSchema.safeParse({ quantity: 2, reason: '  ' }))).toEqual({ reason: ['Informe o motivo do ajuste.'] });
  });

  it('labels: 1..100 copies, at least one product', () => {
    expect(labelRequestSchema.safeParse({ productIds: [1], mode: 'both', copies: 100 }).success).toBe(true);
    expect(labelRequestSchema.safeParse({ productIds: [1], mode: 'both', copies: 101 }).success).toBe(false);
    expect(labelRequestSchema.safeParse({ productIds: [], mode: 'both', copies: 1 }).success).toBe(false);
    expect(labelRequestSchema.safeParse({ productIds: [1], mode: 'pdf', copies: 1 }).success).toBe(false);
  });

  it('list query defaults', () => {
    expect(adminProductListQuerySchema.parse({})).toEqual({
      search: '',
      categoryId: null,
      stock: 'all',
      archived: 'active',
      fiscal: 'all',
      page: 1,
      pageSize: 20,
    });
    expect(adminProductListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
  });
});

describe('productToFormValues', () => {
  // A saved product, as the dialog and the CSV import read it back into the form.
  const saved: ProductFormSource = {
    name: 'Imagem de São José 30 cm',
    code: 'IMG-300',
    priceCents: 12990,
    listPriceCents: 15990,
    costPriceCents: 5450,
    categoryId: 2,
    classificationId: null,
    supplierId: 3,
    unit: 'Caixa',
    minStock: 4,
    barcode: null,
    shelf: 'A3',
    box: '12',
    description: 'Resina pintada à mão',
    detailedDescription: '',
    keywords: ['são josé', 'imagem'],
    availableOnline: false,
    featured: true,
    onSale: false,
    material: 'Resina',
    dimensions: '30 cm',
    origin: 'Brasil',
    ncm: '39264000',
    cest: null,
    gtin: null,
    icmsOrigin: '0',
    csosn: '102',
    pisCofinsCst: null,
    weightGrams: 850,
    heightCm: 32,
    widthCm: 14,
    lengthCm: null,
  };

  it('writes prices as typed and blanks for what is missing, and saving it unchanged gives the same product back', () => {
    const form = productToFormValues(saved, '');
    expect(form).toMatchObject({
      price: '129,90',
      listPrice: '159,90',
      costPrice: '54,50',
      classificationId: '',
      barcode: '',
      keywords: 'são josé, imagem',
      cest: '',
      weightGrams: '850',
      lengthCm: '',
    });
    const { priceCents, listPriceCents, costPriceCents, categoryId, supplierId, minStock, keywords, ncm, csosn, weightGrams, heightCm, lengthCm } = saved;
    expect(productUpdateSchema.parse(form)).toMatchObject({
      priceCents,
      listPriceCents,
      costPriceCents,
      categoryId,
      supplierId,
      minStock,
      keywords,
      ncm,
      csosn,
      weightGrams,
      heightCm,
      lengthCm,
    });
  });
});
