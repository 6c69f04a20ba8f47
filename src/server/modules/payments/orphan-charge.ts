import type { ProviderPayment, RemotePayments } from './payment-provider';

/**
 * A charge the provider holds for an order that no longer exists (an order withdrawn at checkout,
 * or one rolled back before issue 33 committed orders ahead of their charge) is nobody's: an
 * approved one is refunded, an open one cancelled, under keys derived from the order like every
 * other write. Orders are committed before they are charged, so a missing order is gone, not late.
 */
export async function giveBackOrphanCharge(remote: RemotePayments, p: ProviderPayment, orderId: string): Promise<'refunded' | 'cancelled' | null> {
  if (p.status === 'approved' && p.refundedCents < p.amountCents) {
    await remote.refund({ paymentId: p.id, orderId, attempt: 1 });
    console.warn(JSON.stringify({ level: 'warn', msg: 'cobrança de pedido inexistente estornada', orderId, paymentId: p.id }));
    return 'refunded';
  }
  if (p.status === 'pending' || p.status === 'in_process' || p.status === 'authorized') {
    await remote.cancel({ paymentId: p.id, orderId, attempt: 1 });
    console.warn(JSON.stringify({ level: 'warn', msg: 'cobrança de pedido inexistente cancelada', orderId, paymentId: p.id }));
    return 'cancelled';
  }
  return null;
}
