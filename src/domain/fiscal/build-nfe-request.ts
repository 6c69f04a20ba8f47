import type { ShippingAddress } from '../api/orders';
import { onlyDigits } from '../brazil';
import { codeList } from '../one-of';
import type { PaymentMethod } from '../payment';
import {
  type Csosn,
  effectiveFiscalProfile,
  missingFiscalFields,
  missingFiscalFieldsMessage,
  type PisCofinsCst,
  type ProductFiscalData,
  SEM_GTIN,
} from '../product-fiscal';
import type { InvoiceAddress, InvoiceIssuer, InvoiceItem, InvoiceRequest, RecipientTaxpayer } from './invoice-request';
import { FISCAL_REGIME_UNSUPPORTED_MESSAGE } from './rules';
import { splitCents } from './split-cents';

// The invoice request of an online sale's NF-e (modelo 55), in our own model (invoice-request.ts,
// decision 073): the Focus NFe adapter translates it, the built-in sandbox reads it as it is, so
// both providers are fed by this one pure function.

export const { values: TAX_REGIMES, labels: TAX_REGIME_LABELS } = codeList(['simples_nacional', 'simples_nacional_excesso', 'regime_normal'], {
  simples_nacional: 'Simples Nacional (CRT 1)',
  simples_nacional_excesso: 'Simples Nacional – excesso de sublimite (CRT 2)',
  regime_normal: 'Regime normal (CRT 3)',
});
export type TaxRegime = (typeof TAX_REGIMES)[number];

export const { values: FISCAL_ENVIRONMENTS, labels: FISCAL_ENVIRONMENT_LABELS } = codeList(['homologacao', 'producao'], {
  homologacao: 'Homologação (testes)',
  producao: 'Produção',
});
export type FiscalEnvironment = (typeof FISCAL_ENVIRONMENTS)[number];

/** SEFAZ refuses (598) a homologação invoice whose buyer is named anything else. */
export const HOMOLOGATION_BUYER_NAME = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';
export const SALE_NATURE = 'Venda de mercadoria';

/** An address as orders keep it; the issuer's also carries its IBGE municipality code (7 digits). */
export type FiscalAddress = ShippingAddress & { cityCode?: string | null };

export type FiscalIssuer = {
  cnpj: string;
  stateRegistration: string;
  legalName: string;
  tradeName: string;
  taxRegime: TaxRegime;
  address: FiscalAddress & { cityCode: string };
  phone: string;
  environment: FiscalEnvironment;
  /** Used for the products that have no fiscal profile of their own. */
  defaultCsosn: Csosn;
  defaultPisCofinsCst: PisCofinsCst;
};

/** A product as its invoice line needs it: the catalogue's fiscal columns (product-fiscal.ts) and its name, code and unit. */
export type FiscalProductData = ProductFiscalData & {
  /** null: the product was deleted since the sale. */
  productId: number | null;
  code: string;
  name: string;
  /** The catalogue's unit ('Unidade', 'Caixa'…). */
  unit: string;
};

export type FiscalOrderLine = { product: FiscalProductData; quantity: number; unitPriceCents: number };

export type FiscalBuyer = {
  name: string;
  /** CPF (11 digits) or CNPJ (14 characters, digits or, from July 2026, letters and digits). */
  document: string;
  /** indIEDest as checkout stored it: '1' ICMS contributor (with IE), '2' exempt of IE, '9' not a contributor; null on older orders. */
  ieIndicator: '1' | '2' | '9' | null;
  /** IE of a contributor ('1'). */
  stateRegistration: string | null;
  email: string;
  phone: string;
  address: FiscalAddress;
};

export type FiscalOrder = {
  id: string;
  issuedAt: Date;
  lines: FiscalOrderLine[];
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  paymentMethod: PaymentMethod;
  buyer: FiscalBuyer;
};

/** What stops an invoice before it reaches the provider, naming the product (if any) and the field. */
export type FiscalProblem = { productId: number | null; field: string; message: string };

export type BuildNfeResult = { ok: true; request: InvoiceRequest } | { ok: false; problems: FiscalProblem[] };

/**
 * CFOP of a resale (goods bought from third parties):
 * 5102 inside the issuer's state; outside it 6108 when the buyer is not an ICMS contributor (a
 * consumer with CPF, or a company without IE), 6102 when it is (Convênio s/nº de 1970, Anexo —
 * CFOP 6.108 exists since Ajuste SINIEF 05/2005 for sales to non-contributors in another state).
 */
export function saleCfop(issuerState: string, buyerState: string, buyerIsContributor: boolean): '5102' | '6102' | '6108' {
  if (issuerState.toUpperCase() === buyerState.toUpperCase()) return '5102';
  return buyerIsContributor ? '6102' : '6108';
}

