import { eq } from 'drizzle-orm';
import type { BoletoInfo, PaymentInfo, PixInfo } from '../../../domain/api/orders';
import { addBusinessDays } from '../../../domain/dates';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { formatBoletoLine } from '../payments/boleto-line';
import { pixQrUrl } from '../payments/pix-qr';

export type { BoletoInfo, PaymentInfo, PixInfo };

type PaymentFields = { id: string; pixPayload: string | null; boletoLine: string | null; createdAt: Date; paymentStatus: string };

/** What the checkout shows right after a Pix or boleto order: the code to pay with. */
export function paymentInfoOf(order: PaymentFields): PaymentInfo {
  if (order.paymentStatus !== 'pending') return {};
  if (order.pixPayload) return { pix: { payload: order.pixPayload, qrUrl: pixQrUrl(order.id) } };
  if (order.boletoLine) {
    return {
      boleto: {
        line: order.boletoLine,
        formattedLine: formatBoletoLine(order.boletoLine),
        dueDate: addBusinessDays(order.createdAt, 3).toISOString(),
        pdfUrl: `/api/store/orders/${order.id}/boleto`,
        test: true,
      },
    };
  }
  return {};
}

export async function orderPaymentInfo(db: DbOrTx, orderId: string): Promise<PaymentInfo> {
  const [row] = await db
    .select({ id: orders.id, pixPayload: orders.pixPayload, boletoLine: orders.boletoLine, createdAt: orders.createdAt, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ? paymentInfoOf(row) : {};
}
