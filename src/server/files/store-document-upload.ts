import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { sniffDocumentType } from './sniff-document-type';

/** The size limit of one kind of uploaded document and what a refused file is told. */
export type DocumentUploadRules = { folder: string; maxBytes: number; tooLargeMessage: string; wrongTypeMessage: string };

/**
 * An uploaded document (staff papers, invoice photos) checked by its size, then by what its bytes
 * say it is (PDF or image), and stored under a server-made key in `rules.folder`.
 */
export async function storeDocumentUpload(ctx: AppContext, file: File, rules: DocumentUploadRules) {
  if (file.size > rules.maxBytes) throw new AppError('FILE_TOO_LARGE', rules.tooLargeMessage);
  const data = Buffer.from(await file.arrayBuffer());
  const mimeType = sniffDocumentType(data);
  if (!mimeType) throw new AppError('FILE_TYPE', rules.wrongTypeMessage);
  const storageKey = `${rules.folder}/${crypto.randomUUID()}`;
  await ctx.storage.put(storageKey, data);
  return { storageKey, mimeType, sizeBytes: data.length };
}

/** Runs `write`, the transaction that points a row at the stored file; if it fails, the file goes too. */
export async function removeFileIfFails<T>(ctx: AppContext, storageKey: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
}
