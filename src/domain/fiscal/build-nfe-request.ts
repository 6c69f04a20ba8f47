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
import { FISCAL_REGIME_UNSUPPORTED_MESSAGE } from './rules';
import { splitCents } from './split-cents';

// The request an online sale's NF-e (modelo 55) is issued with, in Focus NFe's v2 JSON
// (https://focusnfe.com.br/doc/#nfe, field list https://campos.focusnfe.com.br/nfe/NotaFiscalXML.html);
// the built-in sandbox takes the same request, so both providers are fed by this one pure function.

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

export type NfeItemRequest = {
  numero_item: number;
  codigo_produto: string;
  descricao: string;
  cfop: string;
  codigo_ncm: string;
  cest?: string;
  codigo_barras_comercial: string;
  codigo_barras_tributavel: string;
  unidade_comercial: string;
  unidade_tributavel: string;
  quantidade_comercial: number;
  quantidade_tributavel: number;
  valor_unitario_comercial: string;
  valor_unitario_tributavel: string;
  valor_bruto: string;
  valor_desconto?: string;
  valor_frete?: string;
  inclui_no_total: 1;
  icms_origem: number;
  icms_situacao_tributaria: string;
  pis_situacao_tributaria: string;
  cofins_situacao_tributaria: string;
};

export type NfeRequest = {
  natureza_operacao: string;
  data_emissao: string;
  tipo_documento: 1;
  local_destino: 1 | 2;
  finalidade_emissao: 1;
  consumidor_final: 1;
  presenca_comprador: 2;
  cnpj_emitente: string;
  inscricao_estadual_emitente: string;
  nome_emitente: string;
  nome_fantasia_emitente: string;
  logradouro_emitente: string;
  numero_emitente: string;
  complemento_emitente?: string;
  bairro_emitente: string;
  municipio_emitente: string;
  codigo_municipio_emitente: string;
  uf_emitente: string;
  cep_emitente: string;
  telefone_emitente?: string;
  regime_tributario_emitente: 1;
  nome_destinatario: string;
  cpf_destinatario?: string;
  cnpj_destinatario?: string;
  indicador_inscricao_estadual_destinatario: 1 | 2 | 9;
  inscricao_estadual_destinatario?: string;
  /**
   * Left out on purpose (decision 051): Focus NFe e-mails the buyer itself when the request names
   * them, and the shop already sends its own e-mail with the XML and the DANFE — one e-mail per invoice.
   */
  email_destinatario?: never;
  telefone_destinatario?: string;
  logradouro_destinatario: string;
  numero_destinatario: string;
  complemento_destinatario?: string;
  bairro_destinatario: string;
  municipio_destinatario: string;
  codigo_municipio_destinatario: string;
  uf_destinatario: string;
  cep_destinatario: string;
  pais_destinatario: 'Brasil';
  modalidade_frete: 0;
  valor_produtos: string;
  valor_frete: string;
  valor_seguro: string;
  valor_desconto: string;
  valor_total: string;
  items: NfeItemRequest[];
  formas_pagamento: { forma_pagamento: string; valor_pagamento: string }[];
};

/** What stops an invoice before it reaches the provider, naming the product (if any) and the field. */
export type FiscalProblem = { productId: number | null; field: string; message: string };

export type BuildNfeResult = { ok: true; request: NfeRequest } | { ok: false; problems: FiscalProblem[] };

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

/** tPag of the NF-e's payment group for each way the shop is paid. */
export const PAYMENT_FORM_CODES: Record<PaymentMethod, string> = { credit: '03', debit: '04', pix: '17', boleto: '15' };

const UNIT_CODES: Record<string, string> = { Unidade: 'UN', Caixa: 'CX', Pacote: 'PCT', Dúzia: 'DZ', Kg: 'KG', Litro: 'L', Metro: 'M' };

export function unitCode(unit: string): string {
  return UNIT_CODES[unit] ?? 'UN';
}

