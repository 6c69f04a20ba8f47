import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import boletoCreated from '../fixtures/mercadopago/boleto-created.json';
import cardApproved from '../fixtures/mercadopago/card-approved.json';
import cardRejected from '../fixtures/mercadopago/card-rejected.json';
import realChargeback from '../fixtures/mercadopago/devsite-chargeback.json';
import realWebhook from '../fixtures/mercadopago/devsite-webhook-payment.json';
import badExpiry from '../fixtures/mercadopago/error-date-of-expiration.json';
import realMerchantOrder from '../fixtures/mercadopago/openapi-merchant-order.json';
import pixCreated from '../fixtures/mercadopago/pix-created.json';
import realRefund from '../fixtures/mercadopago/sdkjava-refund.json';
import { startStandInServer } from './stand-in-server';

export const STAND_IN_SECRET = 'segredo-do-webhook-de-teste';
const SDK_STAND_IN = fs.readFileSync(new URL('./mercadopago-sdk-stand-in.js', import.meta.url), 'utf8');

type Payment = Record<string, unknown> & { id: number; status: string; status_detail: string; transaction_amount: number; transaction_amount_refunded: number };
export type StandInCall = { method: string; path: string; idempotencyKey: string | undefined; body: Record<string, unknown> | undefined };

/**
 * A local stand-in for Mercado Pago's payments API, answering with the documented shapes
 * (tests/fixtures/mercadopago): payments are kept in memory, a write repeated with the same
 * X-Idempotency-Key answers the first result, and the test moves a payment's status as the
 * provider would (a Pix paid, a chargeback) before posting a signed notification.
 */
