import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { shortOrderId } from '../../../domain/ids';
import { CARD_BRAND_LABELS, cardLast4, detectCardBrand } from '../../../domain/payment';
import type { Database, Tx } from '../../db/client';
import { type SandboxPaymentDetails, sandboxPaymentRequests, sandboxPayments } from '../../db/schema';
import { readShopSettings } from '../../db/settings-store';
import { enqueueJob, enqueueJobSql, wakeJobRunner } from '../../job-runner/job-runner';
import { buildBoletoLine } from './boleto-line';
import { idempotencyKey } from './mercadopago/mercadopago-provider';
import { PaymentDeclinedError, PaymentProviderError, type ProviderPayment, type RemoteChargeBase, type RemotePayments } from './payment-provider';
import { buildPixPayload } from './pix-code';

/** Cards ending in these digits are declined by the sandbox (e.g. 4000 0000 0000 0002). */
export const SANDBOX_DECLINED_SUFFIX = '0002';

/**
 * What the back-office may tell the sandbox to do with a payment, in demo mode only (issue 33, "the
 * sandbox walks the real path"): each moves the payment as Mercado Pago would and notifies.
 */
export type SandboxControls = {
  approve(paymentId: string): Promise<ProviderPayment>;
  refuse(paymentId: string): Promise<ProviderPayment>;
  chargeBack(paymentId: string): Promise<ProviderPayment>;
  /** The payer paid another amount than charged (the shop then sees 'Pagamento divergente'). */
  payAmount(paymentId: string, amountCents: number): Promise<ProviderPayment>;
};

export type SandboxRemote = RemotePayments & SandboxControls;

type Row = typeof sandboxPayments.$inferSelect;

function toProviderPayment(row: Row): ProviderPayment {
  return {
    id: row.id,
    status: row.status,
    statusDetail: row.statusDetail,
    method: row.method as ProviderPayment['method'],
    amountCents: row.amountCents,
    currency: 'BRL',
    refundedCents: row.refundedCents,
    installments: row.installments,
    orderId: row.orderId,
    pix: row.details.pix,
    boleto: row.details.boleto,
    card: row.details.card,
    expiresAt: row.expiresAt,
  };
}

/** The card a sandbox token stands for (sandbox-card-token.ts): a test card ending in 0002 is declined. */
export type SandboxCard = { brand: string; last4: string; declined: boolean };

/** For tests: a test card's digits as its own token. */
export function cardOfDigits(token: string): SandboxCard | null {
  const digits = token.replace(/\D/g, '');
  if (digits.length < 12) return null;
  return { brand: CARD_BRAND_LABELS[detectCardBrand(digits)], last4: cardLast4(digits), declined: digits.endsWith(SANDBOX_DECLINED_SUFFIX) };
}

/**
 * The sandbox with the remote model Mercado Pago has (createPix, createBoleto, chargeCardToken,
 * readPayment, findPayments, refund, cancel), its payments kept in the shop's database
 * (sandbox_payments, decision 060) so they survive a restart and every instance sees the same:
 * every write is kept under its idempotency key (the same key answers the first result, as the real
 * API does), Pix and boleto stay pending until the back-office's demo controls pay them, and every
 * move enqueues, in the same transaction, the signed notification the sandbox sends to the shop's
 * one webhook route (job 'payments.sandbox-notify', payments/sandbox-notifications.ts).
 */
