import { and, eq } from 'drizzle-orm';
import { receivingCheckWorkflow, supplierInvoiceWorkflow } from '../../../domain/document-workflows';
import { type PlanInvoiceLine, planReceivingCheck, planTypedReceivingCheck, type ReceivingPlan } from '../../../domain/receiving-plan';
import {
  buildReceivingReport,
  INVOICE_ALREADY_RECEIVED_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  type ReceivingCheckCreateInput,
  SUPERVISOR_REJECTED_MESSAGE,
} from '../../../domain/schemas/receiving';
import { PRODUCT_NOT_FOUND_MESSAGE, SUPPLIER_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { receivingCheckItems, receivingChecks, supplierInvoiceItems, supplierInvoices, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { moveDocument } from '../../workflow/move-document';
import { productsById } from '../products';
import { assertAwaitingPurchase } from '../requests';
import { createStockEntry, findPreviousPost } from '../stock';
import { invoiceLabel } from './invoice-heading';
import type { Supervisor } from './verify-supervisor';

export type ReceivingCheckRow = typeof receivingChecks.$inferSelect;

export const invoiceAlreadyReceived = () => new AppError('INVOICE_ALREADY_RECEIVED', INVOICE_ALREADY_RECEIVED_MESSAGE);

/** An invoice line as the plan reads it: an imported invoice's carry their id; a typed check's have none yet. */
type CheckInvoiceLine = PlanInvoiceLine & { id?: number };
export type CheckPlan = ReceivingPlan<CheckInvoiceLine>;

/**
 * What the check is counted against, planned (`planReceivingCheck`): an imported invoice's own
 * lines (quantities already in stock units, with their cost per unit), or for a check typed from a
 * paper invoice the typed lines themselves. The route plans once — whether a supervisor is needed is
 * decided here, on the server's expected quantities, never the client's — and posting uses the same
 * plan. An imported invoice's lines never change after import, so the plan read before the posting's
 * transaction is the one it posts (the invoice's status is checked again under its lock).
 */
export async function planCheck(db: DbOrTx, input: ReceivingCheckCreateInput): Promise<CheckPlan> {
  if (!input.invoiceId) return planTypedReceivingCheck(input.lines, input.autoEntry);
  const items = await db
    .select({
      id: supplierInvoiceItems.id,
      productId: supplierInvoiceItems.productId,
      expectedQuantity: supplierInvoiceItems.expectedQuantity,
      unitCostCents: supplierInvoiceItems.unitCostCents,
    })
    .from(supplierInvoiceItems)
    .where(eq(supplierInvoiceItems.invoiceId, input.invoiceId))
    .orderBy(supplierInvoiceItems.lineNo);
  return planReceivingCheck(items, input.lines, input.autoEntry);
}

/**
 * Posts a receiving check ('Finalizar') in the caller's transaction, as planned by `planCheck`: the
 * supplier's invoice as received (OK or Divergência), the check's lines, the check with its report
 * text and, with automatic entry, the plan's stock entries linked to the check — all or nothing.
 * The caller has already verified the supervisor when the plan needs one.
 */
export async function createReceivingCheck(
  tx: Tx,
  user: SessionUser,
  input: ReceivingCheckCreateInput,
  { plan, supervisor }: { plan: CheckPlan; supervisor: Supervisor | null },
): Promise<{ check: ReceivingCheckRow; created: boolean }> {
  const existing = await findPreviousPost(tx, receivingChecks, input.idempotencyKey);
  if (existing) return { check: existing, created: false };
  if (plan.needsApproval && !supervisor) throw new AppError('SUPERVISOR_REQUIRED', SUPERVISOR_REJECTED_MESSAGE);

  const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.supplierId));
  if (!supplier) throw new AppError('SUPPLIER_NOT_FOUND', SUPPLIER_NOT_FOUND_MESSAGE);
  if (input.purchaseRequestId) await assertAwaitingPurchase(tx, input.purchaseRequestId);
  const counted = new Set(input.lines.map((l) => l.productId));
  const byId = await productsById(
    tx,
    plan.lines.map((l) => l.productId),
  );
  // What the clerk counted must be a live product; an invoiced line nobody counted may be archived since.
  if ([...counted].some((id) => !byId.get(id) || byId.get(id)!.archivedAt)) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);

  const notes = input.notes ?? '';
  const reportSummary = buildReceivingReport(
    plan.lines.map((l) => ({
      name: byId.get(l.productId)?.name ?? `#${l.productId}`,
      unit: byId.get(l.productId)?.unit,
      expectedQuantity: l.expectedQuantity,
      receivedQuantity: l.receivedQuantity,
    })),
    notes,
  );
  // A typed invoice's lines are written here; an imported one's are the plan's invoice lines.
  const typed = input.invoiceId ? null : await insertTypedInvoice(tx, user, input, plan, (productId) => byId.get(productId)!.name);
  const invoice = await receiveInvoice(tx, user, input, plan, input.invoiceId ?? typed!.id);
  const check = await insertPostedCheck(tx, user, input, supervisor, { invoiceId: invoice.id, discrepancy: plan.divergence, reportSummary, notes });
  await tx.insert(receivingCheckItems).values(
    plan.lines.map((l, i) => ({
      checkId: check.id,
      position: i,
      productId: l.productId,
      invoiceItemId: l.invoiceLine?.id ?? typed?.itemOf.get(l.productId) ?? null,
      expectedQuantity: l.expectedQuantity,
      receivedQuantity: l.receivedQuantity,
    })),
  );
  // In product id order (the plan's), as every stock writer locks: two checks never wait on each other in a circle.
  for (const entry of plan.entries) {
    await createStockEntry(tx, user, {
      productId: entry.productId,
      quantity: entry.quantity,
      // The units enter at what they cost on the invoice, not at the product's old cost; a product
      // not on an imported invoice (or a typed check's) keeps its own.
      unitCostCents: entry.unitCostCents,
      entryDate: input.receptionDate,
      supplierId: invoice.supplierId,
      notes: `Conferência da NF ${invoiceLabel(invoice)}`,
      source: { type: 'receiving_check', id: check.id },
    });
  }
  await recordAudit(tx, user, {
    action: 'create',
    entity: receivingCheckWorkflow.type,
    entityId: check.id,
    after: {
      ...check,
      invoiceId: invoice.id,
      lines: plan.lines.map((l) => ({ productId: l.productId, expectedQuantity: l.expectedQuantity, receivedQuantity: l.receivedQuantity })),
      discrepancies: plan.summary.short + plan.summary.over,
      approvedBy: supervisor ? { id: supervisor.id, name: supervisor.name, jobTitle: supervisor.jobTitle } : null,
    },
  });
  return { check, created: true };
}