export async function startMercadoPagoStandIn() {
  const byId = new Map<number, Payment>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const calls: StandInCall[] = [];
  // Paths answering 503 (the provider unreachable): nothing is done or remembered for them.
  const outage = new Set<string>();
  // Charges made whose answer is never sent (the SDK times out): `loseAnswers`.
  let answersToLose = 0;
  const hanging: import('node:http').ServerResponse[] = [];
  let nextId = 1_327_500_000;
  let nextRefund = 1_009_100_000;
  // Chargebacks and merchant orders in the shapes Mercado Pago publishes (SOURCES.md): a chargeback
  // names its payments in `payments`, a merchant order lists them as objects with an `id`.
  const chargebacks = new Map<string, Record<string, unknown>>();
  const merchantOrders = new Map<number, Record<string, unknown>>();
  let nextChargeback = 1;
  let nextMerchantOrder = 28_000_000_000;

  const createPayment = (body: Record<string, unknown>): { status: number; body: unknown } => {
    const method = String(body.payment_method_id);
    // The documented window of a Pix's date_of_expiration: 30 minutes to 30 days after the request.
    if (method === 'pix' && body.date_of_expiration) {
      const ahead = new Date(String(body.date_of_expiration)).getTime() - Date.now();
      if (!(ahead >= 30 * 60_000 && ahead <= 30 * 24 * 3600_000)) return { status: 400, body: badExpiry };
    }
    const template =
      method === 'pix' ? pixCreated : method === 'bolbradesco' ? boletoCreated : String(body.token).startsWith('rejected') ? cardRejected : cardApproved;
    const id = nextId++;
    const payment = structuredClone(template) as unknown as Payment;
    Object.assign(payment, {
      id,
      transaction_amount: body.transaction_amount,
      transaction_amount_refunded: 0,
      external_reference: body.external_reference,
      description: body.description,
      installments: body.installments ?? 1,
      date_of_expiration: body.date_of_expiration ?? null,
      payment_method_id: method,
    });
    if (String(body.token).startsWith('rejected-')) payment.status_detail = String(body.token).slice('rejected-'.length);
    byId.set(id, payment);
    return { status: 201, body: payment };
  };

  let beforeCharge: ((body: Record<string, unknown>) => Promise<void>) | null = null;
  // The next refund waits for the test's `run` before it is done (`whileRefunding`).
  let beforeRefund: ((body: Record<string, unknown>) => Promise<void>) | null = null;
  // Refunds done whose answer is never sent (`loseRefundAnswers`), and refunds refused (`refuseRefunds`).
  let refundAnswersToLose = 0;
  let refundsToRefuse = 0;
  const failures: unknown[] = [];
  const handle: Parameters<typeof startStandInServer>[0] = (req, res, url, body) => {
    if (req.method === 'GET' && url.pathname === '/js/v2') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' });
      return res.end(SDK_STAND_IN);
    }
    // The test's `run` first (what it threw kept in `failures`), then the answer.
    const answerAfter = (run: (body: Record<string, unknown>) => Promise<void>) => {
      const answer = () => handle(req, res, url, body);
      void run(body ?? {}).then(answer, (err) => {
        failures.push(err);
        answer();
      });
    };
    if (req.method === 'POST' && url.pathname === '/v1/payments' && beforeCharge) {
      // The test looks at the shop while the provider is still working on the charge.
      const run = beforeCharge;
      beforeCharge = null;
      return answerAfter(run);
    }
    if (req.method === 'POST' && /^\/v1\/payments\/\d+\/refunds$/.test(url.pathname) && beforeRefund) {
      const run = beforeRefund;
      beforeRefund = null;
      return answerAfter(run);
    }
    const key = req.headers['x-idempotency-key'] as string | undefined;
    calls.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, body });
    const send = (answer: { status: number; body: unknown }) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    };
    if (outage.has(`${req.method} ${url.pathname}`)) return send({ status: 503, body: { message: 'Service Unavailable', status: 503 } });
    if (req.headers.authorization !== 'Bearer TEST-stand-in-token') return send({ status: 401, body: { message: 'invalid access token', status: 401 } });
    if (req.method === 'POST' && url.pathname === '/v1/payments' && answersToLose > 0) {
      // The provider does the work (or finds it done under the key) but its answer never arrives.
      answersToLose--;
      if (!(key && byKey.has(`${req.method} ${url.pathname} ${key}`))) {
        const answer = createPayment(body ?? {});
        if (key) byKey.set(`${req.method} ${url.pathname} ${key}`, answer);
      }
      hanging.push(res);
      return;
    }
    if (req.method !== 'GET' && key && byKey.has(`${req.method} ${url.pathname} ${key}`)) return send(byKey.get(`${req.method} ${url.pathname} ${key}`)!);
    const remember = (answer: { status: number; body: unknown }) => {
      if (key) byKey.set(`${req.method} ${url.pathname} ${key}`, answer);
      send(answer);
    };
    if (req.method === 'GET' && url.pathname.startsWith('/v1/chargebacks/')) {
      const cb = chargebacks.get(url.pathname.slice('/v1/chargebacks/'.length));
      return send(cb ? { status: 200, body: cb } : { status: 404, body: { message: 'chargeback not found', status: 404 } });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/merchant_orders/')) {
      const mo = merchantOrders.get(Number(url.pathname.slice('/merchant_orders/'.length)));
      return send(mo ? { status: 200, body: mo } : { status: 404, body: { message: 'merchant order not found', status: 404 } });
    }
    if (req.method === 'GET' && url.pathname === '/v1/payments/search') {
      const ref = url.searchParams.get('external_reference');
      const results = [...byId.values()].filter((p) => p.external_reference === ref).reverse();
      return send({ status: 200, body: { paging: { total: results.length, limit: 30, offset: 0 }, results } });
    }
    const match = /^\/v1\/payments(?:\/(\d+))?(\/refunds)?$/.exec(url.pathname);
    const payment = match?.[1] ? byId.get(Number(match[1])) : undefined;
    if (req.method === 'POST' && match && !match[1]) return remember(createPayment(body ?? {}));
    if (!payment) return send({ status: 404, body: { message: 'Payment not found', error: 'not_found', status: 404 } });
    if (req.method === 'GET' && !match![2]) return send({ status: 200, body: payment });
    if (req.method === 'PUT') {
      if (payment.status === 'pending') Object.assign(payment, { status: 'cancelled', status_detail: 'by_collector' });
      return remember({ status: 200, body: payment });
    }
    if (req.method === 'POST' && match![2] && refundsToRefuse > 0) {
      // Mercado Pago refuses the refund (a payment it no longer holds the money of): nothing is done.
      refundsToRefuse--;
      return send({ status: 400, body: { message: 'Payment without sufficient funds to refund', error: 'bad_request', status: 400, cause: [] } });
    }
    if (req.method === 'POST' && match![2] && refundAnswersToLose > 0) {
      // The refund is done (once, under its key) but its answer never arrives: the SDK times out.
      refundAnswersToLose--;
      const k = `${req.method} ${url.pathname} ${key}`;
      if (!(key && byKey.has(k))) {
        const answer = refundOf(payment, body);
        if (key) byKey.set(k, answer);
      }
      hanging.push(res);
      return;
    }
    if (req.method === 'POST' && match![2]) return remember(refundOf(payment, body));
    send({ status: 405, body: { message: 'method not allowed' } });
  };
  const refundOf = (payment: Payment, body: Record<string, unknown> | undefined): { status: number; body: unknown } => {
    const amount = typeof body?.amount === 'number' ? body.amount : payment.transaction_amount - payment.transaction_amount_refunded;
    payment.transaction_amount_refunded = Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
    if (payment.transaction_amount_refunded >= payment.transaction_amount) Object.assign(payment, { status: 'refunded', status_detail: 'refunded' });
    // A refund answer as sdk-java recorded one (SOURCES.md), with this refund's numbers.
    return { status: 201, body: { ...realRefund, id: nextRefund++, payment_id: payment.id, amount, date_created: new Date().toISOString() } };
  };
  const server = await startStandInServer((req, res, url, body) => handle(req, res, url, body));
  const { url } = server;

  return {
    url,
    calls,
    /** The environment of an app whose provider is this stand-in. */
    env: {
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-stand-in-token',
      MERCADOPAGO_PUBLIC_KEY: 'TEST-stand-in-public-key',
      MERCADOPAGO_WEBHOOK_SECRET: STAND_IN_SECRET,
      MERCADOPAGO_API_URL: url,
      // The browser's MercadoPago.js, from the same stand-in (the page's CSP must allow its origin).
      MERCADOPAGO_SDK_URL: `${url}/js/v2`,
    },
    payment: (id: string | number) => byId.get(Number(id)),
    /** The charge made for one of our orders (its external_reference). */
    paymentForOrder: (orderId: string) => [...byId.values()].find((p) => p.external_reference === orderId),
    /** Every charge the provider holds for one of our orders. */
    paymentsForOrder: (orderId: string) => [...byId.values()].filter((p) => p.external_reference === orderId),
    /** What the provider does when the customer pays, the bank disputes… */
    setStatus(id: string | number, status: string, detail = status === 'approved' ? 'accredited' : status) {
      const p = byId.get(Number(id));
      if (!p) throw new Error(`no payment ${id}`);
      Object.assign(p, { status, status_detail: detail });
    },
    /** The cardholder disputes a payment: its chargeback resource (the payment's status is the test's to move). */
    addChargeback(paymentId: string | number) {
      const id = `2${String(nextChargeback++).padStart(11, '0')}`;
      chargebacks.set(id, { ...structuredClone(realChargeback), id, payments: [Number(paymentId)] });
      return id;
    },
    /** A merchant order grouping payments (the notification names it, not the payment). */
    addMerchantOrder(paymentIds: (string | number)[], externalReference: string | null = null) {
      const id = nextMerchantOrder++;
      const [template] = realMerchantOrder.payments;
      merchantOrders.set(id, {
        ...structuredClone(realMerchantOrder),
        id,
        external_reference: externalReference,
        payments: paymentIds.map((p) => ({ ...template, id: Number(p) })),
      });
      return id;
    },
    /** The next POST /v1/payments waits for `run` (what the test checks meanwhile) before it is done; what `run` threw is in `failures`. */
    whileCharging(run: (body: Record<string, unknown>) => Promise<void>) {
      beforeCharge = run;
    },
    /** The next refund waits for `run` (what the test does meanwhile) before it is done; what `run` threw is in `failures`. */
    whileRefunding(run: (body: Record<string, unknown>) => Promise<void>) {
      beforeRefund = run;
    },
    /** The next `n` refunds are done but never answered, as when every SDK try times out. */
    loseRefundAnswers(n: number) {
      refundAnswersToLose = n;
    },
    /** The next `n` refunds are refused with a 400 (nothing refunded). */
    refuseRefunds(n: number) {
      refundsToRefuse = n;
    },
    failures,
    /** The next `n` POST /v1/payments are done but never answered, as when every SDK try times out. */
    loseAnswers(n: number) {
      answersToLose = n;
    },
    /** `METHOD /path` answers 503 until `down` is false (the SDK's own retries included). */
    setOutage(methodAndPath: string, down = true) {
      if (down) outage.add(methodAndPath);
      else outage.delete(methodAndPath);
    },
    close: async () => {
      for (const res of hanging.splice(0)) res.destroy();
      await server.close();
    },
  };
}