export function createSandboxRemote(opts: {
  database: Database;
  /** The card a token stands for (the checkout's card form tokenises it); null: not a token of ours. */
  cardOf: (token: string) => SandboxCard | null;
  pixPayload?: (order: { id: string; totalCents: number }) => string | Promise<string>;
}): SandboxRemote {
  // The shop's settings read where the sandbox writes (standIn): with PGlite, a read beside the
  // caller's open transaction (the demo history's) would wait for it forever.
  const pixPayload =
    opts.pixPayload ??
    (async (order: { id: string; totalCents: number }) =>
      buildPixPayload(await readShopSettings(opts.database.standIn()), { id: order.id, shortId: shortOrderId(order.id), totalCents: order.totalCents }));

  /**
   * One write of the sandbox, in its own transaction (with PGlite, inside the caller's if one is
   * open: Database.standIn): under its idempotency key's lock, the first answer is returned again;
   * the payments it moved are notified once it commits.
   */
  const write = async <T>(key: string | null, run: (tx: Tx) => Promise<{ answer: T; moved: string[] }>): Promise<T> => {
    const result = await opts.database.standIn().transaction(async (tx) => {
      if (key) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sandbox:${key}`}))`);
        const [done] = await tx.select().from(sandboxPaymentRequests).where(eq(sandboxPaymentRequests.idempotencyKey, key));
        if (done) return { answer: done.answer as T, moved: [] as string[] };
      }
      const r = await run(tx);
      if (key) await tx.insert(sandboxPaymentRequests).values({ idempotencyKey: key, answer: r.answer as object });
      for (const paymentId of r.moved) await enqueueJob(tx, 'payments.sandbox-notify', { paymentId });
      return r;
    });
    if (result.moved.length) wakeJobRunner();
    return result.answer;
  };

  const lock = async (tx: Tx, paymentId: string): Promise<Row> => {
    const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
    if (!row) throw new PaymentProviderError(`Pagamento ${paymentId} não existe no sandbox.`);
    return row;
  };
  const read = async (paymentId: string): Promise<ProviderPayment> => {
    const [row] = await opts.database.standIn().select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!row) throw new PaymentProviderError(`Pagamento ${paymentId} não existe no sandbox.`);
    return toProviderPayment(row);
  };

  type NewPayment = Pick<Row, 'method' | 'status' | 'statusDetail'> &
    Partial<Pick<Row, 'installments' | 'expiresAt'>> & { details: Partial<SandboxPaymentDetails> };
  /** A payment created under the checkout's key: replayed, it is read again (its status now). */
  /**
   * A payment created under the checkout's key, in one statement: the key's row claims the request,
   * the payment and its notification job are written only when it did. A repeat with the key (or one
   * racing the first: the insert waits for it to commit) writes nothing and reads the first payment
   * again, its status now. The fields are worked out first, outside any transaction: the Pix code
   * reads the shop's settings, and a read on a second pooled connection while a write holds one
   * starved the pool under a rush ('timeout exceeded when trying to connect', issue 38).
   */
  const create = async (request: RemoteChargeBase, fields: NewPayment | (() => Promise<NewPayment>)): Promise<ProviderPayment> => {
    const f = typeof fields === 'function' ? await fields() : fields;
    const key = idempotencyKey(request.orderId, 'payment', request.attempt);
    const now = new Date();
    const row: Row = {
      id: `sbx-${randomUUID().replace(/-/g, '').slice(0, 16)}`,
      orderId: request.orderId,
      method: f.method,
      status: f.status,
      statusDetail: f.statusDetail,
      amountCents: request.amountCents,
      refundedCents: 0,
      installments: f.installments ?? 1,
      expiresAt: f.expiresAt ?? null,
      details: { pix: null, boleto: null, card: null, ...f.details },
      createdAt: now,
      updatedAt: now,
    };
    const made = await opts.database.standIn().execute<{ id: string }>(sql`WITH claimed AS (
        INSERT INTO sandbox_payment_requests (idempotency_key, answer) VALUES (${key}, ${JSON.stringify({ paymentId: row.id })}::jsonb)
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key
      ),
      created AS (
        INSERT INTO sandbox_payments (id, order_id, method, status, status_detail, amount_cents, refunded_cents, installments, expires_at, details, created_at, updated_at)
        SELECT ${row.id}, ${row.orderId}, ${row.method}, ${row.status}, ${row.statusDetail}, ${row.amountCents}, 0, ${row.installments},
          ${row.expiresAt?.toISOString() ?? null}::timestamptz, ${JSON.stringify(row.details)}::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM claimed RETURNING id
      ),
      notified AS (${enqueueJobSql('payments.sandbox-notify', sql`jsonb_build_object('paymentId', created.id)`, sql`FROM created`)})
      SELECT id FROM created`);
    if (made.rows.length > 0) {
      wakeJobRunner();
      return toProviderPayment(row);
    }
    const [first] = await opts.database
      .standIn()
      .select({ answer: sandboxPaymentRequests.answer })
      .from(sandboxPaymentRequests)
      .where(eq(sandboxPaymentRequests.idempotencyKey, key));
    return read((first!.answer as { paymentId: string }).paymentId);
  };

  /** A demo control: the payment moves from one of `from` to `to`, and the shop is notified. */
  const move = (paymentId: string, from: string[], to: Partial<Pick<Row, 'status' | 'statusDetail' | 'amountCents'>>) =>
    write(null, async (tx) => {
      const row = await lock(tx, paymentId);
      if (!from.includes(row.status)) throw new PaymentProviderError(`O pagamento está '${row.status}': não pode passar para '${to.status}'.`);
      await tx
        .update(sandboxPayments)
        .set({ ...to, updatedAt: new Date() })
        .where(eq(sandboxPayments.id, paymentId));
      return { answer: null, moved: [paymentId] };
    }).then(() => read(paymentId));

  return {
    createPix: (request) =>
      create(request, async () => ({
        method: 'pix',
        status: 'pending',
        statusDetail: 'pending_waiting_transfer',
        expiresAt: request.expiresAt,
        details: { pix: { qrCode: await pixPayload({ id: request.orderId, totalCents: request.amountCents }), qrCodeBase64: '', ticketUrl: null } },
      })),
    createBoleto: (request) =>
      create(request, {
        method: 'boleto',
        status: 'pending',
        statusDetail: 'pending_waiting_payment',
        expiresAt: request.expiresAt,
        details: {
          boleto: {
            digitableLine: buildBoletoLine({ orderId: request.orderId, amountCents: request.amountCents, dueDate: request.expiresAt }),
            barcode: null,
            pdfUrl: null,
          },
        },
      }),
    async chargeCardToken(request) {
      const card = opts.cardOf(request.token);
      if (!card) throw new PaymentProviderError('Cartão não reconhecido pelo sandbox. Recarregue a página e digite o cartão de novo.');
      const declined = card.declined;
      const p = await create(request, {
        method: request.method,
        status: declined ? 'rejected' : 'approved',
        statusDetail: declined ? 'cc_rejected_other_reason' : 'accredited',
        installments: request.installments,
        details: { card: { brand: card.brand, last4: card.last4 } },
      });
      if (p.status === 'rejected') throw new PaymentDeclinedError();
      return p;
    },
    readPayment: read,
    findPayments: async (orderId) =>
      (await opts.database.standIn().select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(desc(sandboxPayments.createdAt))).map(
        toProviderPayment,
      ),
    refund: (request) =>
      write(idempotencyKey(request.orderId, 'refund', request.attempt), async (tx) => {
        const row = await lock(tx, request.paymentId);
        if (row.status !== 'approved') throw new PaymentProviderError(`Só um pagamento aprovado pode ser estornado (este está '${row.status}').`);
        const amountCents = request.amountCents ?? row.amountCents - row.refundedCents;
        if (amountCents <= 0 || row.refundedCents + amountCents > row.amountCents) throw new PaymentProviderError('Valor de estorno maior que o disponível.');
        const refundedCents = row.refundedCents + amountCents;
        const full = refundedCents >= row.amountCents;
        await tx
          .update(sandboxPayments)
          .set({ refundedCents, ...(full ? { status: 'refunded', statusDetail: 'refunded' } : {}), updatedAt: new Date() })
          .where(eq(sandboxPayments.id, row.id));
        return { answer: { refundId: `sbx-refund-${randomUUID().replace(/-/g, '').slice(0, 12)}`, amountCents }, moved: [row.id] };
      }),
    cancel: (request) =>
      write(idempotencyKey(request.orderId, 'cancel', request.attempt), async (tx) => {
        const row = await lock(tx, request.paymentId);
        if (row.status !== 'pending' && row.status !== 'in_process') return { answer: {}, moved: [] };
        await tx
          .update(sandboxPayments)
          .set({ status: 'cancelled', statusDetail: 'by_collector', updatedAt: new Date() })
          .where(eq(sandboxPayments.id, row.id));
        return { answer: {}, moved: [row.id] };
      }).then(() => read(request.paymentId)),
    approve: (paymentId) => move(paymentId, ['pending', 'in_process'], { status: 'approved', statusDetail: 'accredited' }),
    refuse: (paymentId) => move(paymentId, ['pending', 'in_process'], { status: 'rejected', statusDetail: 'cc_rejected_other_reason' }),
    chargeBack: (paymentId) => move(paymentId, ['approved'], { status: 'charged_back', statusDetail: 'settled' }),
    payAmount: (paymentId, amountCents) => move(paymentId, ['pending', 'in_process'], { status: 'approved', statusDetail: 'accredited', amountCents }),
  };
}
