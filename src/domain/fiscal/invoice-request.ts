import type { PaymentMethod } from '../payment';
import type { Csosn, PisCofinsCst } from '../product-fiscal';

// The NF-e (modelo 55) the shop asks a fiscal provider to issue, in the shop's own terms
// (decision 073). Our code builds it (a sale: build-nfe-request.ts; a transfer between
// establishments: build-transfer-invoice.ts); each provider adapter translates it to its API
// (Focus NFe: modules/fiscal/focusnfe-request.ts) and the built-in sandbox reads it as it is.
// Codes that SEFAZ defines (CFOP, NCM, CSOSN, CST, IBGE municipality) are kept as SEFAZ writes
// them: they are the same for every provider. Money is integer centavos, as everywhere else.

/** An address as the invoice prints it: already trimmed, the IBGE municipality code (7 digits) included. */
export type InvoiceAddress = {
  street: string;
  number: string;
  /** '' when there is none. */
  complement: string;
  neighborhood: string;
  city: string;
  cityCode: string;
  /** UF, upper case. */
  state: string;
  /** 8 digits. */
  cep: string;
};

/** Who issues the invoice: the shop's establishment (Configurações → Fiscal) or a store that is one of its own. */
export type InvoiceIssuer = {
  cnpj: string;
  stateRegistration: string;
  legalName: string;
  tradeName: string;
  /** Only Simples Nacional (CRT 1) is issued so far (decision 040). */
  taxRegime: 'simples_nacional';
  address: InvoiceAddress;
  /** Digits; '' when none. */
  phone: string;
};

/**
 * indIEDest: 'contributor' (1, with IE), 'exempt' (2, exempt of IE), 'non_contributor' (9).
 */
export type RecipientTaxpayer = 'contributor' | 'exempt' | 'non_contributor';

export type InvoiceRecipient = {
  /** As the invoice carries it (in homologação SEFAZ's fixed name, HOMOLOGATION_BUYER_NAME). */
  name: string;
  document: { kind: 'cpf' | 'cnpj'; number: string };
  taxpayer: RecipientTaxpayer;
  /** The IE of a contributor; null otherwise. */
  stateRegistration: string | null;
  /** Digits; '' when none. */
  phone: string;
  address: InvoiceAddress;
};

export type InvoiceItem = {
  /** 1, 2, … in order. */
  number: number;
  productCode: string;
  description: string;
  cfop: string;
  ncm: string;
  /** null when the product has none (required only under substituição tributária). */
  cest: string | null;
  /** The GTIN's digits, or 'SEM GTIN'. */
  gtin: string;
  /** The NF-e unit code ('UN', 'CX'…). */
  unit: string;
  quantity: number;
  unitPriceCents: number;
  /** quantity × unit price. */
  grossCents: number;
  /** This line's share of the invoice's discount and freight (0 when none). */
  discountCents: number;
  freightCents: number;
  /** ICMS origin of the goods (0–8). */
  icmsOrigin: number;
  csosn: Csosn;
  pisCst: PisCofinsCst;
  cofinsCst: PisCofinsCst;
};

/** How the invoice was paid: one of the shop's methods, or 'none' (tPag 90, sem pagamento: a transfer). */
export type InvoicePayment = { method: PaymentMethod | 'none'; amountCents: number };

export type InvoiceRequest = {
  /** Natureza da operação ('Venda de mercadoria', 'Transferência de mercadoria'). */
  nature: string;
  /** When it is issued, in São Paulo's offset ('2026-11-25T12:00:00-03:00'). */
  issuedAt: string;
  /** Every invoice the shop issues so far is an exit (tpNF 1) and a normal one (finNFe 1). */
  direction: 'exit';
  purpose: 'normal';
  /** idDest: within the issuer's state, or to another. */
  destination: 'internal' | 'interstate';
  /** indFinal: the recipient is the final consumer (an online sale) or not (a transfer). */
  finalConsumer: boolean;
  /** indPres: 'internet' (2, online sale) or 'other' (9, an operation without a buyer present). */
  presence: 'internet' | 'other';
  issuer: InvoiceIssuer;
  recipient: InvoiceRecipient;
  /** modFrete: the issuer hires the carrier (0, CIF), or there is no freight (9). */
  freight: 'issuer' | 'none';
  items: InvoiceItem[];
  totals: { productsCents: number; freightCents: number; insuranceCents: number; discountCents: number; totalCents: number };
  payments: InvoicePayment[];
  /** Access keys of the NF-e this one refers to (NFref); empty when none. */
  referencedKeys: string[];
};

/** tPag of the NF-e's payment group for each way an invoice is paid (SEFAZ's table, the same for every provider). */
export const PAYMENT_FORM_CODES: Record<InvoicePayment['method'], string> = { credit: '03', debit: '04', pix: '17', boleto: '15', none: '90' };

/** indIEDest's code. */
export const TAXPAYER_CODES: Record<RecipientTaxpayer, 1 | 2 | 9> = { contributor: 1, exempt: 2, non_contributor: 9 };

/** '12.90': the NF-e (and every provider's JSON) writes money as decimal text, so centavos never pass through a float. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
