import { eq } from 'drizzle-orm';
import { addBusinessDays } from '../../../domain/dates';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { formatBoletoLine } from '../payments/boleto-line';
import { pixQrDataUrl } from '../payments/pix-qr';

export type PixInfo = { payload: string; qrDataUrl: string };
export type BoletoInfo = { line: string; formattedLine: string; dueDate: string; pdfUrl: string; test: true };

/** What the checkout shows right after a Pix or boleto order: the code to pay with. */
export async function orderPaymentInfo(db: DbOrTx, orderId: string): Promise<{ pix?: PixInfo; boleto?: BoletoInfo }> {
  const [row] = await db
    .select({ pixPayload: orders.pixPayload, boletoLine: orders.boletoLine, createdAt: orders.createdAt, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (row?.paymentStatus !== 'pending') return {};
  if (row.pixPayload) return { pix: { payload: row.pixPayload, qrDataUrl: await pixQrDataUrl(row.pixPayload) } };
  if (row.boletoLine) {
    return {
      boleto: {
        line: row.boletoLine,
        formattedLine: formatBoletoLine(row.boletoLine),
        dueDate: addBusinessDays(row.createdAt, 3).toISOString(),
        pdfUrl: `/api/store/orders/${orderId}/boleto`,
        test: true,
      },
    };
  }
  return {};
}
