import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { serialIdParam } from '../../../domain/schemas/fields';
import { registrySearchSchema } from '../../../domain/schemas/registries';
import {
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  staffCreateSchema,
  staffDocumentFieldsSchema,
  staffUpdateSchema,
} from '../../../domain/schemas/staff';
import type { AppEnv } from '../../context';
import { errorAnswer, notFound } from '../../http/errors';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { staffAccess } from '../permissions';
import { addStaffDocument } from './add-staff-document';
import { createStaff } from './create-staff';
import { deleteStaff } from './delete-staff';
import { deleteStaffDocument } from './delete-staff-document';
import { DOCUMENT_NOT_FOUND_MESSAGE } from './find-staff-document';
import { getStaff } from './get-staff';
import { getStaffDetail } from './get-staff-detail';
import { listStaff } from './list-staff';
import { readStaffDocument } from './read-staff-document';
import { sendStaffPasswordReset } from './send-staff-password-reset';
import { assertMayHandleDocuments, assertMayReadRecord, mayHandleDocuments } from './staff-access';
import { listStaffReports } from './staff-reports';
import { updateStaff } from './update-staff';

const staffParam = z.object({ id: z.string().trim().min(1).max(100) });
const docId = serialIdParam('Documento inválido.');
const documentParam = staffParam.extend({ docId });

const documentForm = staffDocumentFieldsSchema.extend({
  file: z.custom<File>((value) => value instanceof Blob && 'name' in value, { error: DOCUMENT_FILE_REQUIRED_MESSAGE }),
});

// Room for the multipart envelope and the text fields around a file of the maximum size.
const uploadLimit = bodyLimit({
  maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
  onError: (c) => errorAnswer(c, 'FILE_TOO_LARGE', DOCUMENT_TOO_LARGE_MESSAGE),
});

/** An unknown member is 404 for everyone; someone else's record needs 'staff.manage'. */
async function assertReadable(c: Context<AppEnv>, id: string) {
  await getStaff(c.var.ctx.database.db, id);
  assertMayReadRecord(currentUser(c), await staffAccess(c), id);
}

export const staffRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', registrySearchSchema), async (c) => {
    const access = await staffAccess(c);
    // Without 'staff.manage' the list is one's own record: colleagues' contacts are personal data.
    const staff = await listStaff(c.var.ctx.database.db, c.req.valid('query').search, access.permissions.has('staff.manage') ? null : currentUser(c).id);
    return c.json({ staff });
  })
  .post('/', requirePermission('staff.manage'), validate('json', staffCreateSchema), async (c) => {
    const staff = await createStaff(c.var.ctx, currentUser(c), await staffAccess(c), c.req.valid('json'));
    return c.json({ staff }, 201);
  })
  .get('/:id', requirePermission('backoffice.view'), validate('param', staffParam), async (c) => {
    const { id } = c.req.valid('param');
    await assertReadable(c, id);
    return c.json(await getStaffDetail(c.var.ctx.database.db, id, currentUser(c)));
  })
  .put('/:id', requirePermission('backoffice.view'), validate('param', staffParam), validate('json', staffUpdateSchema), async (c) => {
    // `emailChange.pending`: the new e-mail waits for the current address's approval and its own confirmation.
    return c.json(await updateStaff(c.var.ctx, currentUser(c), await staffAccess(c), c.req.valid('param').id, c.req.valid('json')));
  })
  .post('/:id/password-reset', requirePermission('staff.manage'), validate('param', staffParam), async (c) => {
    await sendStaffPasswordReset(c.var.ctx, currentUser(c), c.req.valid('param').id);
    return c.json({ ok: true });
  })
  .delete('/:id', requirePermission('users.manage'), validate('param', staffParam), async (c) => {
    await deleteStaff(c.var.ctx, currentUser(c), c.req.valid('param').id);
    return c.json({ ok: true });
  })
  .get('/:id/reports', requirePermission('backoffice.view'), validate('param', staffParam), async (c) => {
    const { id } = c.req.valid('param');
    await assertReadable(c, id);
    return c.json({ reports: await listStaffReports(c.var.ctx.database.db, id) });
  })
  .post('/:id/documents', requirePermission('backoffice.view'), uploadLimit, validate('param', staffParam), validate('form', documentForm), async (c) => {
    const { file, ...fields } = c.req.valid('form');
    assertMayHandleDocuments(currentUser(c), c.req.valid('param').id);
    const document = await addStaffDocument(c.var.ctx, currentUser(c), c.req.valid('param').id, fields, file);
    return c.json({ document }, 201);
  })
  .get('/:id/documents/:docId/download', requirePermission('backoffice.view'), validate('param', documentParam), async (c) => {
    const { id, docId } = c.req.valid('param');
    // Someone else's document is answered as missing, like another customer's order.
    if (!mayHandleDocuments(currentUser(c), id)) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    return readStaffDocument(c.var.ctx, id, docId);
  })
  .delete('/:id/documents/:docId', requirePermission('backoffice.view'), validate('param', documentParam), async (c) => {
    const { id, docId } = c.req.valid('param');
    if (!mayHandleDocuments(currentUser(c), id)) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    await deleteStaffDocument(c.var.ctx, currentUser(c), id, docId);
    return c.json({ ok: true });
  });
