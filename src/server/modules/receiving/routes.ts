import { Hono } from 'hono';
import { z } from 'zod';
import { serialIdParam } from '../../../domain/schemas/fields';
import { RECEIVING_CHECK_NOT_FOUND_MESSAGE, receivingCheckCreateSchema, receivingCheckListQuerySchema } from '../../../domain/schemas/receiving';
import type { AppEnv } from '../../context';
import { readShopSettings } from '../../db/settings-store';
import { archiveGeneratedFile, fileResponse } from '../../files/archive-generated-file';
import { clientAddress } from '../../http/client-address';
import { isUniqueViolation } from '../../http/db-errors';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { createReceivingCheck, invoiceAlreadyReceived, planCheck } from './create-receiving-check';
import { invoiceLabel } from './invoice-heading';
import { getReceivingCheck, listReceivingChecks } from './list-receiving-checks';
import { renderReceivingCheckPdf } from './render-receiving-check-pdf';
import { verifySupervisor } from './verify-supervisor';

const idParam = z.object({ id: serialIdParam(RECEIVING_CHECK_NOT_FOUND_MESSAGE) });

/** Conferência and Histórico de Conferências (requirements §2, §5): post a check, its history, detail and PDF. */
export const receivingChecksRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('backoffice.view'), validate('query', receivingCheckListQuerySchema), async (c) =>
    c.json(await listReceivingChecks(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .post('/', requirePermission('stock.post'), validate('json', receivingCheckCreateSchema), async (c) => {
    const { ctx } = c.var;
    const input = c.req.valid('json');
    const user = currentUser(c);
    // Planned once, on the server's expected quantities; the supervisor is verified before the
    // transaction, so a refusal writes nothing but its throttle count.
    const plan = await planCheck(ctx.database.db, input);
    const supervisor = plan.needsApproval ? await verifySupervisor(ctx, user, input.supervisorEmail, input.supervisorPassword, clientAddress(c)) : null;
    try {
      const { check, created } = await ctx.database.db.transaction((tx) => createReceivingCheck(tx, user, input, { plan, supervisor }));
      return c.json({ check: await getReceivingCheck(ctx.database.db, check.id), created }, created ? 201 : 200);
    } catch (err) {
      // Two clerks posting the same invoice at once: the unique index decides.
      if (isUniqueViolation(err)) throw invoiceAlreadyReceived();
      throw err;
    }
  })
  .get('/:id', requirePermission('backoffice.view'), validate('param', idParam), async (c) =>
    c.json({ check: await getReceivingCheck(c.var.ctx.database.db, c.req.valid('param').id) }),
  )
  .get('/:id/conferencia.pdf', requirePermission('backoffice.view'), validate('param', idParam), async (c) => {
    const { ctx } = c.var;
    const check = await getReceivingCheck(ctx.database.db, c.req.valid('param').id);
    const pdf = await renderReceivingCheckPdf(check, await readShopSettings(ctx.database.db));
    const fileName = `conferencia-nf-${invoiceLabel(check).replace(/[^\w-]+/g, '-')}.pdf`;
    // Kept under the staff member's 'Relatórios Gerados', as every document they print.
    await archiveGeneratedFile(ctx, currentUser(c), {
      title: `Conferência NF ${invoiceLabel(check)}`,
      kind: 'receiving_check',
      fileName,
      mimeType: 'application/pdf',
      body: pdf,
    });
    return fileResponse(pdf, fileName, 'application/pdf');
  });
