import type { JobKind } from '../../domain/jobs';
import type { Database } from '../db/client';
import { maintainEmbeddedDatabase } from '../db/maintain-embedded-database';
import { issueInvoiceJob, issueTransferInvoiceJob, pollInvoicesJob, webhookEventJob } from '../modules/fiscal';
import { cancelRefundedOrder, expireUnpaidOrders, resolveUnchargedOrders } from '../modules/orders';
import { cancelExpiredCharges, deliverSandboxNotificationJob, reconcilePaymentsJob, resendPendingRefunds, settlePaymentEventJob } from '../modules/payments';
import { cancelUncollectedPickups } from '../modules/pickups';
import { resizeProductImageJob } from '../modules/products';
import { pollShipmentsJob } from '../modules/shipments';
import { checkStockBalancesJob, foldUnitsSold } from '../modules/stock';
import type { JobHandler, RecurringJob } from './job-runner';

/** What each kind of job does. */
export const SHOP_JOB_HANDLERS: Record<JobKind, JobHandler> = {
  // Delivers e-mails a request could not send at once (and after a restart).
  'mail.flush': (ctx) => ctx.mailer.flush(),
  // Unpaid Pix and boleto orders past their deadline give their stock back; the open provider charges of
  // cancelled orders are cancelled — this run's and any an earlier run could not reach the provider for.
  'orders.expire-unpaid': async (ctx) => {
    const ids = await expireUnpaidOrders(ctx.database.db);
    if (ids.length) console.log(JSON.stringify({ level: 'info', msg: 'pedidos não pagos cancelados', count: ids.length }));
    await cancelExpiredCharges(ctx);
    // Orders whose charge's answer was lost at checkout: found at the provider, or cancelled (issue 33).
    await resolveUnchargedOrders(ctx);
  },
  // The webp copies of an uploaded product image (one job per image, enqueued by the upload).
  'images.resize': resizeProductImageJob,
  // A provider's payment notification, stored by the webhook (one job per event).
  'payments.settle-event': settlePaymentEventJob,
  // Payments still open after a few minutes are read again: a lost notification never leaves an order unpaid.
  // The payment sandbox's signed notification, posted to the shop's payment webhook route (decision 060).
  'payments.sandbox-notify': deliverSandboxNotificationJob,
  // Refunds left pending (a lost answer, a crash between the steps) are asked again under their key (issue 33).
  'payments.reconcile': async (ctx) => {
    await reconcilePaymentsJob(ctx);
    await resendPendingRefunds(ctx.database.db, ctx.payments, cancelRefundedOrder);
  },
  // A paid order's sales NF-e (queued with the payment when the shop issues automatically).
  'fiscal.issue-invoice': issueInvoiceJob,
  // A transfer sent between two establishments: its NF-e de transferência (decision 073).
  'fiscal.issue-transfer-invoice': issueTransferInvoiceJob,
  // Invoices still unsent, processing at the provider, or lacking their files: a lost webhook never leaves one waiting.
  'fiscal.poll-invoices': (ctx) => pollInvoicesJob(ctx),
  // A provider's invoice notification, stored by the webhook.
  'fiscal.webhook-event': webhookEventJob,
  // Balances per place against the movements (decision 062): a mismatch is logged and fails the run, for someone to look.
  'stock.check-balances': (ctx) => checkStockBalancesJob(ctx.database.db),
  // Labels without news from the shipping provider for a day are read again (issue 37).
  'shipping.poll-tracking': (ctx) => pollShipmentsJob(ctx),
  // 'Retirar na loja' orders not collected in the shop's term are cancelled and refunded through the provider (decision 070).
  // The units sold since the last run reach products.units_sold ('Mais vendidos', decision 077).
  'catalog.count-units-sold': async (ctx) => {
    await foldUnitsSold(ctx.database.db);
  },
  // PGlite has no autovacuum: its dead rows and planner statistics are seen to here (decision 085).
  'database.maintain': (ctx) => maintainEmbeddedDatabase(ctx.database),
  'pickups.cancel-uncollected': async (ctx) => {
    const ids = await cancelUncollectedPickups(ctx);
    if (ids.length) console.log(JSON.stringify({ level: 'info', msg: 'pedidos não retirados cancelados', count: ids.length }));
  },
};

export const SHOP_RECURRING_JOBS: RecurringJob[] = [
  { kind: 'mail.flush', everyMs: 5_000 },
  { kind: 'orders.expire-unpaid', everyMs: 60_000 },
  { kind: 'payments.reconcile', everyMs: 60_000 },
  { kind: 'fiscal.poll-invoices', everyMs: 30_000 },
  { kind: 'stock.check-balances', everyMs: 60 * 60_000 },
  { kind: 'shipping.poll-tracking', everyMs: 15 * 60_000 },
  { kind: 'pickups.cancel-uncollected', everyMs: 60 * 60_000 },
  { kind: 'catalog.count-units-sold', everyMs: 60_000 },
];

/**
 * The embedded database's upkeep, only where the database is PGlite (a PostgreSQL server runs its own
 * autovacuum): every 6 hours, the first an hour after the shop's first start, so no start waits for it.
 */
export const EMBEDDED_DATABASE_JOBS: RecurringJob[] = [{ kind: 'database.maintain', everyMs: 6 * 60 * 60_000, startAfterMs: 60 * 60_000 }];

/** The recurring jobs of a shop on this kind of database. */
export const recurringJobsFor = (kind: Database['kind']): RecurringJob[] =>
  kind === 'pglite' ? [...SHOP_RECURRING_JOBS, ...EMBEDDED_DATABASE_JOBS] : SHOP_RECURRING_JOBS;
