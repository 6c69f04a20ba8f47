import type { FiscalIssuer, FiscalOrder, FiscalProductData } from '../../src/domain/fiscal/build-nfe-request';
import { SEM_GTIN } from '../../src/domain/product-fiscal';

// The sales the fiscal tests issue: Focus NFe's documented example (docs "NFe → Envio": ACME LTDA
// in Curitiba/PR selling to a CPF in Manaus/AM, R$ 47,23, homologação; tests/fixtures/fiscal/SOURCES.md)
// and its variations (operation table, payment forms, totals, a product's own fiscal profile).
// tests/fixtures/fiscal/focus-sale-requests.json is the Focus JSON each case gave before the
// invoice request became our own model (decision 073): the adapter must still give it.

export const SALE_ISSUER: FiscalIssuer = {
  cnpj: '51916585000125',
  stateRegistration: '101942171617',
  legalName: 'ACME LTDA',
  tradeName: 'ACME LTDA',
  taxRegime: 'simples_nacional',
  address: {
    cep: '82320030',
    street: 'R. Padre Natal Pigato',
    number: '100',
    complement: '',
    neighborhood: 'Santa Felicidade',
    city: 'Curitiba',
    state: 'PR',
    cityCode: '4106902',
  },
  phone: '',
  environment: 'homologacao',
  defaultCsosn: '102',
  defaultPisCofinsCst: '49',
};

export const SALE_PRODUCT: FiscalProductData = {
  productId: 1232,
  code: '1232',
  name: 'Cartões de Visita',
  unit: 'Unidade',
  ncm: '49111090',
  cest: null,
  icmsOrigin: '0',
  gtin: SEM_GTIN,
  csosn: null,
  pisCofinsCst: null,
};

/** With the code the server looks up in the IBGE table by city and UF (ibge-municipality.ts). */
export const MANAUS = {
  cep: '69073178',
  street: 'Rua São Januário',
  number: '99',
  complement: '',
  neighborhood: 'Crespo',
  city: 'Manaus',
  state: 'AM',
  cityCode: '1302603',
};

export function saleOrder(overrides: Partial<FiscalOrder> = {}): FiscalOrder {
  return {
    id: '7d0f5b8e-1f7a-4f4e-9d57-3b1b2d6f0a11',
    issuedAt: new Date('2026-11-25T15:00:00Z'),
    lines: [{ product: SALE_PRODUCT, quantity: 1, unitPriceCents: 4723 }],
    shippingCents: 0,
    discountCents: 0,
    totalCents: 4723,
    paymentMethod: 'pix',
    buyer: {
      name: 'Maria da Silva',
      document: '51966818092',
      ieIndicator: '9',
      stateRegistration: null,
      email: 'maria@example.com',
      phone: '1196185555',
      address: MANAUS,
    },
    ...overrides,
  };
}

/** A company buying: with its IE (an ICMS contributor, '1'), without ('9'), or exempt ('2'). */
export const company = (stateRegistration: string | null, ieIndicator: '1' | '2' | '9' = stateRegistration ? '1' : '9') => ({
  name: 'Paróquia São José',
  document: '11.222.333/0001-81',
  ieIndicator,
  stateRegistration,
  email: 'p@example.com',
  phone: '',
  address: MANAUS,
});
/** The buyer's address in the issuer's own state (Curitiba/PR). */
export const CURITIBA = { ...MANAUS, city: 'Curitiba', state: 'PR', cep: '80010000', cityCode: '4106902' };
const line = (code: string, unitPriceCents: number, quantity: number) => ({
  product: { ...SALE_PRODUCT, productId: Number(code), code, name: `Item ${code}` },
  quantity,
  unitPriceCents,
});
const withTotals = (lines: FiscalOrder['lines'], discountCents: number, shippingCents: number): Partial<FiscalOrder> => ({
  lines,
  discountCents,
  shippingCents,
  totalCents: lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0) - discountCents + shippingCents,
});
const OWN_PROFILE = { ...SALE_PRODUCT, csosn: '500' as const, pisCofinsCst: '04' as const, icmsOrigin: '2' as const, gtin: '7891000315507', cest: '2806400' };

/** name → the order and issuer of one sale. */
export const SALE_CASES: Record<string, { order: FiscalOrder; issuer: FiscalIssuer }> = {
  'documented example': { order: saleOrder(), issuer: SALE_ISSUER },
  'documented example in produção': { order: saleOrder(), issuer: { ...SALE_ISSUER, environment: 'producao' } },
  'consumer, same state': { order: saleOrder({ buyer: { ...saleOrder().buyer, address: CURITIBA } }), issuer: SALE_ISSUER },
  'company without IE, another state': { order: saleOrder({ buyer: company(null) }), issuer: SALE_ISSUER },
  'company with IE, another state': { order: saleOrder({ buyer: company('04.123.456-7') }), issuer: SALE_ISSUER },
  'company with IE, same state': { order: saleOrder({ buyer: { ...company('9012345678'), address: CURITIBA } }), issuer: SALE_ISSUER },
  'company exempt of IE, another state': { order: saleOrder({ buyer: company(null, '2') }), issuer: SALE_ISSUER },
  'alphanumeric CNPJ': { order: saleOrder({ buyer: { ...company(null), document: '12.ABC.345/01DE-35' } }), issuer: SALE_ISSUER },
  'paid by credit card': { order: saleOrder({ paymentMethod: 'credit' }), issuer: SALE_ISSUER },
  'paid by debit card': { order: saleOrder({ paymentMethod: 'debit' }), issuer: SALE_ISSUER },
  'paid by boleto': { order: saleOrder({ paymentMethod: 'boleto' }), issuer: SALE_ISSUER },
  'free shipping, no discount': { order: saleOrder(withTotals([line('1', 1990, 2), line('2', 350, 3)], 0, 0)), issuer: SALE_ISSUER },
  'discount that does not divide evenly': {
    order: saleOrder(withTotals([line('1', 1000, 1), line('2', 1000, 1), line('3', 1000, 1)], 100, 0)),
    issuer: SALE_ISSUER,
  },
  'discount and charged shipping over unequal lines': {
    order: saleOrder(withTotals([line('1', 4990, 1), line('2', 1, 7), line('3', 12345, 3)], 333, 1999)),
    issuer: SALE_ISSUER,
  },
  'issuer with complement and phone, buyer without number': {
    order: saleOrder({ buyer: { ...saleOrder().buyer, phone: '', address: { ...MANAUS, number: ' ', complement: 'Casa 2' } } }),
    issuer: { ...SALE_ISSUER, tradeName: '', phone: '(41) 3333-4444', address: { ...SALE_ISSUER.address, complement: 'Sala 3' } },
  },
  'product with its own fiscal profile': {
    order: saleOrder({ lines: [{ product: OWN_PROFILE, quantity: 2, unitPriceCents: 2000 }], totalCents: 4000 }),
    issuer: SALE_ISSUER,
  },
};
