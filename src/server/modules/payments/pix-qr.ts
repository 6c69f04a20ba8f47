import QRCode from 'qrcode';

/** The QR image of a BR Code as a data URL, rendered on the server so the page needs no QR code. */
export function pixQrDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
