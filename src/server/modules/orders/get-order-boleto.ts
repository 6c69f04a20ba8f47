import { addBusinessDays } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { readShopSettings } from '../../db/settings-store';
import { AppError, notFound } from '../../http/errors';
import { renderBoletoPdf } from '../payments';
import { getOwnOrderRow } from './get-own-order';

/** The (sandbox) bank slip of a customer's boleto order as a PDF. */
export async function getOrderBoletoPdf(db: Db, userId: string, orderId: string): Promise<{ pdf: Buffer; filename: string }> {
  const order = await getOwnOrderRow(db, userId, orderId);
  if (order.paymentMethod !== 'boleto' || !order.boletoLine) throw notFound('Este pedido não foi pago com boleto.');
  // A slip of a cancelled order could still be paid at a bank: it is not handed out any more.
  if (order.status === 'cancelled') throw new AppError('ORDER_CANCELLED', 'Este pedido foi cancelado: o boleto não vale mais.');
  const shop = await readShopSettings(db);
  const a = order.shippingAddress;
  const pdf = await renderBoletoPdf({
    orderId: order.id,
    line: order.boletoLine,
    amountCents: order.totalCents,
    // The due date is derived the same way checkout derived it: 3 business days after the order.
    dueDate: addBusinessDays(order.createdAt, 3),
    issuedAt: order.createdAt,
    payerName: order.customerName,
    payerAddress: `${a.street}, ${a.number}${a.complement ? ` ${a.complement}` : ''} — ${a.neighborhood}, ${a.city}/${a.state} — CEP ${a.cep}`,
    beneficiary: shop.storeName,
  });
  return { pdf, filename: `boleto-teste-${order.id.slice(-6)}.pdf` };
}
