import { weightedUnitCostCents } from './nfe-import';
import { sumByProduct } from './sum-by-product';

// The receiving rule in one place (issue 29): what each product was expected to be, what was
// counted, whether the check diverges, whether a supervisor must approve it and what goes into
// stock. The check page shows it while counting; the server posts it. Both call this, so the screen
// can never promise what the server then refuses.

/**
 * A line of the invoice being counted. Quantities are in STOCK units: an imported NF-e's lines were
 * converted at import (3 CX × 12 = 36 UN, src/domain/nfe-import.ts), and `unitCostCents` is what one
 * stock unit cost on it. A line matched to no product (productId null) expects nothing.
 */
export type PlanInvoiceLine = { productId: number | null; expectedQuantity: number; unitCostCents?: number | null };

/** What the clerk counted of a product. */
export type PlanCountedLine = { productId: number; receivedQuantity: number };

export type PlannedLine<L extends PlanInvoiceLine = PlanInvoiceLine> = {
  productId: number;
  expectedQuantity: number;
  receivedQuantity: number;
  /** received − expected: negative is short, positive is over. */
  difference: number;
  /** Cost of one stock unit on the invoice (weighted over its lines of the product); null: the product's own. */
  unitCostCents: number | null;
  /** The product's first line on the invoice (the check's line points at it), null when it was not invoiced. */
  invoiceLine: L | null;
};

export type ReceivingPlan<L extends PlanInvoiceLine = PlanInvoiceLine> = {
  /** Counted products in the order counted, then invoiced products nobody counted (received 0). */
  lines: PlannedLine<L>[];
  divergence: boolean;
  /** A divergent count that goes into stock needs a supervisor's approval (requirements §5, §6). */
  needsApproval: boolean;
  /** With automatic entry: one stock entry per product received, in product id order (the lock order). */
  entries: { productId: number; quantity: number; unitCostCents: number | null }[];
  /**
   * How many products match, are short, are over. The totals line is the caller's
   * (`checkTotalsLine`): it sums per stock unit, which the plan does not know.
   */
  summary: { items: number; matching: number; short: number; over: number };
};

export function planReceivingCheck<L extends PlanInvoiceLine>(
  invoiceLines: readonly L[],
  counted: readonly PlanCountedLine[],
  autoEntry: boolean,
): ReceivingPlan<L> {
  const invoiced = invoiceLines.filter((l): l is L & { productId: number } => l.productId != null);
  const expectedBy = sumByProduct(invoiced.map((l) => ({ productId: l.productId, quantity: l.expectedQuantity })));
  const receivedBy = sumByProduct(counted.map((l) => ({ productId: l.productId, quantity: l.receivedQuantity })));
  const productIds = [...new Set([...receivedBy.keys(), ...expectedBy.keys()])];
  const lines = productIds.map((productId): PlannedLine<L> => {
    const ofProduct = invoiced.filter((l) => l.productId === productId);
    const expectedQuantity = expectedBy.get(productId) ?? 0;
    const receivedQuantity = receivedBy.get(productId) ?? 0;
    const costs = ofProduct.flatMap((l) => (l.unitCostCents == null ? [] : [{ quantity: l.expectedQuantity, unitCostCents: l.unitCostCents }]));
    return {
      productId,
      expectedQuantity,
      receivedQuantity,
      difference: receivedQuantity - expectedQuantity,
      unitCostCents: weightedUnitCostCents(costs),
      invoiceLine: ofProduct[0] ?? null,
    };
  });
  const short = lines.filter((l) => l.difference < 0).length;
  const over = lines.filter((l) => l.difference > 0).length;
  const divergence = short + over > 0;
  return {
    lines,
    divergence,
    needsApproval: autoEntry && divergence,
    entries: autoEntry
      ? lines
          .filter((l) => l.receivedQuantity > 0)
          .sort((a, b) => a.productId - b.productId)
          .map((l) => ({ productId: l.productId, quantity: l.receivedQuantity, unitCostCents: l.unitCostCents }))
      : [],
    summary: { items: lines.length, matching: lines.length - short - over, short, over },
  };
}

/**
 * A check typed from a paper invoice: the lines the clerk typed are the invoice (their expected
 * quantities become its lines) and the count at once.
 */
export function planTypedReceivingCheck(lines: readonly { productId: number; expectedQuantity: number; receivedQuantity: number }[], autoEntry: boolean) {
  return planReceivingCheck(
    lines.map((l) => ({ productId: l.productId, expectedQuantity: l.expectedQuantity })),
    lines,
    autoEntry,
  );
}
