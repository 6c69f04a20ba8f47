import { createHmac, randomUUID } from 'node:crypto';
import { CARD_BRAND_LABELS, cardLast4, detectCardBrand } from '../../../domain/payment';
import { buildBoletoLine } from './boleto-line';
import { idempotencyKey } from './mercadopago/mercadopago-provider';
import { PaymentDeclinedError, PaymentProviderError, type ProviderPayment, type RemoteChargeBase, type RemotePayments } from './payment-provider';
import { SANDBOX_DECLINED_SUFFIX } from './sandbox-provider';

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

export type SandboxRemote = RemotePayments &
  SandboxControls & { /** Resolves once every notification sent so far was delivered. */ delivered(): Promise<void> };

/** Tells the shop a payment moved: the sandbox's webhook, delivered through the shop's signed route. */
export type SandboxNotify = (paymentId: string) => Promise<void>;

type Stored = ProviderPayment & { createdAt: Date };

/**
 * The sandbox with the remote model Mercado Pago has (createPix, createBoleto, chargeCardToken,
 * readPayment, findPayments, refund, cancel): payments held in this process, every write kept under
 * its idempotency key (the same key answers the first result, as the real API does), a card "token"
 * being the test card's digits (ending in 0002: declined), Pix and boleto left pending until the
 * back-office's demo controls pay them. Every move notifies through `notify`.
 */
