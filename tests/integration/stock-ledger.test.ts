import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeRemoteOrderSchema } from '@/domain/schemas/remote-checkout';
import type { SessionUser } from '@/server/context';
import { stores } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { placeOrder } from '@/server/modules/orders/place-order';
import { setOrderStatus } from '@/server/modules/orders/set-order-status';
import { createStockEntry } from '@/server/modules/stock/create-stock-entry';
import { createStockExit } from '@/server/modules/stock/create-stock-exit';
import { reverseStockEntry } from '@/server/modules/stock/reverse-stock-entry';
import { createProduct, ledgerViolations, newCustomer, productRow, staffUser } from '../support/app-fixtures';
import { orderBody } from '../support/fixtures';
import { checkStockBalancesAfterEach } from '../support/stock-balances';
import { setUpTestApp } from '../support/test-app';

let buyer: SessionUser;
let admin: SessionUser;
let storeId: number;
const t = setUpTestApp();
checkStockBalancesAfterEach(t);
beforeAll(async () => {
  buyer = (await newCustomer(t, 'propriedade')).user;
  admin = await staffUser(t);
  storeId = (await t.ctx.database.db.select().from(stores).limit(1))[0]!.id;
});

const product = fc.integer({ min: 0, max: 2 });
const op = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    lines: fc.array(fc.record({ p: product, q: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('entry' as const), p: product, q: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('reverse' as const), which: fc.nat() }),
  fc.record({
    kind: fc.constant('exit' as const),
    lines: fc.array(fc.record({ p: product, q: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('reopen' as const), which: fc.nat() }),
);

/** Runs an operation that may be refused (409); returns whether it went through. */
async function attempt(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 409) return false;
    throw err;
  }
}

describe('stock ledger property', () => {
  it('keeps stock = sum of movements ≥ 0 through random orders, entries and their reversals, exits, cancellations and reopenings', async () => {
    const { db } = t.ctx.database;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }),
        fc.array(op, { minLength: 1, maxLength: 14 }),
        async (initial, ops) => {
          const ids = (await Promise.all(initial.map((stock) => createProduct(t, { stock })))).map((p) => p.id);
          // The model: what the stock must be after each step.
          const model = [...initial];
          const placed: { id: string; lines: Map<number, number>; cancelled: boolean }[] = [];
          const entries: { id: number; p: number; q: number; reversed: boolean }[] = [];
          for (const step of ops) {
            if (step.kind === 'order') {
              const wanted = new Map<number, number>();
              for (const l of step.lines) wanted.set(l.p, (wanted.get(l.p) ?? 0) + l.q);
              const fits = [...wanted].every(([p, q]) => model[p] >= q);
              let orderId = '';
              const ok = await attempt(async () => {
                const input = placeRemoteOrderSchema.parse(orderBody(step.lines.map((l) => ({ productId: ids[l.p], quantity: l.q }))));
                orderId = (await placeOrder(t.ctx, buyer, input)).order.id;
              });
              expect(ok).toBe(fits);
              if (ok) {
                for (const [p, q] of wanted) model[p] -= q;
                placed.push({ id: orderId, lines: wanted, cancelled: false });
              }
            } else if (step.kind === 'entry') {
              const { entry } = await db.transaction((tx) =>
                createStockEntry(tx, admin, { productId: ids[step.p]!, quantity: step.q, entryDate: '2026-11-24' }),
              );
              model[step.p] += step.q;
              entries.push({ id: entry.id, p: step.p, q: step.q, reversed: false });
            } else if (step.kind === 'reverse') {
              if (entries.length === 0) continue;
              const e = entries[step.which % entries.length]!;
              // Refused when its units already left; reversing twice changes nothing.
              const fits = e.reversed || model[e.p] >= e.q;
              const ok = await attempt(() => db.transaction((tx) => reverseStockEntry(tx, admin, e.id)));
              expect(ok).toBe(fits);
              if (ok && !e.reversed) model[e.p] -= e.q;
              if (ok) e.reversed = true;
            } else if (step.kind === 'exit') {
              const wanted = new Map<number, number>();
              for (const l of step.lines) wanted.set(l.p, (wanted.get(l.p) ?? 0) + l.q);
              const fits = [...wanted].every(([p, q]) => model[p] >= q);
              const ok = await attempt(() =>
                db.transaction((tx) =>
                  createStockExit(tx, admin, { storeId, exitDate: '2026-11-24', items: step.lines.map((l) => ({ productId: ids[l.p]!, quantity: l.q })) }),
                ),
              );
              expect(ok).toBe(fits);
              if (ok) for (const [p, q] of wanted) model[p] -= q;
            } else if (placed.length > 0) {
              const order = placed[step.which % placed.length];
              if (step.kind === 'cancel') {
                await setOrderStatus(db, { orderId: order.id, status: 'cancelled', user: admin });
                if (!order.cancelled) for (const [p, q] of order.lines) model[p] += q;
                order.cancelled = true;
              } else {
                const fits = !order.cancelled || [...order.lines].every(([p, q]) => model[p] >= q);
                const ok = await attempt(() => setOrderStatus(db, { orderId: order.id, status: 'processing', user: admin }));
                expect(ok).toBe(fits);
                if (ok && order.cancelled) for (const [p, q] of order.lines) model[p] -= q;
                if (ok) order.cancelled = false;
              }
            }
          }
          for (const [i, id] of ids.entries()) expect((await productRow(t, id)).stock).toBe(model[i]);
          expect(await ledgerViolations(t)).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
