import type { FiscalEnvironment } from '../../../domain/fiscal/build-nfe-request';
import type { InvoiceRequest } from '../../../domain/fiscal/invoice-request';

/** What the provider says about one invoice, in the shop's terms (each adapter maps its own statuses). */
export type ProviderInvoiceState = {
  status: 'processing' | 'authorized' | 'rejected' | 'denied' | 'cancelled';
  sefazCode: string | null;
  sefazMessage: string | null;
  accessKey?: string | null;
  number?: string | null;
  series?: string | null;
  protocol?: string | null;
  /** Where the provider keeps the files, for `download`. */
  files?: { xml?: string | null; danfe?: string | null; cancelXml?: string | null };
  /** Field-level problems the provider found before SEFAZ (schema validation). */
  errors?: { message: string; field: string | null }[];
};

export type CancelResult = { ok: true; state: ProviderInvoiceState } | { ok: false; sefazCode: string | null; message: string };

/** Who the shop is at the provider: the stored token and the environment it issues in. */
export type ProviderAccount = {
  token: string | null;
  environment: FiscalEnvironment;
  /** The série set in Configurações; Focus NFe numbers by the série of its own panel, the sandbox by this one. */
  series: number;
};

/** One call as the provider log keeps it. */
export type ProviderCallLog = { action: string; httpStatus: number | null; ok: boolean; response: unknown; error: string | null; durationMs: number };

/**
 * Who signs and transmits the shop's NF-e (decision 040). Every call is keyed by the reference
 * (the order id, or the transfer's), so a repeated call never issues a second invoice.
 */
export interface FiscalProvider {
  readonly name: 'sandbox' | 'focusnfe';
  /** Sends the request (our model: each adapter translates it); a reference already authorised or in processing answers its current state. */
  issue(account: ProviderAccount, reference: string, request: InvoiceRequest, log?: (call: ProviderCallLog) => void): Promise<ProviderInvoiceState>;
  /** null: the provider has no invoice under this reference (the send never arrived), so it is sent again. */
  consult(account: ProviderAccount, reference: string, log?: (call: ProviderCallLog) => void): Promise<ProviderInvoiceState | null>;
  cancel(account: ProviderAccount, reference: string, justification: string, log?: (call: ProviderCallLog) => void): Promise<CancelResult>;
  /** A file the state named (XML, DANFE, cancellation XML). */
  download(account: ProviderAccount, path: string): Promise<Buffer>;
}

/**
 * The provider could not be reached or refused the call itself (network, 5xx, bad token): nothing
 * is known about the invoice, so the job tries again later. Its message is pt-BR for the screens.
 */
export class FiscalProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}
