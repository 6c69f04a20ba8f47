// The JSON of the fiscal routes (docs/fiscal-api.md), typed once for the server and the web app.
import type { FiscalEnvironment, TaxRegime } from '../fiscal/build-nfe-request';
import type { FiscalInvoiceStatus } from '../fiscal/invoice-status';
import type { DocumentHistoryEntry } from '../schemas/requests';

export type FiscalProviderName = 'sandbox' | 'focusnfe';

export type FiscalSettings = {
  cnpj: string;
  stateRegistration: string;
  legalName: string;
  tradeName: string;
  taxRegime: TaxRegime;
  address: { cep: string; street: string; number: string; complement: string; neighborhood: string; city: string; state: string; cityCode: string };
  phone: string;
  series: number;
  environment: FiscalEnvironment;
  autoIssue: boolean;
  defaultCsosn: string;
  defaultPisCofinsCst: string;
  /** Whether a provider token is stored; the token itself never leaves the server. */
  tokenSet: boolean;
  provider: FiscalProviderName;
  webhookUrl: string;
  /** With Focus NFe: the value to register as the hook's `authorization` (the webhook checks it); null for the sandbox. */
  webhookAuthorization: string | null;
  /** Every field the invoice needs is filled (and, with Focus NFe, a token is stored). */
  configured: boolean;
};

export type FiscalInvoiceListItem = {
  id: number;
  orderId: string;
  orderShortId: string;
  customerName: string;
  totalCents: number;
  status: FiscalInvoiceStatus;
  statusLabel: string;
  number: string | null;
  series: string | null;
  accessKey: string | null;
  environment: FiscalEnvironment;
  sefazCode: string | null;
  sefazMessage: string | null;
  createdAt: string;
  authorizedAt: string | null;
  updatedAt: string;
};

/** One line of what SEFAZ, the provider or our own checks said about the invoice. */
export type FiscalInvoiceMessage = { at: string; kind: 'info' | 'error'; code: string | null; text: string; hint: string | null };

export type FiscalInvoiceDetail = FiscalInvoiceListItem & {
  version: number;
  protocol: string | null;
  messages: FiscalInvoiceMessage[];
  history: DocumentHistoryEntry[];
  cancelDeadline: string | null;
  canCancel: boolean;
  canReissue: boolean;
  hasDanfe: boolean;
  hasXml: boolean;
  hasCancelXml: boolean;
  cancelJustification: string | null;
  cancelledAt: string | null;
  order: { id: string; shortId: string; status: string; paymentStatus: string; customerName: string; customerEmail: string; totalCents: number };
};

/** `version` lets 'Cancelar nota' be sent from the order screen without reading the invoice first. */
export type OrderInvoiceSummary = FiscalInvoiceListItem & { version: number; canCancel: boolean; cancelDeadline: string | null };

/** A paid order (not cancelled) with no NF-e yet: Notas Emitidas offers 'Emitir nota' for it. */
export type OrderWithoutInvoice = { orderId: string; orderShortId: string; customerName: string; totalCents: number; paidAt: string | null };

/** Perfil → Pedidos: the invoices of the signed-in customer's orders. */
export type CustomerInvoice = {
  orderId: string;
  status: FiscalInvoiceStatus;
  statusLabel: string;
  number: string | null;
  series: string | null;
  accessKey: string | null;
  authorizedAt: string | null;
  /** When SEFAZ registered the cancellation (a cancelled invoice's own date). */
  cancelledAt: string | null;
  danfeUrl: string | null;
  /** The authorised XML: only while the invoice is valid. */
  xmlUrl: string | null;
  /** The cancellation's XML (the proof a cancelled invoice no longer counts). */
  cancelXmlUrl: string | null;
};

/** A transfer's NF-e de transferência as its detail shows it (decision 073). */
export type TransferInvoiceSummary = {
  /** The invoice's id and version, for 'Emitir novamente' (POST /api/admin/fiscal/invoices/:id/reissue). */
  id: number;
  version: number;
  status: FiscalInvoiceStatus;
  statusLabel: string;
  number: string | null;
  series: string | null;
  accessKey: string | null;
  /** Why it was refused (rejected or denied); empty otherwise. */
  errors: string[];
  hasDanfe: boolean;
  hasXml: boolean;
};
