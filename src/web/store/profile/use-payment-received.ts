import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderQuery, ordersQuery } from './profile-api';

/** How often an open Pix or boleto dialog asks whether its order was paid: a Pix arrives in seconds. */
export const PAYMENT_POLL_MS = 3000;

/**
 * Whether a Pix or boleto order's payment has arrived, asked of the server every few seconds while
 * `watching` (its dialog is open) and the order still waits; nothing in the browser decides it
 * (requirements §4: only the provider's word, or staff's 'Marcar como pago'). Once paid, the orders
 * list is refreshed too.
 */
export function usePaymentReceived(orderId: string, watching: boolean): boolean {
  const qc = useQueryClient();
  const order = useQuery({
    ...orderQuery(orderId),
    enabled: watching,
    refetchInterval: (q) => {
      const o = q.state.data?.order;
      return o && (o.paymentStatus !== 'pending' || o.status === 'cancelled') ? false : PAYMENT_POLL_MS;
    },
  });
  const paid = order.data?.order.paymentStatus === 'paid';
  useEffect(() => {
    if (paid) void qc.invalidateQueries({ queryKey: ordersQuery.queryKey, exact: true });
  }, [paid, qc]);
  return paid;
}
