import { normalizeSearchText } from './search';
import { unitAbbreviation } from './units';

// The numbers a clerk books from an imported NF-e line: stock units, the cost per stock unit,
// whether the conversion must be typed, and what in the names disagrees. Shared by the import
// dialog (shown while choosing) and the server (which decides).

/**
 * Stock units of a line: qCom (as written, up to 4 decimals) × the conversion, or null when that
 * is not a whole number (2,5 M of ribbon sold by the metre cannot enter as units).
 */
export function stockUnitsOf(quantity: string, factor: number): number | null {
  if (!/^\d{1,15}(\.\d{1,4})?$/.test(quantity) || !Number.isInteger(factor) || factor < 1) return null;
  const [whole, frac = ''] = quantity.split('.');
  const scaled = BigInt(whole + frac.padEnd(4, '0')) * BigInt(factor);
  return scaled % 10000n === 0n ? Number(scaled / 10000n) : null;
}

/**
 * What one stock unit cost on the invoice: (vProd − the line's vDesc) ÷ stock units, in centavos,
 * rounded half up (the ratio of two integers is never a float just below .5).
 */
export function invoiceUnitCostCents(totalCents: number, discountCents: number, stockUnits: number): number {
  if (stockUnits <= 0) return 0;
  return Math.round(Math.max(0, totalCents - discountCents) / stockUnits);
}

/** The cost of a product that comes on several lines of one invoice: weighted by their units. */
export function weightedUnitCostCents(parts: readonly { quantity: number; unitCostCents: number }[]): number | null {
  const units = parts.reduce((s, p) => s + p.quantity, 0);
  if (units <= 0) return null;
  return Math.round(parts.reduce((s, p) => s + p.quantity * p.unitCostCents, 0) / units);
}

// Invoice units (uCom) that mean the product's own units under another spelling.
const INVOICE_UNIT_ALIASES: Record<string, string> = {
  UND: 'UN',
  UNID: 'UN',
  UNIDADE: 'UN',
  U: 'UN',
  PC: 'UN',
  PÇ: 'UN',
  PCA: 'UN',
  PECA: 'UN',
  CXA: 'CX',
  CAIXA: 'CX',
  PT: 'PCT',
  PACOTE: 'PCT',
  DUZIA: 'DZ',
  LT: 'L',
  MT: 'M',
};

/** The invoice's unit in the product's abbreviations: 'UND' and 'PC' are 'UN', 'CXA' is 'CX'. */
export function invoiceUnitAbbreviation(unit: string): string {
  const u = unit.trim().toUpperCase();
  return INVOICE_UNIT_ALIASES[u] ?? (u || 'UN');
}

/** Whether the invoice's unit differs from the product's, so the conversion must be typed (no silent 1). */
export function needsConversion(invoiceUnit: string, productUnit: string | null | undefined): boolean {
  return invoiceUnitAbbreviation(invoiceUnit) !== unitAbbreviation(productUnit);
}

/** '3 CX × 12 = 36 UN' (or '3 CX × 12 = ?' while the factor does not give whole units). */
export function conversionText(quantity: string, invoiceUnit: string, factor: number, productUnit: string | null | undefined): string {
  const units = stockUnitsOf(quantity, factor);
  const q = Number(quantity).toLocaleString('pt-BR', { maximumFractionDigits: 4 });
  return `${q} ${invoiceUnit || 'UN'} × ${factor} = ${units == null ? '?' : `${units.toLocaleString('pt-BR')} ${unitAbbreviation(productUnit)}`}`;
}

// A number followed by one of these is a size or a measure: '20 cm' and '20cm' are the same, and
// '20 cm' is not '20 ml'. A bare number matches the same number with any unit.
const MEASURES = new Map<string, string>([
  ['mm', 'mm'],
  ['cm', 'cm'],
  ['m', 'm'],
  ['mt', 'm'],
  ['mts', 'm'],
  ['metro', 'm'],
  ['metros', 'm'],
  ['ml', 'ml'],
  ['l', 'l'],
  ['lt', 'l'],
  ['litro', 'l'],
  ['litros', 'l'],
  ['g', 'g'],
  ['gr', 'g'],
  ['kg', 'kg'],
  ['un', 'un'],
  ['und', 'un'],
  ['unid', 'un'],
  ['pcs', 'un'],
  ['pc', 'un'],
  ['dias', 'dias'],
  ['dia', 'dias'],
  ['d', 'dias'],
  ['contas', 'contas'],
  ['h', 'h'],
  ['horas', 'h'],
  ['w', 'w'],
  ['v', 'v'],
]);

type SizeToken = { text: string; value: string; unit: string | null };

/** The numbers of a name with their measure, as written: 'IMAGEM 20CM 1,5 KG' → 20 cm, 1,5 kg. */
function sizeTokens(name: string): SizeToken[] {
  const folded = normalizeSearchText(name);
  const out: SizeToken[] = [];
  for (const m of folded.matchAll(/(\d+(?:[.,]\d+)?)\s*([a-z]+)?/g)) {
    const word = m[2] ?? '';
    const unit = MEASURES.get(word) ?? null;
    const value = String(Number(m[1]!.replace(',', '.')));
    out.push({ text: unit ? `${m[1]} ${word}` : m[1]!, value, unit });
  }
  return out;
}

const sameSize = (a: SizeToken, b: SizeToken) => a.value === b.value && (a.unit === b.unit || a.unit == null || b.unit == null);

/**
 * The numbers and sizes that differ between an invoice line's text and a product's name: those of
 * each side the other does not have ('20cm' vs '30 cm' → invoice ['20 cm'], product ['30 cm']).
 * A name without any number says nothing about the size, so it disagrees with nothing.
 */
export function differingSizes(invoiceText: string, productName: string): { invoice: string[]; product: string[] } {
  const a = sizeTokens(invoiceText);
  const b = sizeTokens(productName);
  if (a.length === 0 || b.length === 0) return { invoice: [], product: [] };
  return {
    invoice: a.filter((x) => !b.some((y) => sameSize(x, y))).map((x) => x.text),
    product: b.filter((y) => !a.some((x) => sameSize(x, y))).map((y) => y.text),
  };
}

const COMPANY_SUFFIXES = /\b(ltda|me|epp|eireli|s ?a|cia|comercio|com|ind|industria)\b/g;
const companyKey = (name: string) =>
  normalizeSearchText(name)
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(COMPANY_SUFFIXES, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether the supplier registered under the invoice's CNPJ goes by one of the invoice's names
 * (xNome or xFant), accents, case, punctuation and 'LTDA'/'ME'… aside.
 */
export function isSameCompanyName(registered: string, issuerNames: readonly string[]): boolean {
  const key = companyKey(registered);
  return issuerNames.some((n) => n.trim() !== '' && companyKey(n) === key);
}
