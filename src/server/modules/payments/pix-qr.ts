/**
 * The QR image of a BR Code as SVG, drawn on the server so the page needs no QR code library.
 * It is served as its own cacheable image (GET /api/store/orders/{id}/pix/qr.svg) rather than
 * inlined in the checkout answer: drawing it costs more CPU than the rest of the order's work, and
 * a rush of buyers should not queue behind it (docs/decisions/010).
 */
export async function pixQrSvg(payload: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export const pixQrUrl = (orderId: string) => `/api/store/orders/${orderId}/pix/qr.svg`;
