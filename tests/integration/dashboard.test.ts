import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@/domain/api/dashboard';
import { addDays, lastDaysWindows, saoPauloMidnight, todayIso, toIsoDate } from '@/domain/dates';
import { orderItems, orders, products, user } from '@/server/db/schema';
import { percentChange } from '@/server/modules/dashboard/get-dashboard';
import { createProduct } from '../support/app-fixtures';
import { ADDRESS } from '../support/fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');

/** Noon of the São Paulo day `daysAgo` days before today, and that day as 'YYYY-MM-DD'. */
const noonOf = (daysAgo: number) => new Date(new Date(`${todayIso()}T12:00:00-03:00`).getTime() - daysAgo * 86_400_000);
const dayAgo = (daysAgo: number) => toIsoDate(noonOf(daysAgo));
const customerId = async () => (await t.ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'cliente@luzdafe.test')))[0]!.id;

async function placeOrderAt(
  daysAgo: number | Date,
  items: { productId: number; name: string; quantity: number; unitPriceCents: number }[],
  status = 'processing',
) {
  const total = items.reduce((s, i) => s + i.quantity * i.unitPriceCents, 0);
  const [order] = await t.ctx.database.db
    .insert(orders)
    .values({
      userId: await customerId(),
      status,
      subtotalCents: total,
      totalCents: total,
      paymentMethod: 'pix',
      customerName: 'Cliente do Painel',
      customerEmail: 'painel@example.com',
      customerPhone: '(11) 98888-0000',
      shippingAddress: ADDRESS,
      createdAt: daysAgo instanceof Date ? daysAgo : noonOf(daysAgo),
    })
    .returning({ id: orders.id });
  await t.ctx.database.db.insert(orderItems).values(items.map((i) => ({ orderId: order!.id, ...i })));
  return total;
}

const dashboard = async () => (await staff.get<Dashboard>('/api/admin/dashboard')).body;
const dayOf = (d: Dashboard, daysAgo: number) => d.daily.find((x) => x.day === dayAgo(daysAgo))!;

describe('dashboard chart and best sellers', () => {
  it('sums each São Paulo day of the last 30 against the same day 30 before, leaving cancelled orders out of revenue', async () => {
    const p = await createProduct(t, { stock: 0, name: 'Vela do Painel' });
    const before = await dashboard();
    expect(before.daily).toHaveLength(30);
    expect(before.daily.at(-1)!.day).toBe(todayIso());

    const a = await placeOrderAt(3, [{ productId: p.id, name: p.name, quantity: 2, unitPriceCents: 1500 }]);
    const b = await placeOrderAt(3, [{ productId: p.id, name: p.name, quantity: 1, unitPriceCents: 990 }]);
    await placeOrderAt(3, [{ productId: p.id, name: p.name, quantity: 5, unitPriceCents: 1000 }], 'cancelled');
    const earlier = await placeOrderAt(33, [{ productId: p.id, name: p.name, quantity: 1, unitPriceCents: 700 }]);

    const after = await dashboard();
    const [d0, d1] = [dayOf(before, 3), dayOf(after, 3)];
    expect(d1.revenueCents - d0.revenueCents).toBe(a + b);
    expect(d1.orders - d0.orders).toBe(3);
    expect(d1.previousRevenueCents - d0.previousRevenueCents).toBe(earlier);
    expect(d1.previousOrders - d0.previousOrders).toBe(1);
    // Every other day is as it was.
    const changed = after.daily.filter((d, i) => JSON.stringify(d) !== JSON.stringify(before.daily[i])).map((d) => d.day);
    expect(changed).toEqual([dayAgo(3)]);
  });

  it("ranks the best sellers of the last 30 days by quantity, each with its product's unit, cancelled and older orders left out", async () => {
    const star = await createProduct(t, { stock: 0, name: 'Terço Campeão de Vendas' });
    // Sold by the box: the ranking says so ('1.000 CX'), it is not a count of single pieces.
    await t.ctx.database.db.update(products).set({ unit: 'Caixa' }).where(eq(products.id, star.id));
    const old = await createProduct(t, { stock: 0, name: 'Medalha de Antigamente' });
    await placeOrderAt(1, [{ productId: star.id, name: star.name, quantity: 900, unitPriceCents: 100 }]);
    await placeOrderAt(2, [{ productId: star.id, name: star.name, quantity: 100, unitPriceCents: 100 }]);
    await placeOrderAt(1, [{ productId: old.id, name: old.name, quantity: 5000, unitPriceCents: 100 }], 'cancelled');
    await placeOrderAt(40, [{ productId: old.id, name: old.name, quantity: 5000, unitPriceCents: 100 }]);
    const { topProducts } = await dashboard();
    expect(topProducts.length).toBeLessThanOrEqual(5);
    expect(topProducts[0]).toEqual({ productId: star.id, name: star.name, units: 1000, unit: 'Caixa', revenueCents: 100_000 });
    expect(topProducts.map((p) => p.productId)).not.toContain(old.id);
  });
});

describe('dashboard at 23:30 and 00:30 São Paulo time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Yesterday 23:30 and today 00:30 in São Paulo: at the first UTC is already on today.
  const midnight = saoPauloMidnight(todayIso()).getTime();
  const CLOCKS = [
    ['23:30', new Date(midnight - 30 * 60_000)],
    ['00:30', new Date(midnight + 30 * 60_000)],
  ] as const;

  it.each(CLOCKS)('at %s: the last day is São Paulo’s, and the cards count the chart’s 30 days against its 30 before', async (_label, clock) => {
    const p = await createProduct(t, { stock: 0, name: `Vela das ${_label}` });
    const w = lastDaysWindows(clock, 30);
    const line = (unitPriceCents: number) => [{ productId: p.id, name: p.name, quantity: 1, unitPriceCents }];
    // The last evening before the 30 days (the 30 before: 30 days ago at the same hour is later)
    // and the first minutes of the 30 days.
    const lastEveningBefore = await placeOrderAt(new Date(w.currentStart.getTime() - 10 * 60_000), line(1111));
    const firstMinutes = await placeOrderAt(new Date(w.currentStart.getTime() + 10 * 60_000), line(2222));
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
    const d = await dashboard();
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)!.day).toBe(todayIso(clock));
    expect(d.daily[0]!.day).toBe(w.firstDay);
    expect(d.daily.at(-1)!.previousRevenueCents).toBeGreaterThanOrEqual(lastEveningBefore);
    expect(d.daily[0]!.revenueCents).toBeGreaterThanOrEqual(firstMinutes);
    // Like with like: each card's change is the chart's two halves' change.
    const sum = (pick: (x: Dashboard['daily'][number]) => number) => d.daily.reduce((acc, x) => acc + pick(x), 0);
    expect(d.orders.changePct).toBe(
      percentChange(
        sum((x) => x.orders),
        sum((x) => x.previousOrders),
      ),
    );
    expect(d.revenueCents.changePct).toBe(
      percentChange(
        sum((x) => x.revenueCents),
        sum((x) => x.previousRevenueCents),
      ),
    );
    expect(d.daily.at(-1)!.day).toBe(addDays(w.firstDay, 29));
  });
});
