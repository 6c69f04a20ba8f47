import { type SQL, sql } from 'drizzle-orm';
import { shortOrderId } from '../../../domain/ids';
import type { RemotePaymentInput } from '../../../domain/schemas/remote-checkout';
import { idempotencyKey } from './mercadopago/mercadopago-provider';
import type { Payer, ProviderPayment, RemotePayments } from './payment-provider';
import { instructionsOf } from './settle-provider-payment';

/** The checkout's first charge of an order is attempt 1: a retried checkout sends the same key. */
export const CHECKOUT_ATTEMPT = 1;

/** Payment columns known when the order is written or once the provider answered. */
export type PaymentColumns = {
  paymentStatus?: 'pending' | 'paid';
  paidAt?: Date;
  cardBrand?: string;
  cardLast4?: string;
  paymentReference?: string;
  pixPayload?: string;
  boletoLine?: string;
};

export type RemoteCharge = { outcome: PaymentColumns; charge: ProviderPayment };

/** What a charge needs to know of the order it is for. */
export type OrderToCharge = {
  id: string;
  totalCents: number;
  installments: number;
  customerName: string;
  customerEmail: string;
  address: Payer['address'];
  expiresAt: Date | null;
};

/**
 * Asks the provider for the order's charge once the order is committed (orders/charge-placed-order.ts),
 * under a key derived from the order. The order stays unpaid whatever the answer: only the
 * provider's notification, read back from the provider, settles it (settle-provider-payment.ts).
 * A declined card throws PaymentDeclinedError.
 */
export async function collectRemotePayment(
  remote: RemotePayments,
  payment: RemotePaymentInput,
  order: OrderToCharge,
  providerName = 'mercadopago',
): Promise<RemoteCharge> {
  const base = {
    orderId: order.id,
    attempt: CHECKOUT_ATTEMPT,
    amountCents: order.totalCents,
    description: `Pedido #${shortOrderId(order.id)} — Luz da Fé`,
  };
  const payer = (cpf: string | null, address: Payer['address']): Payer => ({ name: order.customerName, email: order.customerEmail, cpf, address });
  let charge: ProviderPayment;
  switch (payment.paymentMethod) {
    case 'pix':
      charge = await remote.createPix({ ...base, payer: payer(null, null), expiresAt: order.expiresAt! });
      break;
    case 'boleto':
      charge = await remote.createBoleto({ ...base, payer: payer(payment.payerCpf, order.address), expiresAt: order.expiresAt! });
      break;
    case 'credit':
    case 'debit':
      charge = await remote.chargeCardToken({
        ...base,
        payer: payer(payment.payerCpf ?? null, null),
        token: payment.cardToken,
        paymentMethodId: payment.cardPaymentMethodId,
        issuerId: payment.cardIssuerId,
        installments: order.installments,
        method: payment.paymentMethod,
      });
      break;
  }
  return { charge, outcome: checkoutOutcome(charge, providerName) };
}

/** The order's payment columns for a provider's charge (its reference, Pix code, boleto line, card). */
export function checkoutOutcome(charge: ProviderPayment, providerName = 'mercadopago'): PaymentColumns {
  return {
    paymentReference: `${providerName}:${charge.id}`,
    ...(charge.pix ? { pixPayload: charge.pix.qrCode } : {}),
    ...(charge.boleto ? { boletoLine: charge.boleto.digitableLine } : {}),
    ...(charge.card ? { cardBrand: charge.card.brand, ...(charge.card.last4 ? { cardLast4: charge.card.last4 } : {}) } : {}),
  };
}

/**
 * The payment row of a checkout's charge and its first history row, as CTEs (`checkout_payment`,
 * `checkout_payment_history`) of the statement that records the charge on its order, written only
 * `when` holds (the order took the charge). None if a notification recorded the payment first.
 */
export function checkoutPaymentCtes(provider: string, orderId: string, charge: ProviderPayment, when: SQL): SQL {
  return sql`checkout_payment AS (
      INSERT INTO payments (order_id, provider, provider_payment_id, method, status, status_detail, installments, amount_cents, idempotency_key, instructions, expires_at)
      SELECT ${orderId}::uuid, ${provider}, ${charge.id}, ${charge.method}, ${charge.status}, ${charge.statusDetail}, ${charge.installments}, ${charge.amountCents},
        ${idempotencyKey(orderId, 'payment', CHECKOUT_ATTEMPT)}, ${JSON.stringify(instructionsOf(charge))}::jsonb, ${charge.expiresAt?.toISOString() ?? null}::timestamptz
      WHERE ${when}
      ON CONFLICT DO NOTHING
      RETURNING id
    ),
    checkout_payment_history AS (
      INSERT INTO payment_status_history (payment_id, from_status, to_status, status_detail, source)
      SELECT id, NULL, ${charge.status}, ${charge.statusDetail}, 'checkout' FROM checkout_payment
    )`;
}
