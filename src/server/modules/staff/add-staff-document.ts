import {
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_NOT_ALLOWED_MESSAGE,
  MAX_DOCUMENT_BYTES,
  type StaffDocumentFieldsInput,
} from '../../../domain/schemas/staff';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { staffDocuments } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { ensureStaffRow } from './ensure-staff-row';
import { getStaff } from './get-staff';
import { safeFileName, sniffDocumentType } from './sniff-document-type';
import { assertMayManage } from './staff-access';
import { toStaffDocument } from './staff-documents';

/**
 * Stores a document under a server-made key (the client's name is kept only as the download
 * name) after checking its size and what its bytes say it is.
 */
export async function addStaffDocument(
  ctx: AppContext,
  actor: SessionUser,
  staffId: string,
  fields: StaffDocumentFieldsInput,
  file: File,
) {
  const { db } = ctx.database;
  const member = await getStaff(db, staffId);
  assertMayManage(actor, member);
  if (file.size > MAX_DOCUMENT_BYTES) throw badRequest(DOCUMENT_TOO_LARGE_MESSAGE, 'FILE_TOO_LARGE');
  const data = Buffer.from(await file.arrayBuffer());
  const mimeType = sniffDocumentType(data);
  if (!mimeType) throw badRequest(DOCUMENT_TYPE_NOT_ALLOWED_MESSAGE, 'FILE_TYPE');
  const storageKey = `staff-documents/${crypto.randomUUID()}`;
  await ctx.storage.put(storageKey, data);
  try {
    return await db.transaction(async (tx) => {
      const staffRow = await ensureStaffRow(tx, member);
      const [doc] = await tx
        .insert(staffDocuments)
        .values({
          staffId: staffRow.id,
          type: fields.type,
          date: fields.date,
          description: fields.description,
          storageKey,
          fileName: safeFileName(file.name, mimeType),
          mimeType,
          sizeBytes: data.length,
          uploadedById: actor.id,
        })
        .returning();
      const view = toStaffDocument(staffId, doc!);
      await recordAudit(tx, actor, { action: 'create', entity: 'staff_document', entityId: doc!.id, after: { staffId, ...view } });
      return view;
    });
  } catch (err) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
}
