import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { pixQrSvg, pixQrUrl } from '../payments';
import { getOwnOrderRow } from './get-own-order';

async function pendingPixPayload(db: DbOrTx, userId: string, orderId: string): Promise<string> {
  const order = await getOwnOrderRow(db, userId, orderId);
  if (order.paymentMethod !== 'pix' || !order.pixPayload) throw notFound('Este pedido não foi pago com Pix.');
  if (order.paymentStatus !== 'pending' || order.status === 'cancelled') {
    throw notFound('Este pedido não tem pagamento Pix pendente.');
  }
  return order.pixPayload;
}

/** The copia-e-cola code and where its QR image is, while the customer's Pix order awaits payment. */
export async function getOrderPix(db: DbOrTx, userId: string, orderId: string): Promise<{ payload: string; qrUrl: string }> {
  return { payload: await pendingPixPayload(db, userId, orderId), qrUrl: pixQrUrl(orderId) };
}

/** The QR image of that code, as SVG. */
export async function getOrderPixQr(db: DbOrTx, userId: string, orderId: string): Promise<string> {
  return pixQrSvg(await pendingPixPayload(db, userId, orderId));
}