export function createSandboxRemote(opts: {
  pixPayload: (order: { id: string; totalCents: number }) => string;
  notify?: SandboxNotify;
  now?: () => Date;
}): SandboxRemote {
  const byId = new Map<string, Stored>();
  const byKey = new Map<string, unknown>();
  const now = opts.now ?? (() => new Date());
  let next = 1;

  // Like the real provider, the sandbox notifies after answering, never within the call: a caller
  // still inside its transaction (a refund) must not wait on its own notification.
  const inFlight = new Set<Promise<void>>();
  const notify = async (p: ProviderPayment) => {
    if (opts.notify) {
      const send = opts.notify;
      const delivery: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(p.id))
        .catch((err) => console.error(JSON.stringify({ level: 'error', msg: 'notificação do sandbox não entregue', paymentId: p.id, error: String(err) })))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
    return { ...p };
  };
  const once = async <T>(key: string, run: () => Promise<T>): Promise<T> => {
    if (byKey.has(key)) return byKey.get(key) as T;
    const result = await run();
    byKey.set(key, result);
    return result;
  };
  const find = (paymentId: string): Stored => {
    const p = byId.get(paymentId);
    if (!p) throw new PaymentProviderError(`Pagamento ${paymentId} não existe no sandbox.`);
    return p;
  };
  const create = (request: RemoteChargeBase, fields: Partial<ProviderPayment> & Pick<ProviderPayment, 'method' | 'status'>): Stored => {
    const id = `sbx-${Date.now().toString(36)}-${next++}`;
    const p: Stored = {
      id,
      statusDetail: fields.status === 'approved' ? 'accredited' : fields.status,
      amountCents: request.amountCents,
      refundedCents: 0,
      installments: 1,
      orderId: request.orderId,
      pix: null,
      boleto: null,
      card: null,
      expiresAt: null,
      createdAt: now(),
      ...fields,
    };
    byId.set(id, p);
    return p;
  };
  const move = async (paymentId: string, from: string[], to: Partial<ProviderPayment>) => {
    const p = find(paymentId);
    if (!from.includes(p.status)) throw new PaymentProviderError(`O pagamento está '${p.status}': não pode passar para '${to.status}'.`);
    Object.assign(p, to);
    return notify(p);
  };

  return {
    delivered: async () => {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    createPix: (request) =>
      once(idempotencyKey(request.orderId, 'payment', request.attempt), async () => {
        const qrCode = opts.pixPayload({ id: request.orderId, totalCents: request.amountCents });
        return notify(create(request, { method: 'pix', status: 'pending', pix: { qrCode, qrCodeBase64: '', ticketUrl: null }, expiresAt: request.expiresAt }));
      }),
    createBoleto: (request) =>
      once(idempotencyKey(request.orderId, 'payment', request.attempt), async () => {
        const digitableLine = buildBoletoLine({ orderId: request.orderId, amountCents: request.amountCents, dueDate: request.expiresAt });
        return notify(
          create(request, { method: 'boleto', status: 'pending', boleto: { digitableLine, barcode: null, pdfUrl: null }, expiresAt: request.expiresAt }),
        );
      }),
    chargeCardToken: async (request) => {
      const p = await once(idempotencyKey(request.orderId, 'payment', request.attempt), async () => {
        const digits = request.token.replace(/\D/g, '');
        const declined = digits.endsWith(SANDBOX_DECLINED_SUFFIX);
        return notify(
          create(request, {
            method: request.method,
            status: declined ? 'rejected' : 'approved',
            statusDetail: declined ? 'cc_rejected_other_reason' : 'accredited',
            installments: request.installments,
            card: { brand: CARD_BRAND_LABELS[detectCardBrand(digits)], last4: cardLast4(digits) },
          }),
        );
      });
      if (p.status === 'rejected') throw new PaymentDeclinedError();
      return p;
    },
    readPayment: async (paymentId) => ({ ...find(paymentId) }),
    findPayments: async (orderId) =>
      [...byId.values()]
        .filter((p) => p.orderId === orderId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map((p) => ({ ...p })),
    refund: (request) =>
      once(idempotencyKey(request.orderId, 'refund', request.attempt), async () => {
        const p = find(request.paymentId);
        if (p.status !== 'approved') throw new PaymentProviderError(`Só um pagamento aprovado pode ser estornado (este está '${p.status}').`);
        const amountCents = request.amountCents ?? p.amountCents - p.refundedCents;
        if (amountCents <= 0 || p.refundedCents + amountCents > p.amountCents) throw new PaymentProviderError('Valor de estorno maior que o disponível.');
        p.refundedCents += amountCents;
        if (p.refundedCents >= p.amountCents) Object.assign(p, { status: 'refunded', statusDetail: 'refunded' });
        await notify(p);
        return { refundId: `sbx-refund-${next++}`, amountCents };
      }),
    cancel: (request) =>
      once(idempotencyKey(request.orderId, 'cancel', request.attempt), async () => {
        const p = find(request.paymentId);
        if (p.status === 'pending' || p.status === 'in_process') {
          Object.assign(p, { status: 'cancelled', statusDetail: 'by_collector' });
          return notify(p);
        }
        return { ...p };
      }),
    approve: (paymentId) => move(paymentId, ['pending', 'in_process'], { status: 'approved', statusDetail: 'accredited' }),
    refuse: (paymentId) => move(paymentId, ['pending', 'in_process'], { status: 'rejected', statusDetail: 'cc_rejected_other_reason' }),
    chargeBack: (paymentId) => move(paymentId, ['approved'], { status: 'charged_back', statusDetail: 'settled' }),
    payAmount: (paymentId, amountCents) => move(paymentId, ['pending', 'in_process'], { status: 'approved', statusDetail: 'accredited', amountCents }),
  };
}

/**
 * A sandbox notification in Mercado Pago's shape, signed as Mercado Pago signs (x-signature:
 * HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`), so it goes through the shop's
 * one signed webhook route and its checks like any provider notification.
 */
export function signedSandboxNotification(secret: string, paymentId: string, at: Date = new Date()) {
  const requestId = randomUUID();
  const ts = Math.floor(at.getTime() / 1000);
  const hash = createHmac('sha256', secret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
  return {
    path: `/api/payments/mercadopago/webhook?data.id=${encodeURIComponent(paymentId)}&type=payment`,
    headers: { 'x-signature': `ts=${ts},v1=${hash}`, 'x-request-id': requestId, 'content-type': 'application/json' },
    body: {
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: paymentId },
      date_created: at.toISOString(),
      id: Date.now(),
      live_mode: false,
      type: 'payment',
    },
  };
}
