import { and, eq, inArray } from 'drizzle-orm';
import { weightedUnitCostCents } from '../../../domain/nfe-import';
import {
  buildReceivingReport,
  hasDiscrepancy,
  INVOICE_ALREADY_RECEIVED_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  lineHasDiscrepancy,
  type ReceivingCheckCreateInput,
  SUPERVISOR_REJECTED_MESSAGE,
} from '../../../domain/schemas/receiving';
import { PRODUCT_NOT_FOUND_MESSAGE, SUPPLIER_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { products, receivingCheckItems, receivingChecks, supplierInvoiceItems, supplierInvoices, suppliers } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { assertAwaitingPurchase } from '../requests/assert-awaiting-purchase';
import { findPreviousPost } from '../stock/idempotency';
import { createStockEntry } from '../stock-entries/create-stock-entry';
import type { Supervisor } from './verify-supervisor';

export type ReceivingCheckRow = typeof receivingChecks.$inferSelect;

export const invoiceAlreadyReceived = () => conflict(INVOICE_ALREADY_RECEIVED_MESSAGE, 'INVOICE_ALREADY_RECEIVED');

/**
 * Posts a receiving check ('Finalizar') in the caller's transaction: the supplier's invoice as
 * received (status OK or Divergência), its lines, the check with its report text and, with
 * automatic entry, one stock entry per counted line linked to the check — all or nothing. The
 * caller has already verified the supervisor when the check needs one (`needsSupervisor`).
 */
export async function createReceivingCheck(
  tx: Tx,
  user: SessionUser,
  input: ReceivingCheckCreateInput,
  supervisor: Supervisor | null,
): Promise<{ check: ReceivingCheckRow; created: boolean }> {
  const existing = await findPreviousPost(tx, receivingChecks, input.idempotencyKey);
  if (existing) return { check: existing, created: false };
  const discrepancy = hasDiscrepancy(input.lines);
  if (!input.invoiceId && needsSupervisor(input) && !supervisor) throw new AppError(403, 'SUPERVISOR_REQUIRED', SUPERVISOR_REJECTED_MESSAGE);

  const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.supplierId));
  if (!supplier) throw new AppError(404, 'SUPPLIER_NOT_FOUND', SUPPLIER_NOT_FOUND_MESSAGE);
  if (input.purchaseRequestId) await assertAwaitingPurchase(tx, input.purchaseRequestId);
  const ids = input.lines.map((l) => l.productId);
  const rows = await tx
    .select({ id: products.id, name: products.name, archivedAt: products.archivedAt })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((p) => [p.id, p]));
  if (ids.some((id) => !byId.get(id) || byId.get(id)!.archivedAt)) throw new AppError(404, 'PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);

  const notes = input.notes ?? '';
  if (input.invoiceId) return postAgainstInvoice(tx, user, input, supervisor, byId, notes);
  const series = input.series ?? '';
  const [same] = await tx
    .select({ id: supplierInvoices.id })
    .from(supplierInvoices)
    .where(and(eq(supplierInvoices.supplierId, input.supplierId), eq(supplierInvoices.series, series), eq(supplierInvoices.number, input.number)));
  if (same) throw invoiceAlreadyReceived();

  const reportSummary = buildReceivingReport(
    input.lines.map((l) => ({ name: byId.get(l.productId)!.name, expectedQuantity: l.expectedQuantity, receivedQuantity: l.receivedQuantity })),
    notes,
  );
  const now = new Date();
  const [invoice] = await tx
    .insert(supplierInvoices)
    .values({
      supplierId: input.supplierId,
      number: input.number,
      series,
      emissionDate: input.emissionDate,
      receptionDate: input.receptionDate,
      status: discrepancy ? 'divergence' : 'ok',
      source: 'manual',
      createdById: user.id,
      createdByName: user.name,
    })
    .returning();
  const invoiceItems = await tx
    .insert(supplierInvoiceItems)
    .values(
      input.lines.map((l, i) => ({
        invoiceId: invoice!.id,
        lineNo: i + 1,
        description: byId.get(l.productId)!.name,
        quantity: String(l.expectedQuantity),
        productId: l.productId,
        expectedQuantity: l.expectedQuantity,
      })),
    )
    .returning({ id: supplierInvoiceItems.id, lineNo: supplierInvoiceItems.lineNo });
  const itemIdByLine = new Map(invoiceItems.map((r) => [r.lineNo, r.id]));
  const check = await insertPostedCheck(tx, user, input, supervisor, { invoiceId: invoice!.id, discrepancy, reportSummary, notes, postedAt: now });
  await postCheckLines(tx, user, input, supervisor, check, input.lines, {
    invoice: { id: invoice!.id, supplierId: input.supplierId, number: input.number, series },
    invoiceItemOf: (_, i) => itemIdByLine.get(i + 1) ?? null,
    audit: { invoice },
  });
  return { check, created: true };
}