/** '12.90': provider money is decimal text, so centavos never pass through a float. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** data_emissao in São Paulo's offset (Brazil has had no daylight saving time since 2019). */
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
 * The provider request of one paid order. Pure: the same order, products and issuer always give
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
  const indicator = doc.length === 11 ? 9 : buyer.ieIndicator === '1' && ie ? 1 : buyer.ieIndicator === '2' ? 2 : 9;
  const contributor = indicator === 1;
  const cfop = saleCfop(issuer.address.state, buyer.address.state, contributor);
  const discounts = splitCents(order.discountCents, gross);
  const freights = splitCents(order.shippingCents, gross);

  const items: NfeItemRequest[] = order.lines.map((line, i) => {
    const p = line.product;
    const gtin = p.gtin && p.gtin !== SEM_GTIN ? onlyDigits(p.gtin) : SEM_GTIN;
    const profile = effectiveFiscalProfile(p, { csosn: issuer.defaultCsosn, pisCofinsCst: issuer.defaultPisCofinsCst });
    const cest = onlyDigits(p.cest);
    const unit = unitCode(p.unit);
    return {
      numero_item: i + 1,
      codigo_produto: p.code || String(p.productId ?? i + 1),
      descricao: p.name,
      cfop,
      codigo_ncm: onlyDigits(p.ncm),
      ...(cest ? { cest } : {}),
      codigo_barras_comercial: gtin,
      codigo_barras_tributavel: gtin,
      unidade_comercial: unit,
      unidade_tributavel: unit,
      quantidade_comercial: line.quantity,
      quantidade_tributavel: line.quantity,
      valor_unitario_comercial: centsToDecimal(line.unitPriceCents),
      valor_unitario_tributavel: centsToDecimal(line.unitPriceCents),
      valor_bruto: centsToDecimal(gross[i]!),
      ...(discounts[i] ? { valor_desconto: centsToDecimal(discounts[i]!) } : {}),
      ...(freights[i] ? { valor_frete: centsToDecimal(freights[i]!) } : {}),
      inclui_no_total: 1,
      icms_origem: Number(p.icmsOrigin),
      icms_situacao_tributaria: profile.csosn,
      pis_situacao_tributaria: profile.pisCofinsCst,
      cofins_situacao_tributaria: profile.pisCofinsCst,
    };
  });

  const ia = issuer.address;
  const ba = buyer.address;
  const optional = (key: string, value: string) => (value.trim() ? { [key]: value.trim() } : {});
  return {
    ok: true,
    request: {
      natureza_operacao: SALE_NATURE,
      data_emissao: saoPauloTimestamp(order.issuedAt),
      tipo_documento: 1,
      local_destino: cfop === '5102' ? 1 : 2,
      finalidade_emissao: 1,
      consumidor_final: 1,
      presenca_comprador: 2,
      cnpj_emitente: onlyDigits(issuer.cnpj),
      inscricao_estadual_emitente: onlyDigits(issuer.stateRegistration),
      nome_emitente: issuer.legalName.trim(),
      nome_fantasia_emitente: (issuer.tradeName || issuer.legalName).trim(),
      logradouro_emitente: ia.street.trim(),
      numero_emitente: ia.number.trim(),
      ...optional('complemento_emitente', ia.complement),
      bairro_emitente: ia.neighborhood.trim(),
      municipio_emitente: ia.city.trim(),
      codigo_municipio_emitente: onlyDigits(ia.cityCode),
      uf_emitente: ia.state.toUpperCase(),
      cep_emitente: onlyDigits(ia.cep),
      ...optional('telefone_emitente', onlyDigits(issuer.phone)),
      regime_tributario_emitente: 1,
      nome_destinatario: issuer.environment === 'homologacao' ? HOMOLOGATION_BUYER_NAME : buyer.name.trim(),
      ...(doc.length === 11 ? { cpf_destinatario: doc } : { cnpj_destinatario: doc }),
      indicador_inscricao_estadual_destinatario: indicator,
      ...(contributor ? { inscricao_estadual_destinatario: ie } : {}),
      ...optional('telefone_destinatario', onlyDigits(buyer.phone)),
      logradouro_destinatario: ba.street.trim(),
      numero_destinatario: ba.number.trim() || 'S/N',
      ...optional('complemento_destinatario', ba.complement),
      bairro_destinatario: ba.neighborhood.trim(),
      municipio_destinatario: ba.city.trim(),
      codigo_municipio_destinatario: onlyDigits(ba.cityCode),
      uf_destinatario: ba.state.toUpperCase(),
      cep_destinatario: onlyDigits(ba.cep),
      pais_destinatario: 'Brasil',
      // The shop sends the goods and pays the carrier (CIF), charged or free (then 0).
      modalidade_frete: 0,
      valor_produtos: centsToDecimal(productsCents),
      valor_frete: centsToDecimal(order.shippingCents),
      valor_seguro: '0.00',
      valor_desconto: centsToDecimal(order.discountCents),
      valor_total: centsToDecimal(order.totalCents),
      items,
      formas_pagamento: [{ forma_pagamento: PAYMENT_FORM_CODES[order.paymentMethod], valor_pagamento: centsToDecimal(order.totalCents) }],
    },
  };
}
