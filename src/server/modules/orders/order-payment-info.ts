import { desc, eq } from 'drizzle-orm';
import type { BoletoInfo, PaymentInfo, PixInfo } from '../../../domain/api/orders';
import { addBusinessDays } from '../../../domain/dates';
import type { DbOrTx } from '../../db/client';
import { orders, type PaymentInstructions, payments } from '../../db/schema';
import { formatBoletoLine, pixQrUrl } from '../payments';

export type { BoletoInfo, PaymentInfo, PixInfo };

type PaymentFields = { id: string; pixPayload: string | null; boletoLine: string | null; createdAt: Date; paymentStatus: string };
/** A provider's charge (Mercado Pago): its own QR picture, boleto PDF and due date are shown. */
type ProviderCharge = { instructions: PaymentInstructions; expiresAt: Date | null } | null;

/** What the checkout shows right after a Pix or boleto order: the code to pay with. */
export function paymentInfoOf(order: PaymentFields, charge: ProviderCharge = null): PaymentInfo {
  if (order.paymentStatus !== 'pending') return {};
  const { pix, boleto } = charge?.instructions ?? {};
  // The sandbox sends no picture of its own (decision 060): the shop draws the QR of its code.
  if (pix) return { pix: { payload: pix.qrCode, qrUrl: pix.qrCodeBase64 ? `data:image/png;base64,${pix.qrCodeBase64}` : pixQrUrl(order.id) } };
  if (boleto) {
    return {
      boleto: {
        line: boleto.digitableLine,
        formattedLine: formatBoletoLine(boleto.digitableLine),
        dueDate: (charge?.expiresAt ?? addBusinessDays(order.createdAt, 3)).toISOString(),
        // The sandbox's boleto has no bank PDF: the shop's marked test one.
        pdfUrl: boleto.pdfUrl ?? `/api/store/orders/${order.id}/boleto`,
        test: !boleto.pdfUrl,
      },
    };
  }
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
    .select({
      id: orders.id,
      pixPayload: orders.pixPayload,
      boletoLine: orders.boletoLine,
      createdAt: orders.createdAt,
      paymentStatus: orders.paymentStatus,
      instructions: payments.instructions,
      expiresAt: payments.expiresAt,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ? paymentInfoOf(row, row.instructions ? { instructions: row.instructions, expiresAt: row.expiresAt } : null) : {};
}