/**
 * The check of an imported invoice awaiting it: the invoice is locked and must still be awaiting;
 * its own lines give the expected quantities (a counted product not on it expects 0), and its
 * status and reception date are set by the count.
 */
async function postAgainstInvoice(
  tx: Tx,
  user: SessionUser,
  input: ReceivingCheckCreateInput,
  supervisor: Supervisor | null,
  byId: Map<number, { id: number; name: string }>,
  notes: string,
): Promise<{ check: ReceivingCheckRow; created: boolean }> {
  const [invoice] = await tx.select().from(supplierInvoices).where(eq(supplierInvoices.id, input.invoiceId!)).for('update');
  if (!invoice) throw new AppError(404, 'INVOICE_NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  if (invoice.status !== 'awaiting') throw invoiceAlreadyReceived();
  const items = await tx.select().from(supplierInvoiceItems).where(eq(supplierInvoiceItems.invoiceId, invoice.id)).orderBy(supplierInvoiceItems.lineNo);
  const expectedBy = new Map<number, { quantity: number; itemId: number; costs: { quantity: number; unitCostCents: number }[] }>();
  for (const item of items) {
    if (item.productId == null) continue;
    const prev = expectedBy.get(item.productId);
    const costs = [...(prev?.costs ?? []), ...(item.unitCostCents == null ? [] : [{ quantity: item.expectedQuantity, unitCostCents: item.unitCostCents }])];
    expectedBy.set(item.productId, { quantity: (prev?.quantity ?? 0) + item.expectedQuantity, itemId: prev?.itemId ?? item.id, costs });
  }
  const lines = input.lines.map((l) => ({ ...l, expectedQuantity: expectedBy.get(l.productId)?.quantity ?? 0 }));
  // Invoice lines nobody counted were not received: they enter the check with 0.
  for (const [productId, e] of expectedBy) if (!lines.some((l) => l.productId === productId)) lines.push({ productId, expectedQuantity: e.quantity, receivedQuantity: 0 });
  const missing = lines.filter((l) => !byId.has(l.productId)).map((l) => l.productId);
  if (missing.length) {
    const rows = await tx.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, missing));
    for (const r of rows) byId.set(r.id, r);
  }
  const discrepancy = hasDiscrepancy(lines);
  // The server's expected quantities decide whether a supervisor is needed, not the client's.
  if (input.autoEntry && discrepancy && !supervisor) throw new AppError(403, 'SUPERVISOR_REQUIRED', SUPERVISOR_REJECTED_MESSAGE);
  const reportSummary = buildReceivingReport(
    lines.map((l) => ({ name: byId.get(l.productId)?.name ?? `#${l.productId}`, expectedQuantity: l.expectedQuantity, receivedQuantity: l.receivedQuantity })),
    notes,
  );
  await tx
    .update(supplierInvoices)
    .set({ status: discrepancy ? 'divergence' : 'ok', receptionDate: input.receptionDate, updatedAt: new Date() })
    .where(eq(supplierInvoices.id, invoice.id));
  const check = await insertPostedCheck(tx, user, input, supervisor, { invoiceId: invoice.id, discrepancy, reportSummary, notes, postedAt: new Date() });
  await postCheckLines(tx, user, input, supervisor, check, lines, {
    invoice,
    invoiceItemOf: (l) => expectedBy.get(l.productId)?.itemId ?? null,
    // The units enter at what they cost on the invoice (weighted when a product comes on several
    // lines), not at the product's old cost; a product not on the invoice keeps its own.
    unitCostOf: (l) => weightedUnitCostCents(expectedBy.get(l.productId)?.costs ?? []),
    audit: { invoiceId: invoice.id },
  });
  return { check, created: true };
}

type CheckLine = ReceivingCheckCreateInput['lines'][number];

