import { sql } from 'drizzle-orm';
import { FISCAL_INVOICE_WORKFLOW, fiscalInvoiceStatusLabel } from '../../../domain/fiscal/invoice-status';
import { cancelWindowClosedMessage, cancelWindowOpen, FISCAL_INVOICE_NOT_FOUND_MESSAGE, TRANSFER_INVOICE_CANCEL_MESSAGE } from '../../../domain/fiscal/rules';
import type { CancelInvoiceInput } from '../../../domain/schemas/fiscal';
import { moveNotAllowedMessage, STALE_DOCUMENT_MESSAGE } from '../../../domain/workflow/define-workflow';
import type { AppContext, SessionUser } from '../../context';
import { fiscalInvoices } from '../../db/schema';
import { AppError } from '../../http/errors';
import { moveDocument } from '../../workflow/move-document';
import type { StoreScope } from '../permissions';
import { FiscalProviderError } from './fiscal-provider';
import { finishAuthorizedInvoice } from './invoice-files';
import { readInvoiceInScope } from './invoice-scope';
import { invoiceMessage } from './issue-invoice';
import { providerAccountOf, readIssuerRow } from './issuer-settings';

type Ctx = Pick<AppContext, 'database' | 'fiscal' | 'storage' | 'config'>;

/**
 * 'Cancelar nota': only an authorised invoice, within 24 h of its authorisation, with a
 * justification. SEFAZ decides (the provider answers at once); a refusal leaves the invoice
 * authorised with SEFAZ's reason among its messages and answers 409 naming it.
 */
export async function cancelInvoice(
  ctx: Ctx,
  user: SessionUser,
  scope: StoreScope,
  invoiceId: number,
  input: CancelInvoiceInput,
  now: Date = new Date(),
): Promise<void> {
  const { db } = ctx.database;
  const inv = await readInvoiceInScope(db, invoiceId, scope);
  if (inv.version !== input.version) throw new AppError('STALE_DOCUMENT', STALE_DOCUMENT_MESSAGE);
  if (inv.transferId !== null) throw new AppError('MOVE_NOT_ALLOWED', TRANSFER_INVOICE_CANCEL_MESSAGE);
  if (inv.status !== 'authorized') {
    throw new AppError('MOVE_NOT_ALLOWED', moveNotAllowedMessage(fiscalInvoiceStatusLabel(inv.status), fiscalInvoiceStatusLabel('cancelled')));
  }
  if (!cancelWindowOpen(inv.authorizedAt, now)) throw new AppError('INVOICE_CANCEL_WINDOW', cancelWindowClosedMessage(inv.authorizedAt!));
  let result: Awaited<ReturnType<typeof ctx.fiscal.cancel>>;
  try {
    result = await ctx.fiscal.cancel(providerAccountOf(await readIssuerRow(db)), inv.reference, input.justification);
  } catch (err) {
    if (err instanceof FiscalProviderError) throw new AppError('FISCAL_PROVIDER_ERROR', err.message);
    throw err;
  }
  if (!result.ok) {
    const note = invoiceMessage('error', `Cancelamento recusado: ${result.message}`, result.sefazCode);
    await db.execute(sql`UPDATE fiscal_invoices SET messages = messages || ${JSON.stringify([note])}::jsonb, updated_at = now() WHERE id = ${invoiceId}`);
    throw new AppError('FISCAL_CANCEL_REFUSED', `A SEFAZ recusou o cancelamento: ${result.message}`);
  }
  const state = result.state;
  await moveDocument(db, {
    table: fiscalInvoices,
    workflow: FISCAL_INVOICE_WORKFLOW,
    id: invoiceId,
    to: 'cancelled',
    version: input.version,
    user,
    note: input.justification,
    data: { sefazCode: state.sefazCode },
    notFoundMessage: FISCAL_INVOICE_NOT_FOUND_MESSAGE,
    effects: async (_tx, row) => ({
      cancelledAt: now,
      cancelJustification: input.justification,
      sefazCode: state.sefazCode,
      sefazMessage: state.sefazMessage,
      messages: [...row.messages, invoiceMessage('info', state.sefazMessage ?? 'Cancelamento registrado', state.sefazCode)],
      providerFiles: { ...row.providerFiles, ...(state.files?.cancelXml ? { cancelXml: state.files.cancelXml } : {}) },
    }),
  });
  // The cancellation XML is copied now if the provider answers; the poll job copies it otherwise.
  await finishAuthorizedInvoice(ctx, invoiceId).catch(() => undefined);
}
