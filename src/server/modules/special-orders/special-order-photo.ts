import { eq } from 'drizzle-orm';
import { MAX_SPECIAL_ORDER_PHOTO_BYTES, SPECIAL_ORDER_PHOTO_TOO_LARGE_MESSAGE, SPECIAL_ORDER_PHOTO_TYPE_MESSAGE } from '../../../domain/schemas/special-orders';
import type { AppContext } from '../../context';
import { specialOrders } from '../../db/schema';
import { sniffDocumentType } from '../../files/sniff-document-type';
import { AppError, notFound } from '../../http/errors';

/**
 * The photo of a product the customer wants and the shop lacks: an image recognised by its bytes
 * (JPEG, PNG or WebP — never by its name or declared type), stored under a server-made key before
 * the order is written; the caller removes it if the order is not.
 */
export async function storeSpecialOrderPhoto(ctx: AppContext, file: File): Promise<string> {
  if (file.size > MAX_SPECIAL_ORDER_PHOTO_BYTES) throw new AppError('FILE_TOO_LARGE', SPECIAL_ORDER_PHOTO_TOO_LARGE_MESSAGE);
  const data = Buffer.from(await file.arrayBuffer());
  const mime = sniffDocumentType(data);
  if (!mime?.startsWith('image/')) throw new AppError('NOT_AN_IMAGE', SPECIAL_ORDER_PHOTO_TYPE_MESSAGE);
  const key = `special-orders/${crypto.randomUUID()}`;
  await ctx.storage.put(key, data);
  return key;
}

/** The photo, for staff, with the type its bytes say and nothing that could run. */
export async function readSpecialOrderPhoto(ctx: AppContext, id: number): Promise<Response> {
  const [row] = await ctx.database.db.select({ key: specialOrders.newProductImageKey }).from(specialOrders).where(eq(specialOrders.id, id));
  const data = row?.key ? await ctx.storage.get(row.key) : null;
  if (!data) throw notFound('Esta encomenda não tem foto.');
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': sniffDocumentType(data) ?? 'application/octet-stream',
      'content-length': String(data.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
