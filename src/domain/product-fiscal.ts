import { isValidGtin } from './barcode';
import { codeList } from './one-of';

// A product's fiscal data (issue 28): what an NF-e line needs beyond name, unit and price. The
// format rules live here for the form and the API; whether an NCM exists in the official table and
// a CEST fits its NCM is checked on the server (`product-fiscal-tables.ts`), whose table is ~1 MB.

/** Origem da mercadoria (ICMS `orig`), as the NF-e manual numbers it. */
export const {
  values: ICMS_ORIGINS,
  labels: ICMS_ORIGIN_LABELS,
  is: isIcmsOrigin,
} = codeList(['0', '1', '2', '3', '4', '5', '6', '7', '8'], {
  '0': '0 - Nacional',
  '1': '1 - Estrangeira, importação direta',
  '2': '2 - Estrangeira, adquirida no mercado interno',
  '3': '3 - Nacional, conteúdo de importação acima de 40% e até 70%',
  '4': '4 - Nacional, produzida conforme processos produtivos básicos',
  '5': '5 - Nacional, conteúdo de importação até 40%',
  '6': '6 - Estrangeira, importação direta, sem similar nacional (lista CAMEX)',
  '7': '7 - Estrangeira, mercado interno, sem similar nacional (lista CAMEX)',
  '8': '8 - Nacional, conteúdo de importação acima de 70%',
});
export type IcmsOrigin = (typeof ICMS_ORIGINS)[number];

/** CSOSN: the ICMS situation of a Simples Nacional issuer (CRT 1), the only regime issued so far. */
export const {
  values: CSOSN_CODES,
  labels: CSOSN_LABELS,
  is: isCsosn,
} = codeList(['101', '102', '103', '201', '202', '203', '300', '400', '500', '900'], {
  '101': '101 - Tributada com permissão de crédito',
  '102': '102 - Tributada sem permissão de crédito',
  '103': '103 - Isenção do ICMS para faixa de receita bruta',
  '201': '201 - Com permissão de crédito e cobrança do ICMS por ST',
  '202': '202 - Sem permissão de crédito e com cobrança do ICMS por ST',
  '203': '203 - Isenção para faixa de receita bruta e cobrança do ICMS por ST',
  '300': '300 - Imune',
  '400': '400 - Não tributada',
  '500': '500 - ICMS cobrado anteriormente por ST ou antecipação',
  '900': '900 - Outros',
});
export type Csosn = (typeof CSOSN_CODES)[number];

/** The CSOSNs of goods under substituição tributária: their NF-e line must carry the CEST. */
export const CSOSN_WITH_ST: readonly Csosn[] = ['201', '202', '203', '500'];

/** PIS and COFINS CSTs a sale (saída) may carry. */
export const {
  values: PIS_COFINS_CSTS,
  labels: PIS_COFINS_CST_LABELS,
  is: isPisCofinsCst,
} = codeList(['01', '02', '03', '04', '05', '06', '07', '08', '09', '49', '99'], {
  '01': '01 - Tributável, alíquota básica',
  '02': '02 - Tributável, alíquota diferenciada',
  '03': '03 - Tributável, alíquota por unidade',
  '04': '04 - Monofásica, revenda a alíquota zero',
  '05': '05 - Substituição tributária',
  '06': '06 - Alíquota zero',
  '07': '07 - Isenta',
  '08': '08 - Sem incidência',
  '09': '09 - Com suspensão',
  '49': '49 - Outras operações de saída',
  '99': '99 - Outras operações',
});
export type PisCofinsCst = (typeof PIS_COFINS_CSTS)[number];

/** What cEAN takes when the product has no GTIN. */
export const SEM_GTIN = 'SEM GTIN';

export const INVALID_NCM_MESSAGE = 'Informe o NCM com 8 dígitos (ex.: 7117.90.00).';
export const INVALID_CEST_MESSAGE = 'Informe o CEST com 7 dígitos (ex.: 28.038.00).';
export const INVALID_GTIN_MESSAGE = 'Informe um GTIN válido (8, 12, 13 ou 14 dígitos) ou "SEM GTIN".';
export const INVALID_ORIGIN_MESSAGE = 'Selecione a origem da mercadoria (0 a 8).';
export const INVALID_CSOSN_MESSAGE = 'Selecione um CSOSN válido.';
export const INVALID_PIS_COFINS_MESSAGE = 'Selecione um CST de PIS/COFINS válido.';
export const CEST_REQUIRED_MESSAGE = 'Com CSOSN de substituição tributária (201, 202, 203 ou 500), informe o CEST.';
export const unknownNcmMessage = (ncm: string) => `O NCM ${formatNcm(ncm)} não existe na tabela NCM vigente.`;
export const unknownCestMessage = (cest: string) => `O CEST ${formatCest(cest)} não existe na tabela CEST.`;
export const cestNcmMismatchMessage = (cest: string, ncm: string) => `O CEST ${formatCest(cest)} não corresponde ao NCM ${formatNcm(ncm)}.`;

