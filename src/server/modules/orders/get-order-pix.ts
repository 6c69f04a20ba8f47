import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { pixQrDataUrl } from '../payments/pix-qr';
import { getOwnOrderRow } from './get-own-order';

/** The copia-e-cola code and its QR image again, while the customer's Pix order awaits payment. */
export async function getOrderPix(db: DbOrTx, userId: string, orderId: string): Promise<{ payload: string; qrDataUrl: string }> {
  const order = await getOwnOrderRow(db, userId, orderId);
  if (order.paymentMethod !== 'pix' || !order.pixPayload) throw notFound('Este pedido não foi pago com Pix.');
  if (order.paymentStatus !== 'pending' || order.status === 'cancelled') {
    throw notFound('Este pedido não tem pagamento Pix pendente.');
  }
  return { payload: order.pixPayload, qrDataUrl: await pixQrDataUrl(order.pixPayload) };
}
