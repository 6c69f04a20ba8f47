import {
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_NOT_ALLOWED_MESSAGE,
  MAX_DOCUMENT_BYTES,
  type StaffDocumentFieldsInput,
} from '../../../domain/schemas/staff';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import { staffDocuments } from '../../db/schema';
import { safeFileName } from '../../files/sniff-document-type';
import { removeFileIfFails, storeDocumentUpload } from '../../files/store-document-upload';
import { ensureStaffRow } from './ensure-staff-row';
import { getStaff } from './get-staff';
import { assertMayManage } from './staff-access';
import { toStaffDocument } from './staff-documents';

/**
 * Stores a document under a server-made key (the client's name is kept only as the download
 * name) after checking its size and what its bytes say it is.
 */
export async function addStaffDocument(ctx: AppContext, actor: SessionUser, staffId: string, fields: StaffDocumentFieldsInput, file: File) {
  const { db } = ctx.database;
  const member = await getStaff(db, staffId);
  assertMayManage(actor, member);
  const { storageKey, mimeType, sizeBytes } = await storeDocumentUpload(ctx, file, {
    folder: 'staff-documents',
    maxBytes: MAX_DOCUMENT_BYTES,
    tooLargeMessage: DOCUMENT_TOO_LARGE_MESSAGE,
    wrongTypeMessage: DOCUMENT_TYPE_NOT_ALLOWED_MESSAGE,
  });
  return removeFileIfFails(ctx, storageKey, () =>
    db.transaction(async (tx) => {
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
          sizeBytes,
          uploadedById: actor.id,
        })
        .returning();
      const view = toStaffDocument(staffId, doc!);
      await recordAudit(tx, actor, { action: 'create', entity: 'staff_document', entityId: doc!.id, after: { staffId, ...view } });
      return view;
    }),
  );
}
