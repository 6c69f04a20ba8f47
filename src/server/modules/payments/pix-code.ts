import { normalizeSearchText } from '../../../domain/search';
import type { ShopSettings } from '../../db/settings-store';

// EMV fields are ASCII, upper-case by custom, with fixed maxima (name 25, city 15, txid 25).
const emvText = (text: string, max: number) =>
  normalizeSearchText(text)
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, '')
    .slice(0, max)
    .trim();

let pixUtils: Promise<typeof import('pix-utils')> | undefined;

/** The Pix transaction id of an order: its id without dashes, the last 25 characters. */
export function pixTxid(orderId: string): string {
  return orderId.replace(/-/g, '').slice(-25);
}

/**
 * A static Pix BR Code ("copia e cola") for one order, payable to the shop's key, with the amount
 * and the order's txid so staff can match the credit to the order. pix-utils (and the QR and HTTP
 * libraries it brings, ~29 MB) loads with the first Pix, not with the server (decision 081).
 */
export async function buildPixPayload(shop: ShopSettings, order: { id: string; shortId: string; totalCents: number }): Promise<string> {
  // Kept: an import() of a loaded package still costs ~27 µs through tsx's hooks, once per order.
  pixUtils ??= import('pix-utils');
  const { createStaticPix, hasError } = await pixUtils;
  const pix = createStaticPix({
    merchantName: emvText(shop.pixMerchantName || shop.storeName, 25) || 'LUZ DA FE',
    merchantCity: emvText(shop.pixMerchantCity, 15) || 'SAO PAULO',
    pixKey: shop.pixKey.trim(),
    infoAdicional: `Pedido ${order.shortId}`,
    transactionAmount: order.totalCents / 100,
    txid: pixTxid(order.id),
  });
  if (hasError(pix)) throw new Error(`Pix: ${pix.message}`);
  return pix.toBRCode();
}