const digitsOf = (text: string) => text.replace(/[\s.-]/g, '');

/** '7117.90.00', '7117 90 00' or '71179000' → '71179000'; null when it is not 8 digits. */
export function normalizeNcm(text: string): string | null {
  const digits = digitsOf(text.trim());
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** '28.038.00' or '2803800' → '2803800'; null when it is not 7 digits. */
export function normalizeCest(text: string): string | null {
  const digits = digitsOf(text.trim());
  return /^\d{7}$/.test(digits) ? digits : null;
}

/** A GTIN with a valid check digit, or 'SEM GTIN' (any case); null otherwise. */
export function normalizeGtin(text: string): string | null {
  const t = text.trim();
  if (t.toUpperCase().replace(/\s+/g, ' ') === SEM_GTIN) return SEM_GTIN;
  const digits = digitsOf(t);
  return isValidGtin(digits) ? digits : null;
}

/** The NCM as printed on a DANFE: '7117.90.00'. */
export function formatNcm(ncm: string): string {
  return /^\d{8}$/.test(ncm) ? `${ncm.slice(0, 4)}.${ncm.slice(4, 6)}.${ncm.slice(6)}` : ncm;
}

/** The CEST as the Convênio prints it: '28.038.00'. */
export function formatCest(cest: string): string {
  return /^\d{7}$/.test(cest) ? `${cest.slice(0, 2)}.${cest.slice(2, 5)}.${cest.slice(5)}` : cest;
}

/** A product's fiscal columns; null CSOSN and PIS/COFINS CST mean "the shop's default". */
export type ProductFiscalData = {
  ncm: string | null;
  cest: string | null;
  icmsOrigin: IcmsOrigin;
  gtin: string | null;
  csosn: Csosn | null;
  pisCofinsCst: PisCofinsCst | null;
};

/** The shop's defaults for products that name no fiscal profile of their own. */
export type ShopFiscalDefaults = { csosn: Csosn; pisCofinsCst: PisCofinsCst };

/** Until the issuer settings say otherwise: Simples Nacional without ST, PIS/COFINS 'outras saídas'. */
export const SHOP_FISCAL_DEFAULTS: ShopFiscalDefaults = { csosn: '102', pisCofinsCst: '49' };

export const { values: PRODUCT_FISCAL_FIELDS, labels: PRODUCT_FISCAL_FIELD_LABELS } = codeList(['ncm', 'gtin', 'cest'], {
  ncm: 'NCM',
  gtin: 'GTIN (ou "SEM GTIN")',
  cest: 'CEST',
});
export type ProductFiscalField = (typeof PRODUCT_FISCAL_FIELDS)[number];

/** The CSOSN and PIS/COFINS CST an invoice line uses: the product's own or the shop's. */
export function effectiveFiscalProfile(p: Pick<ProductFiscalData, 'csosn' | 'pisCofinsCst'>, defaults: ShopFiscalDefaults) {
  return { csosn: p.csosn ?? defaults.csosn, pisCofinsCst: p.pisCofinsCst ?? defaults.pisCofinsCst };
}

/**
 * What an invoice line still lacks, in the order a person fixes them: the NCM, the GTIN (or the
 * explicit 'SEM GTIN': guessing it would be rejected for a product registered with GS1) and, under
 * ST, the CEST. Empty: the product can be invoiced. The Almoxarifado filter 'Dados fiscais
 * incompletos' asks the database the same question (`list-products.ts`).
 */
export function missingFiscalFields(
  p: Pick<ProductFiscalData, 'ncm' | 'cest' | 'gtin' | 'csosn'>,
  defaults: Pick<ShopFiscalDefaults, 'csosn'>,
): ProductFiscalField[] {
  const missing: ProductFiscalField[] = [];
  if (!p.ncm) missing.push('ncm');
  if (!p.gtin) missing.push('gtin');
  if (!p.cest && CSOSN_WITH_ST.includes(p.csosn ?? defaults.csosn)) missing.push('cest');
  return missing;
}

/** 'Produto "Terço de madeira" (TER-001): falta NCM.' — the message an invoice stopped by it shows. */
export function missingFiscalFieldsMessage(product: { name: string; code: string }, missing: readonly ProductFiscalField[]): string {
  const names = missing.map((f) => PRODUCT_FISCAL_FIELD_LABELS[f]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}` : (names[0] ?? '');
  return `Produto "${product.name}" (${product.code}): falta ${list}.`;
}
