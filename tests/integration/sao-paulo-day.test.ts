import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, saoPauloMidnight, todayIso } from '@/domain/dates';
import { stockExits, stockMovements, stores } from '@/server/db/schema';
import { seedRequests } from '@/server/db/seed/seed-requests';
import { seedStockDocuments } from '@/server/db/seed/seed-stock-documents';
import { createProduct, ledgerViolations } from '../support/app-fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// The shop's day is São Paulo's (issue 34): at 23:30 there UTC is already on the next day, at 00:30
// both are on the same day again. The clock of the process is set (Date only); PostgreSQL's now()
// cannot be, so what depends on the day takes its instant from the process.
const t = setUpTestApp();
const staff = signInForSuite(t, 'staff');
let storeId: number;
beforeAll(async () => {
  storeId = (await t.ctx.database.db.select().from(stores).limit(1))[0]!.id;
});
afterEach(() => {
  vi.useRealTimers();
});

const today = todayIso();
const yesterday = addDays(today, -1);
// Yesterday 23:30 and today 00:30 in São Paulo (02:30 and 03:30 UTC today).
const lateNight = new Date(saoPauloMidnight(today).getTime() - 30 * 60_000);
const afterMidnight = new Date(saoPauloMidnight(today).getTime() + 30 * 60_000);

const exitIds = async (query: string): Promise<number[]> => {
  const res = await staff.get(`/api/admin/stock-exits?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((i: { id: number }) => i.id);
};

describe("the shop's day at 23:30 and 00:30 São Paulo time", () => {
  it('a request shipped at 23:30 without a date posts its exit on that São Paulo day, and the period filter finds it there', async () => {
    const p = await createProduct(t, { stock: 6, name: 'Terço da Meia-Noite' });
    let r = (
      await staff.post('/api/admin/requests/merchandise', {
        storeId,
        requestDate: yesterday,
        deliveryDate: today,
        items: [{ productId: p.id, quantity: 2 }],
      })
    ).body.request;
    for (const status of ['Em Análise', 'Em Conferência', 'Em Separação', 'Separado']) {
      r = (await staff.patch(`/api/admin/requests/merchandise/${r.id}/status`, { status, version: r.version })).body.request;
    }
    vi.useFakeTimers({ toFake: ['Date'], now: lateNight });
    // UTC's date is already today's: the exit must not take it.
    expect(new Date().toISOString().slice(0, 10)).toBe(today);
    const shipped = await staff.patch(`/api/admin/requests/merchandise/${r.id}/status`, { status: 'Enviado', version: r.version });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const exitId: number = shipped.body.request.exit.id;
    const [exit] = await t.ctx.database.db.select({ exitDate: stockExits.exitDate }).from(stockExits).where(eq(stockExits.id, exitId));
    expect(exit!.exitDate).toBe(yesterday);
    expect(await exitIds(`from=${yesterday}&to=${yesterday}`)).toContain(exitId);
    expect(await exitIds(`from=${today}&to=${today}`)).not.toContain(exitId);
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('Movimentações filtered on a day hold its 23:30 and leave out the next day’s 00:30, and the other way round', async () => {
    const p = await createProduct(t, { stock: 4, name: 'Vela das Horas' });
    const ids: number[] = [];
    for (const [exitDate, at] of [
      [yesterday, lateNight],
      [today, afterMidnight],
    ] as const) {
      const res = await staff.post('/api/admin/stock-exits', { storeId, exitDate, items: [{ productId: p.id, quantity: 1 }] });
      expect(res.status).toBe(201);
      ids.push(res.body.exit.id);
      // Registered at that moment (the database's now() is the real clock's).
      await t.ctx.database.db
        .update(stockMovements)
        .set({ createdAt: at })
        .where(sql`${stockMovements.refType} = 'stock_exit' AND ${stockMovements.refId} = ${String(res.body.exit.id)}`);
    }
    const movementsOn = async (day: string) => {
      const res = await staff.get(`/api/admin/stock-movements?productId=${p.id}&from=${day}&to=${day}`);
      expect(res.status).toBe(200);
      return res.body.items.filter((m: { kind: string }) => m.kind === 'exit').map((m: { createdAt: string }) => m.createdAt);
    };
    expect(await movementsOn(yesterday)).toEqual([lateNight.toISOString()]);
    expect(await movementsOn(today)).toEqual([afterMidnight.toISOString()]);
    const exits = await t.ctx.database.db.select({ id: stockExits.id, exitDate: stockExits.exitDate }).from(stockExits).where(inArray(stockExits.id, ids));
    expect(exits.map((e) => e.exitDate).sort()).toEqual([yesterday, today]);
  });

  it("the bench's bulk documents and requests are dated on São Paulo days, none after today (not the database's current_date)", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateNight });
    const { db } = t.ctx.database;
    await seedStockDocuments(db, 20);
    await seedRequests(db, 10);
    const [newest] = (
      await db.execute<{ entry: string; exit: string }>(
        sql`SELECT max(entry_date)::text AS entry, (SELECT max(exit_date)::text FROM stock_exits WHERE notes = 'Carga de benchmark') AS exit
            FROM stock_entries WHERE notes = 'Carga de benchmark'`,
      )
    ).rows;
    // Spread back from the clock's São Paulo day (the newest one day before it).
    expect(newest).toEqual({ entry: addDays(yesterday, -1), exit: addDays(yesterday, -1) });
    const [requests] = (
      await db.execute<{ n: number; wrong: number }>(
        sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE request_date <> (created_at AT TIME ZONE 'America/Sao_Paulo')::date)::int AS wrong
            FROM merchandise_requests WHERE notes = 'Carga de benchmark'`,
      )
    ).rows;
    expect(requests).toEqual({ n: 10, wrong: 0 });
    expect(await ledgerViolations(t)).toEqual([]);
  });
});
