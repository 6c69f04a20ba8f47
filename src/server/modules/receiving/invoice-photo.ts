import { eq } from 'drizzle-orm';
import { contentDisposition } from '../../../domain/content-disposition';
import {
  INVOICE_NO_PHOTO_MESSAGE,
  INVOICE_PHOTO_TOO_LARGE_MESSAGE,
  INVOICE_PHOTO_TYPE_MESSAGE,
  MAX_INVOICE_PHOTO_BYTES,
} from '../../../domain/schemas/receiving';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { supplierInvoices } from '../../db/schema';
import { safeFileName } from '../../files/sniff-document-type';
import { removeFileIfFails, storeDocumentUpload } from '../../files/store-document-upload';
import { notFound } from '../../http/errors';
import { findSupplierInvoiceRow } from './list-supplier-invoices';

/**
 * The photo of the paper invoice (a phone's camera or a scan): an image or a PDF recognised by its
 * bytes, never by its name or header, stored under a server-made key. A new photo replaces the
 * old one (the audit keeps both keys); the old file is removed after the row points to the new.
 */
export async function saveInvoicePhoto(ctx: AppContext, user: SessionUser, invoiceId: number, file: File) {
  const { db } = ctx.database;
  const row = await findSupplierInvoiceRow(db, invoiceId);
  const { storageKey, mimeType } = await storeDocumentUpload(ctx, file, {
    folder: 'invoice-photos',
    maxBytes: MAX_INVOICE_PHOTO_BYTES,
    tooLargeMessage: INVOICE_PHOTO_TOO_LARGE_MESSAGE,
    wrongTypeMessage: INVOICE_PHOTO_TYPE_MESSAGE,
  });
  const fileName = safeFileName(file.name || `nf-${row.heading.number}`, mimeType);
  await removeFileIfFails(ctx, storageKey, () =>
    db.transaction(async (tx) => {
      await tx
        .update(supplierInvoices)
        .set({ photoStorageKey: storageKey, photoMimeType: mimeType, photoFileName: fileName, updatedAt: new Date() })
        .where(eq(supplierInvoices.id, invoiceId));
      await recordAudit(tx, user, {
        action: 'update',
        entity: 'supplier_invoice',
        entityId: invoiceId,
        before: { photoStorageKey: row.photoStorageKey },
        after: { photoStorageKey: storageKey, photoMimeType: mimeType, photoFileName: fileName },
      });
    }),
  );
  if (row.photoStorageKey) await ctx.storage.delete(row.photoStorageKey).catch(() => undefined);
  return { fileName, mimeType };
}

/** 'Baixar foto': opened in a new tab (inline), with its real type and nosniff. */
export async function readInvoicePhoto(ctx: AppContext, invoiceId: number): Promise<Response> {
  const [row] = await ctx.database.db
    .select({ key: supplierInvoices.photoStorageKey, mime: supplierInvoices.photoMimeType, name: supplierInvoices.photoFileName })
    .from(supplierInvoices)
    .where(eq(supplierInvoices.id, invoiceId));
  if (!row) throw notFound();
  const data = row.key ? await ctx.storage.get(row.key) : null;
  if (!row.key || !data || !row.mime) throw notFound(INVOICE_NO_PHOTO_MESSAGE);
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': row.mime,
      'content-length': String(data.length),
      'content-disposition': contentDisposition(row.name ?? 'foto', 'inline'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // A PDF or image opened in a tab runs nothing of ours.
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