/**
 * What every posted check writes after its header: its lines, with automatic entry one stock entry
 * per counted line (in product id order, as every stock writer locks, so two checks never wait on
 * each other in a circle), and the audit entry.
 */
async function postCheckLines(
  tx: Tx,
  user: SessionUser,
  input: ReceivingCheckCreateInput,
  supervisor: Supervisor | null,
  check: ReceivingCheckRow,
  lines: CheckLine[],
  opts: {
    invoice: { id: number; supplierId: number; number: string; series: string };
    invoiceItemOf: (line: CheckLine, index: number) => number | null;
    /** Centavos per stock unit of the entry; null or absent: the product's cost. */
    unitCostOf?: (line: CheckLine) => number | null;
    audit: Record<string, unknown>;
  },
) {
  const { invoice } = opts;
  await tx.insert(receivingCheckItems).values(
    lines.map((l, i) => ({
      checkId: check.id,
      position: i,
      productId: l.productId,
      invoiceItemId: opts.invoiceItemOf(l, i),
      expectedQuantity: l.expectedQuantity,
      receivedQuantity: l.receivedQuantity,
    })),
  );
  if (input.autoEntry) {
    for (const l of lines.filter((x) => x.receivedQuantity > 0).sort((a, b) => a.productId - b.productId)) {
      await createStockEntry(tx, user, {
        productId: l.productId,
        quantity: l.receivedQuantity,
        unitCostCents: opts.unitCostOf?.(l) ?? null,
        entryDate: input.receptionDate,
        supplierId: invoice.supplierId,
        notes: `Conferência da NF ${invoice.number}${invoice.series ? `/${invoice.series}` : ''}`,
        source: { type: 'receiving_check', id: check.id },
      });
    }
  }
  await recordAudit(tx, user, {
    action: 'create',
    entity: 'receiving_check',
    entityId: check.id,
    after: {
      ...check,
      ...opts.audit,
      lines,
      discrepancies: lines.filter(lineHasDiscrepancy).length,
      approvedBy: supervisor ? { id: supervisor.id, name: supervisor.name, jobTitle: supervisor.jobTitle } : null,
    },
  });
}

/** A check with a discrepancy whose counts go into stock needs a supervisor's approval (SPEC 5, 6). */
export const needsSupervisor = (input: Pick<ReceivingCheckCreateInput, 'autoEntry' | 'lines'>) => input.autoEntry && hasDiscrepancy(input.lines);

/**
 * The lines as the server will post them for an imported invoice: expected quantities from the
 * invoice, uncounted invoice lines at 0 — so whether a supervisor is needed is decided on these,
 * not on what the client says it expects.
 */
export async function withInvoiceExpectations(db: DbOrTx, input: ReceivingCheckCreateInput): Promise<ReceivingCheckCreateInput> {
  if (!input.invoiceId) return input;
  const rows = await db
    .select({ productId: supplierInvoiceItems.productId, expected: supplierInvoiceItems.expectedQuantity })
    .from(supplierInvoiceItems)
    .where(eq(supplierInvoiceItems.invoiceId, input.invoiceId));
  const expected = new Map<number, number>();
  for (const r of rows) if (r.productId != null) expected.set(r.productId, (expected.get(r.productId) ?? 0) + r.expected);
  const lines = input.lines.map((l) => ({ ...l, expectedQuantity: expected.get(l.productId) ?? 0 }));
  for (const [productId, quantity] of expected) if (!lines.some((l) => l.productId === productId)) lines.push({ productId, expectedQuantity: quantity, receivedQuantity: 0 });
  return { ...input, lines };
}

/** The posted check's row, the same whether it came with its own invoice or against an imported one. */
async function insertPostedCheck(
  tx: Tx,
  user: SessionUser,
  input: ReceivingCheckCreateInput,
  supervisor: Supervisor | null,
  row: { invoiceId: number; discrepancy: boolean; reportSummary: string; notes: string; postedAt: Date },
): Promise<ReceivingCheckRow> {
  const [check] = await tx
    .insert(receivingChecks)
    .values({
      invoiceId: row.invoiceId,
      status: 'posted',
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
      postedAt: row.postedAt,
      postedById: user.id,
      idempotencyKey: input.idempotencyKey ?? null,
      purchaseRequestId: input.purchaseRequestId ?? null,
    })
    .returning();
  return check!;
}