const UNIT_CODES: Record<string, string> = { Unidade: 'UN', Caixa: 'CX', Pacote: 'PCT', Dúzia: 'DZ', Kg: 'KG', Litro: 'L', Metro: 'M' };

export function unitCode(unit: string): string {
  return UNIT_CODES[unit] ?? 'UN';
}

/** The issue time in São Paulo's offset (Brazil has had no daylight saving time since 2019). */
export function saoPauloTimestamp(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

/** What a product lacks for its invoice line, as the 'Dados fiscais incompletos' filter judges it (product-fiscal.ts). */
export function productFiscalProblems(p: FiscalProductData, issuer: Pick<FiscalIssuer, 'defaultCsosn'>): FiscalProblem[] {
  if (p.productId === null)
    return [{ productId: null, field: 'product', message: `Produto "${p.name}": não está mais no cadastro, e a nota precisa dos seus dados fiscais.` }];
  const missing = missingFiscalFields(p, { csosn: issuer.defaultCsosn });
  return missing.length ? [{ productId: p.productId, field: missing.join(','), message: missingFiscalFieldsMessage(p, missing) }] : [];
}

/** CPF or CNPJ as the NF-e takes it: digits, and the letters of an alphanumeric CNPJ. */
export function normalizeDocument(text: string | null | undefined): string {
  return (text ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** What the issuer settings still lack for an invoice (Configurações → Fiscal). */
export function issuerProblems(issuer: FiscalIssuer): FiscalProblem[] {
  const missing: string[] = [];
  if (onlyDigits(issuer.cnpj).length !== 14) missing.push('CNPJ');
  if (!onlyDigits(issuer.stateRegistration)) missing.push('inscrição estadual');
  if (!issuer.legalName.trim()) missing.push('razão social');
  const a = issuer.address;
  if (!a.street.trim() || !a.number.trim() || !a.neighborhood.trim() || !a.city.trim() || !a.state.trim() || onlyDigits(a.cep).length !== 8)
    missing.push('endereço');
  if (onlyDigits(a.cityCode).length !== 7) missing.push('código IBGE do município');
  return missing.length
    ? [{ productId: null, field: 'issuer', message: `Dados fiscais da loja incompletos: ${missing.join(', ')} (Configurações → Fiscal).` }]
    : [];
}

/** The destination without its IBGE municipality code (the server looks it up by city and UF): SEFAZ would refuse it. */
export const unknownMunicipalityMessage = (a: Pick<ShippingAddress, 'city' | 'state'>) =>
  `Endereço de entrega do pedido em "${a.city.trim()}/${a.state.trim().toUpperCase()}": município não encontrado na tabela do IBGE. Corrija a cidade do endereço e use 'Emitir novamente'.`;

function buyerProblems(buyer: FiscalBuyer): FiscalProblem[] {
  const problems: FiscalProblem[] = [];
  const doc = normalizeDocument(buyer.document);
  if (!((doc.length === 11 && /^\d+$/.test(doc)) || doc.length === 14))
    problems.push({ productId: null, field: 'buyerDocument', message: 'O pedido não tem CPF ou CNPJ do comprador, que a nota exige.' });
  if (onlyDigits(buyer.address.cityCode).length !== 7)
    problems.push({ productId: null, field: 'buyerCityCode', message: unknownMunicipalityMessage(buyer.address) });
  return problems;
}

/**
 * The invoice request of one paid order. Pure: the same order, products and issuer always give
 * the same request, and anything missing is returned as problems (nothing is sent half-filled).
 * Shipping and discount are spread over the lines in proportion to their value (largest remainder),
 * so the lines add up to the header and the header to the order's total, to the centavo.
 */
export function buildNfeRequest(order: FiscalOrder, issuer: FiscalIssuer): BuildNfeResult {
  if (issuer.taxRegime !== 'simples_nacional') {
    return { ok: false, problems: [{ productId: null, field: 'taxRegime', message: FISCAL_REGIME_UNSUPPORTED_MESSAGE }] };
  }
  const problems = [...issuerProblems(issuer), ...buyerProblems(order.buyer), ...order.lines.flatMap((l) => productFiscalProblems(l.product, issuer))];
  if (order.lines.length === 0) problems.push({ productId: null, field: 'lines', message: 'O pedido não tem itens.' });
  const gross = order.lines.map((l) => l.unitPriceCents * l.quantity);
  const productsCents = gross.reduce((a, b) => a + b, 0);
  if (problems.length === 0 && productsCents - order.discountCents + order.shippingCents !== order.totalCents) {
    problems.push({ productId: null, field: 'totals', message: 'Os valores do pedido não fecham (itens − desconto + frete ≠ total).' });
  }
  if (problems.length) return { ok: false, problems };

  const buyer = order.buyer;
  const doc = normalizeDocument(buyer.document);
  const ie = onlyDigits(buyer.stateRegistration);
  // A person is never a contributor; a company is one only when checkout said so (with its IE).
  const taxpayer: RecipientTaxpayer =
    doc.length === 11 ? 'non_contributor' : buyer.ieIndicator === '1' && ie ? 'contributor' : buyer.ieIndicator === '2' ? 'exempt' : 'non_contributor';
  const contributor = taxpayer === 'contributor';
  const cfop = saleCfop(issuer.address.state, buyer.address.state, contributor);
  const discounts = splitCents(order.discountCents, gross);
  const freights = splitCents(order.shippingCents, gross);

  const items: InvoiceItem[] = order.lines.map((line, i) => {
    const p = line.product;
    const profile = effectiveFiscalProfile(p, { csosn: issuer.defaultCsosn, pisCofinsCst: issuer.defaultPisCofinsCst });
    return {
      ...invoiceItemProduct(p, i),
      cfop,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      grossCents: gross[i]!,
      discountCents: discounts[i] ?? 0,
      freightCents: freights[i] ?? 0,
      csosn: profile.csosn,
      pisCst: profile.pisCofinsCst,
      cofinsCst: profile.pisCofinsCst,
    };
  });

  return {
    ok: true,
    request: {
      nature: SALE_NATURE,
      issuedAt: saoPauloTimestamp(order.issuedAt),
      direction: 'exit',
      purpose: 'normal',
      destination: cfop === '5102' ? 'internal' : 'interstate',
      finalConsumer: true,
      presence: 'internet',
      issuer: invoiceIssuer(issuer),
      recipient: {
        name: issuer.environment === 'homologacao' ? HOMOLOGATION_BUYER_NAME : buyer.name.trim(),
        document: { kind: doc.length === 11 ? 'cpf' : 'cnpj', number: doc },
        taxpayer,
        stateRegistration: contributor ? ie : null,
        phone: onlyDigits(buyer.phone),
        // A delivery address may lack a number; the NF-e needs one.
        address: { ...invoiceAddress(buyer.address), number: buyer.address.number.trim() || 'S/N' },
      },
      // The shop sends the goods and pays the carrier (CIF), charged or free (then 0).
      freight: 'issuer',
      items,
      totals: {
        productsCents,
        freightCents: order.shippingCents,
        insuranceCents: 0,
        discountCents: order.discountCents,
        totalCents: order.totalCents,
      },
      payments: [{ method: order.paymentMethod, amountCents: order.totalCents }],
      referencedKeys: [],
    },
  };
}

/** An address as the invoice prints it (trimmed, UF upper case, CEP and IBGE code as digits). */
export function invoiceAddress(a: FiscalAddress): InvoiceAddress {
  return {
    street: a.street.trim(),
    number: a.number.trim(),
    complement: a.complement.trim(),
    neighborhood: a.neighborhood.trim(),
    city: a.city.trim(),
    cityCode: onlyDigits(a.cityCode),
    state: a.state.trim().toUpperCase(),
    cep: onlyDigits(a.cep),
  };
}

/** The issuer as the invoice carries it; call after issuerProblems found nothing (Simples Nacional only). */
export function invoiceIssuer(issuer: FiscalIssuer): InvoiceIssuer {
  return {
    cnpj: onlyDigits(issuer.cnpj),
    stateRegistration: onlyDigits(issuer.stateRegistration),
    legalName: issuer.legalName.trim(),
    tradeName: (issuer.tradeName || issuer.legalName).trim(),
    taxRegime: 'simples_nacional',
    address: invoiceAddress(issuer.address),
    phone: onlyDigits(issuer.phone),
  };
}

/** What an invoice line takes from the product alone: code, name, NCM, CEST, GTIN, unit and origin. */
export function invoiceItemProduct(
  p: FiscalProductData,
  index: number,
): Pick<InvoiceItem, 'number' | 'productCode' | 'description' | 'ncm' | 'cest' | 'gtin' | 'unit' | 'icmsOrigin'> {
  return {
    number: index + 1,
    productCode: p.code || String(p.productId ?? index + 1),
    description: p.name,
    ncm: onlyDigits(p.ncm),
    cest: onlyDigits(p.cest) || null,
    gtin: p.gtin && p.gtin !== SEM_GTIN ? onlyDigits(p.gtin) : SEM_GTIN,
    unit: unitCode(p.unit),
    icmsOrigin: Number(p.icmsOrigin),
  };
}