/**
 * The invoice moves from awaiting to OK or Divergência (supplierInvoiceWorkflow) in the check's
 * transaction: locked, it must still be awaiting (an invoice is received once), and the count sets
 * its reception date; who and when are the move's history row.
 */
async function receiveInvoice(tx: Tx, user: SessionUser, input: ReceivingCheckCreateInput, plan: CheckPlan, invoiceId: number) {
  const invoice = await moveDocument(tx, {
    table: supplierInvoices,
    workflow: supplierInvoiceWorkflow,
    id: invoiceId,
    to: plan.divergence ? 'divergence' : 'ok',
    user,
    notFoundMessage: INVOICE_NOT_FOUND_MESSAGE,
    onlyIf: (row) => row.status === 'awaiting',
    effects: async () => ({ receptionDate: input.receptionDate }),
  });
  if (!invoice) throw invoiceAlreadyReceived();
  return invoice;
}

/** A check typed from a paper invoice: the invoice is written with it (awaiting, then received at once), its lines the typed ones. */
async function insertTypedInvoice(
  tx: Tx,
  user: SessionUser,
  input: ReceivingCheckCreateInput,
  plan: CheckPlan,
  nameOf: (productId: number) => string,
): Promise<{ id: number; itemOf: Map<number, number> }> {
  const series = input.series ?? '';
  const [same] = await tx
    .select({ id: supplierInvoices.id })
    .from(supplierInvoices)
    .where(and(eq(supplierInvoices.supplierId, input.supplierId), eq(supplierInvoices.series, series), eq(supplierInvoices.number, input.number)));
  if (same) throw invoiceAlreadyReceived();
  const [invoice] = await tx
    .insert(supplierInvoices)
    .values({
      supplierId: input.supplierId,
      number: input.number,
      series,
      emissionDate: input.emissionDate,
      source: 'manual',
      createdById: user.id,
      createdByName: user.name,
    })
    .returning({ id: supplierInvoices.id });
  const items = await tx
    .insert(supplierInvoiceItems)
    .values(
      plan.lines.map((l, i) => ({
        invoiceId: invoice!.id,
        lineNo: i + 1,
        description: nameOf(l.productId),
        quantity: String(l.expectedQuantity),
        productId: l.productId,
        expectedQuantity: l.expectedQuantity,
      })),
    )
    .returning({ id: supplierInvoiceItems.id, productId: supplierInvoiceItems.productId });
  return { id: invoice!.id, itemOf: new Map(items.map((i) => [i.productId!, i.id])) };
}

/** The posted check's row, the same whether it came with its own invoice or against an imported one. */
async function insertPostedCheck(
  tx: Tx,
  user: SessionUser,
  input: ReceivingCheckCreateInput,
  supervisor: Supervisor | null,
  row: { invoiceId: number; discrepancy: boolean; reportSummary: string; notes: string },
): Promise<ReceivingCheckRow> {
  const [check] = await tx
    .insert(receivingChecks)
    .values({
      invoiceId: row.invoiceId,
      receiverName: input.receiverName,
      receiverUserId: input.receiverName === user.name ? user.id : null,
      autoEntry: input.autoEntry,
      hasDiscrepancy: row.discrepancy,
      reportSummary: row.reportSummary,
      notes: row.notes,
      approvedById: supervisor?.id ?? null,
      approvedByName: supervisor?.name ?? null,
      createdById: user.id,
      createdByName: user.name,
      postedAt: new Date(),
      postedById: user.id,
      idempotencyKey: input.idempotencyKey ?? null,
      purchaseRequestId: input.purchaseRequestId ?? null,
    })
    .returning();
  return check!;
}
