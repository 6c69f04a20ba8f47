import type { ProviderPayment, RemotePayments } from './payment-provider';

/**
 * The checkout's transaction failed after the provider took the charge (the order's statement
 * failed, the process is being stopped…): the charge is cancelled if still open, refunded if a
 * card was already approved. Best effort — a failure is logged and the provider's notification,
 * which finds no order, is retried and then left failed in Tarefas for a person to look at.
 */
export async function undoCheckoutCharge(remote: RemotePayments, orderId: string, charge: ProviderPayment): Promise<void> {
  try {
    if (charge.status === 'approved') await remote.refund({ paymentId: charge.id, orderId, attempt: 1 });
    else if (charge.status === 'pending' || charge.status === 'in_process') await remote.cancel({ paymentId: charge.id, orderId, attempt: 1 });
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', msg: 'cobrança de pedido desfeito não foi cancelada', orderId, paymentId: charge.id, error: String(err) }));
  }
}