export type MercadoPagoStandIn = Awaited<ReturnType<typeof startMercadoPagoStandIn>>;

/** A notification as Mercado Pago posts it: body, URL with data.id, and its x-signature over the documented manifest. */
export function signedNotification(
  paymentId: string | number,
  opts: { notificationId?: number; action?: string; ts?: number; secret?: string; requestId?: string; type?: string } = {},
) {
  const dataId = String(paymentId);
  const requestId = opts.requestId ?? randomUUID();
  const type = opts.type ?? 'payment';
  const ts = opts.ts ?? Math.floor(Date.now() / 1000);
  const hash = createHmac('sha256', opts.secret ?? STAND_IN_SECRET)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return {
    path: `/api/payments/mercadopago/webhook?data.id=${dataId}&type=${type}`,
    headers: { 'x-signature': `ts=${ts},v1=${hash}`, 'x-request-id': requestId, 'content-type': 'application/json' },
    // The body of Mercado Pago's documented notification (SOURCES.md), with this delivery's values.
    body: {
      ...realWebhook,
      action: opts.action ?? 'payment.updated',
      data: { id: dataId },
      date_created: new Date().toISOString(),
      id: opts.notificationId ?? Math.floor(Math.random() * 1e12),
      live_mode: false,
      type,
    },
  };
}
