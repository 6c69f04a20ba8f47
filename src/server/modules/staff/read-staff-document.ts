import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { attachmentResponse } from './attachment-response';
import { DOCUMENT_NOT_FOUND_MESSAGE, findStaffDocument } from './find-staff-document';

export async function readStaffDocument(ctx: AppContext, staffId: string, docId: number): Promise<Response> {
  const doc = await findStaffDocument(ctx.database.db, staffId, docId);
  const data = await ctx.storage.get(doc.storageKey);
  if (!data) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return attachmentResponse(data, doc.fileName, doc.mimeType);
}
