import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FiscalInvoiceMessage } from '../../../domain/api/fiscal';
import type { InvoiceRequest } from '../../../domain/fiscal/invoice-request';
import { updatedByColumns } from './auth';
import { createdAtColumn, establishmentAddressColumns, inboxColumns, timestampColumns, timestamptz, workflowColumns } from './columns';
import { orders } from './orders';
import { transfers } from './transfers';

/**
 * The shop as the issuer of its sales NF-e (Configurações → Fiscal): one row (id 1). The provider
 * token is kept here and never answered back (the API says `tokenSet`).
 */
export const fiscalIssuer = pgTable(
  'fiscal_issuer',
  {
    id: integer('id').primaryKey().default(1),
    cnpj: text('cnpj').notNull().default(''),
    stateRegistration: text('state_registration').notNull().default(''),
    legalName: text('legal_name').notNull().default(''),
    tradeName: text('trade_name').notNull().default(''),
    taxRegime: text('tax_regime').notNull().default('simples_nacional'),
    ...establishmentAddressColumns(),
    cityCode: text('city_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    series: integer('series').notNull().default(1),
    environment: text('environment').notNull().default('homologacao'),
    autoIssue: boolean('auto_issue').notNull().default(true),
    defaultCsosn: text('default_csosn').notNull().default('102'),
    defaultPisCofinsCst: text('default_pis_cofins_cst').notNull().default('49'),
    providerToken: text('provider_token'),
    ...updatedByColumns(),
  },
  (t) => [check('fiscal_issuer_single_row', sql`${t.id} = 1`)],
);

/** An NF-e as SEFAZ authorised it: its series and number, its 44-digit access key and the authorisation protocol (null until then). */
const authorisedNfeColumns = () => ({
  series: text('series'),
  number: text('number'),
  accessKey: text('access_key'),
  protocol: text('protocol'),
});

/**
 * One NF-e per order (a sale) or per transfer between establishments (decision 073) — the unique
 * order_id / transfer_id is the "exactly once": its status moves through the workflow module
 * (document_history, type 'fiscal_invoice'); the provider reference is the order id, or
 * 'transferencia-<id>'. Once authorised, nothing here is edited but the move to 'cancelled'.
 */
export const fiscalInvoices = pgTable(
  'fiscal_invoices',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id),
    transferId: integer('transfer_id').references(() => transfers.id, { onDelete: 'restrict' }),
    ...workflowColumns('processing'),
    provider: text('provider').notNull(),
    environment: text('environment').notNull(),
    reference: text('reference').notNull(),
    ...authorisedNfeColumns(),
    sefazCode: text('sefaz_code'),
    sefazMessage: text('sefaz_message'),
    messages: jsonb('messages').$type<FiscalInvoiceMessage[]>().notNull().default([]),
    /**
     * The request last sent (or refused before sending), kept for support and audits: our invoice model
     * (decision 073); rows sent before it hold Focus NFe's JSON.
     */
    request: jsonb('request').$type<InvoiceRequest>(),
    /** When an instance took the invoice to send it; another may take it again only after 5 minutes (that one died). */
    claimedAt: timestamptz('claimed_at'),
    /** When the request last went to the provider; null while it still has to be sent. */
    submittedAt: timestamptz('submitted_at'),
    attempts: integer('attempts').notNull().default(0),
    /** Where the provider keeps the XML, DANFE and cancellation XML, until they are copied to our storage. */
    providerFiles: jsonb('provider_files').$type<{ xml?: string | null; danfe?: string | null; cancelXml?: string | null }>().notNull().default({}),
    xmlKey: text('xml_key'),
    danfeKey: text('danfe_key'),
    cancelXmlKey: text('cancel_xml_key'),
    authorizedAt: timestamptz('authorized_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelJustification: text('cancel_justification'),
    emailedAt: timestamptz('emailed_at'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('fiscal_invoices_order_idx').on(t.orderId),
    uniqueIndex('fiscal_invoices_transfer_idx').on(t.transferId),
    // The webhook names the reference: it finds a sale's invoice and a transfer's alike.
    uniqueIndex('fiscal_invoices_reference_idx').on(t.reference),
    check('fiscal_invoices_one_document', sql`(${t.orderId} IS NULL) <> (${t.transferId} IS NULL)`),
    index('fiscal_invoices_created_idx').on(t.createdAt),
    index('fiscal_invoices_status_created_idx').on(t.status, t.createdAt),
    check('fiscal_invoices_status', sql`${t.status} IN ('processing', 'authorized', 'rejected', 'denied', 'cancelled')`),
  ],
);

/** Every call to the provider (issue, consult, cancel, download): what went, what came back, how long. */
export const fiscalProviderCalls = pgTable(
  'fiscal_provider_calls',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id').references(() => fiscalInvoices.id),
    provider: text('provider').notNull(),
    action: text('action').notNull(),
    httpStatus: integer('http_status'),
    ok: boolean('ok').notNull(),
    response: jsonb('response'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('fiscal_provider_calls_invoice_idx').on(t.invoiceId, t.createdAt)],
);

/** The provider's notifications, stored before they are worked on (a job reads the invoice back from the provider). */
export const fiscalWebhookEvents = pgTable(
  'fiscal_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The delivery's body hashed (keys sorted): Focus NFe delivers an event again until it gets a 200, and a repeat is stored once. */
    eventKey: text('event_key').notNull(),
    reference: text('reference'),
    status: text('status'),
    ...inboxColumns(),
  },
  (t) => [index('fiscal_webhook_events_reference_idx').on(t.reference, t.receivedAt), uniqueIndex('fiscal_webhook_events_key_idx').on(t.provider, t.eventKey)],
);

/** Invoice numbers of the built-in sandbox provider (it numbers its documents like SEFAZ would). */
export const fiscalSandboxNumber = pgSequence('fiscal_sandbox_number_seq', { startWith: 1 });

/**
 * The built-in sandbox provider's documents, keyed by the reference as Focus NFe keys them, so it
 * answers a repeated reference the same way on every instance.
 */
export const fiscalSandboxDocuments = pgTable('fiscal_sandbox_documents', {
  reference: text('reference').primaryKey(),
  status: text('status').notNull(),
  sefazCode: text('sefaz_code').notNull(),
  sefazMessage: text('sefaz_message').notNull(),
  ...authorisedNfeColumns(),
  request: jsonb('request').notNull(),
  xml: text('xml'),
  cancelXml: text('cancel_xml'),
  ...timestampColumns(),
});
