import { cnpjValid, cpfValid, formatCnpj, formatCpf, onlyDigits } from './brazil';
import { codeList } from './one-of';

// The buyer of an order as its NF-e names it (issue 28): a person by CPF, a company by CNPJ with its
// relation to ICMS. Asked at checkout for every payment method.

export const INVALID_BUYER_DOCUMENT_MESSAGE = 'Informe um CPF ou CNPJ válido.';
export const BUYER_IE_REQUIRED_MESSAGE = 'Informe a inscrição estadual da empresa.';
export const INVALID_BUYER_IE_MESSAGE = 'Informe a inscrição estadual só com números (2 a 14 dígitos).';

/** indIEDest of the NF-e: whether the buyer pays ICMS itself. A person (CPF) is always '9'. */
export const {
  values: BUYER_IE_INDICATORS,
  labels: BUYER_IE_INDICATOR_LABELS,
  is: isBuyerIeIndicator,
} = codeList(['9', '1', '2'], {
  '9': 'Não contribuinte do ICMS',
  '1': 'Contribuinte do ICMS (com inscrição estadual)',
  '2': 'Contribuinte isento de inscrição estadual',
});
export type BuyerIeIndicator = (typeof BUYER_IE_INDICATORS)[number];

/** 'cpf' or 'cnpj' by length once masks are gone; null for anything else. */
export function buyerDocumentKind(text: string): 'cpf' | 'cnpj' | null {
  const chars = normalizeBuyerDocument(text);
  if (chars.length === 11 && /^\d+$/.test(chars)) return 'cpf';
  if (chars.length === 14) return 'cnpj';
  return null;
}

/** Digits (and, for the alphanumeric CNPJ, upper-case letters) without dots, slashes or dashes. */
export function normalizeBuyerDocument(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

export function buyerDocumentValid(text: string): boolean {
  const kind = buyerDocumentKind(text);
  if (kind === 'cpf') return cpfValid(normalizeBuyerDocument(text));
  if (kind === 'cnpj') return cnpjValid(normalizeBuyerDocument(text));
  return false;
}

/** Typing aid: a CPF mask up to 11 digits, then a CNPJ mask. */
export function maskBuyerDocument(text: string): string {
  const chars = normalizeBuyerDocument(text);
  if (chars.length <= 11 && /^\d*$/.test(chars)) return formatCpf(chars);
  return formatCnpj(chars);
}

/** 'CPF 529.982.247-25' or 'CNPJ 11.222.333/0001-81', as screens name the buyer. */
export function formatBuyerDocument(document: string): string {
  return buyerDocumentKind(document) === 'cpf' ? `CPF ${formatCpf(document)}` : `CNPJ ${formatCnpj(document)}`;
}

/** The IE as the NF-e takes it: digits only, 2 to 14 of them. */
export function normalizeStateRegistration(text: string): string | null {
  const digits = onlyDigits(text);
  return /^\d{2,14}$/.test(digits) && text.trim().replace(/[\s./-]/g, '') === digits ? digits : null;
}
