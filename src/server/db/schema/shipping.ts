import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedByColumns, userRef } from './auth';
import { inboxColumns, timestampColumns, timestamptz } from './columns';
import { requiredOrderId } from './orders';

// Delivery (issue 37, decision 063): the order's labels, the provider's notifications, the shop's
// connection to the provider, and the built-in sandbox's own labels.

/**
 * A label of an order. At most one that is not cancelled per order (the partial unique index is
 * the "bought once"): Comprar etiqueta inserts it or finds it, claims it in a transaction (as the
 * fiscal job claims its invoice), and calls the provider outside it. `providerId` is set once the
 * label is in the provider's cart; `checkout` is called only after the provider says it is unpaid.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: requiredOrderId(),
    provider: text('provider').notNull(),
    /** buying → purchased (label generated) → posted → delivered; or canceled. */
    status: text('status').notNull().default('buying'),
    serviceId: text('service_id').notNull(),
    serviceName: text('service_name').notNull(),
    carrier: text('carrier').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    providerId: text('provider_id'),
    providerStatus: text('provider_status'),
    trackingCode: text('tracking_code'),
    trackingUrl: text('tracking_url'),
    /** When an instance took the label to buy it; another may take it again only after 5 minutes (that one died). */
    claimedAt: timestamptz('claimed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The last news from the provider (webhook or polling): the polling job reads labels without news for a day. */
    lastNewsAt: timestamptz('last_news_at'),
    /** When the provider generated the label (the customer's 'Etiqueta gerada' step). */
    purchasedAt: timestamptz('purchased_at'),
    postedAt: timestamptz('posted_at'),
    deliveredAt: timestamptz('delivered_at'),
    canceledAt: timestamptz('canceled_at'),
    cancelReason: text('cancel_reason'),
    /** The customer's e-mails, sent once each (through the outbox). */
    shippedEmailAt: timestamptz('shipped_email_at'),
    deliveredEmailAt: timestamptz('delivered_email_at'),
    createdById: userRef('created_by_id'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('shipments_one_live_per_order_idx').on(t.orderId).where(sql`status <> 'canceled'`),
    uniqueIndex('shipments_provider_id_idx').on(t.provider, t.providerId),
    index('shipments_status_news_idx').on(t.status, t.lastNewsAt),
    check('shipments_status', sql`${t.status} IN ('buying', 'purchased', 'posted', 'delivered', 'canceled')`),
  ],
);

/** The provider's notifications, stored (once per body) before they are worked on. */
export const shippingWebhookEvents = pgTable(
  'shipping_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** sha256 of the raw body: a delivery repeated is stored once. */
    eventKey: text('event_key').notNull(),
    event: text('event').notNull(),
    labelId: text('label_id'),
    ...inboxColumns(),
  },
  (t) => [uniqueIndex('shipping_webhook_events_key_idx').on(t.provider, t.eventKey), index('shipping_webhook_events_label_idx').on(t.labelId)],
);

/**
 * The shop's connection to the shipping provider (one row, id 1): the OAuth2 tokens encrypted with
 * a key derived from APP_SECRET (never answered back), the `state` of an authorisation in progress
 * (its sha-256, with when and by whom it was asked), and the sender a label names ({} = the fiscal issuer).
 */
export const shippingAccount = pgTable(
  'shipping_account',
  {
    id: integer('id').primaryKey().default(1),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiresAt: timestamptz('token_expires_at'),
    oauthState: text('oauth_state'),
    oauthStateAt: timestamptz('oauth_state_at'),
    // Who asked for the authorisation in progress: the callback is accepted only in that user's session.
    oauthStateUserId: userRef('oauth_state_user_id'),
    sender: jsonb('sender').$type<Record<string, unknown>>().notNull().default({}),
    ...updatedByColumns(),
  },
  (t) => [check('shipping_account_single_row', sql`${t.id} = 1`)],
);

/** The built-in sandbox provider's labels, in the shop's database so every instance answers the same. */
export const shippingSandboxLabels = pgTable('shipping_sandbox_labels', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  serviceId: text('service_id').notNull(),
  status: text('status').notNull().default('pending'),
  trackingCode: text('tracking_code'),
  /** How many times checkout paid it: a test reads 1. */
  paidCount: integer('paid_count').notNull().default(0),
  request: jsonb('request').notNull(),
  ...timestampColumns(),
});
