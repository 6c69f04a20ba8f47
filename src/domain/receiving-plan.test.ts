import { describe, expect, it } from 'vitest';
import { type PlanCountedLine, type PlanInvoiceLine, planReceivingCheck, planTypedReceivingCheck } from './receiving-plan';
import { sumByProduct } from './sum-by-product';

type Row = [productId: number, expected: number, received: number, difference: number, unitCostCents: number | null];

const cases: {
  name: string;
  invoice: PlanInvoiceLine[];
  counted: PlanCountedLine[];
  autoEntry: boolean;
  lines: Row[];
  divergence: boolean;
  needsApproval: boolean;
  entries: [productId: number, quantity: number, unitCostCents: number | null][];
  summary: { items: number; matching: number; short: number; over: number };
}[] = [
  {
    name: 'everything as invoiced',
    invoice: [{ productId: 1, expectedQuantity: 10, unitCostCents: 250 }],
    counted: [{ productId: 1, receivedQuantity: 10 }],
    autoEntry: true,
    lines: [[1, 10, 10, 0, 250]],
    divergence: false,
    needsApproval: false,
    entries: [[1, 10, 250]],
    summary: { items: 1, matching: 1, short: 0, over: 0 },
  },
  {
    name: 'short, with automatic entry: a supervisor must approve',
    invoice: [{ productId: 1, expectedQuantity: 10 }],
    counted: [{ productId: 1, receivedQuantity: 8 }],
    autoEntry: true,
    lines: [[1, 10, 8, -2, null]],
    divergence: true,
    needsApproval: true,
    entries: [[1, 8, null]],
    summary: { items: 1, matching: 0, short: 1, over: 0 },
  },
  {
    name: 'short without automatic entry: recorded, nobody approves, nothing enters',
    invoice: [{ productId: 1, expectedQuantity: 10 }],
    counted: [{ productId: 1, receivedQuantity: 8 }],
    autoEntry: false,
    lines: [[1, 10, 8, -2, null]],
    divergence: true,
    needsApproval: false,
    entries: [],
    summary: { items: 1, matching: 0, short: 1, over: 0 },
  },
  {
    // Issue 25: 3 CX × 12 and 1 CX × 12 of the same product, at different costs per stock unit.
    name: 'one product on two invoice lines (converted to stock units): summed, cost weighted',
    invoice: [
      { productId: 7, expectedQuantity: 36, unitCostCents: 100 },
      { productId: 7, expectedQuantity: 12, unitCostCents: 200 },
    ],
    counted: [{ productId: 7, receivedQuantity: 48 }],
    autoEntry: true,
    lines: [[7, 48, 48, 0, 125]],
    divergence: false,
    needsApproval: false,
    entries: [[7, 48, 125]],
    summary: { items: 1, matching: 1, short: 0, over: 0 },
  },
  {
    name: 'an invoice line nobody counted enters at 0; a counted product not invoiced expects 0',
    invoice: [
      { productId: 5, expectedQuantity: 4, unitCostCents: 900 },
      { productId: null, expectedQuantity: 3 },
      { productId: 2, expectedQuantity: 6, unitCostCents: 50 },
    ],
    counted: [
      { productId: 9, receivedQuantity: 1 },
      { productId: 2, receivedQuantity: 6 },
    ],
    autoEntry: true,
    lines: [
      [9, 0, 1, 1, null],
      [2, 6, 6, 0, 50],
      [5, 4, 0, -4, 900],
    ],
    divergence: true,
    needsApproval: true,
    // Product id order, the order every stock writer locks in; nothing for what did not arrive.
    entries: [
      [2, 6, 50],
      [9, 1, null],
    ],
    summary: { items: 3, matching: 1, short: 1, over: 1 },
  },
  {
    name: 'nothing counted of an invoice',
    invoice: [{ productId: 3, expectedQuantity: 2 }],
    counted: [],
    autoEntry: false,
    lines: [[3, 2, 0, -2, null]],
    divergence: true,
    needsApproval: false,
    entries: [],
    summary: { items: 1, matching: 0, short: 1, over: 0 },
  },
];

describe('planReceivingCheck', () => {
  it.each(cases)('$name', (c) => {
    const plan = planReceivingCheck(c.invoice, c.counted, c.autoEntry);
    expect(plan.lines.map((l) => [l.productId, l.expectedQuantity, l.receivedQuantity, l.difference, l.unitCostCents])).toEqual(c.lines);
    expect(plan.divergence).toBe(c.divergence);
    expect(plan.needsApproval).toBe(c.needsApproval);
    expect(plan.entries.map((e) => [e.productId, e.quantity, e.unitCostCents])).toEqual(c.entries);
    expect(plan.summary).toEqual(c.summary);
  });

  it("points each line at the product's first invoice line, null when not invoiced", () => {
    const invoice = [
      { id: 11, productId: 1, expectedQuantity: 2 },
      { id: 12, productId: 1, expectedQuantity: 3 },
    ];
    const plan = planReceivingCheck(invoice, [{ productId: 4, receivedQuantity: 1 }], false);
    expect(plan.lines.map((l) => [l.productId, l.invoiceLine?.id ?? null])).toEqual([
      [4, null],
      [1, 11],
    ]);
  });

  it('a typed check is its own invoice: the typed expected quantities decide', () => {
    const plan = planTypedReceivingCheck(
      [
        { productId: 1, expectedQuantity: 5, receivedQuantity: 5 },
        { productId: 2, expectedQuantity: 3, receivedQuantity: 4 },
      ],
      true,
    );
    expect(plan.lines.map((l) => l.difference)).toEqual([0, 1]);
    expect(plan.needsApproval).toBe(true);
  });
});

describe('sumByProduct', () => {
  it('sums repeated products in the order they first appear', () => {
    expect([
      ...sumByProduct([
        { productId: 3, quantity: 1 },
        { productId: 1, quantity: 2 },
        { productId: 3, quantity: -4 },
      ]),
    ]).toEqual([
      [3, -3],
      [1, 2],
    ]);
  });
});
