import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { saoPauloMidnight, todayIso } from '@/domain/dates';
import { seedDemoHistory } from '@/server/db/seed/demo-history';
import { createTestApp, type TestApp } from '../support/test-app';

// The demo's history written with the clock at 23:30 and at 00:30 São Paulo time (issue 34): every
// document's own date is the São Paulo day it was registered on, and nothing lies after the clock.
// The history takes its `today`; both moments are in the past, so every row can be dated back to them.
const midnight = saoPauloMidnight(todayIso()).getTime();
const CLOCKS = [
  ['23:30', new Date(midnight - 30 * 60_000)],
  ['00:30', new Date(midnight - 23.5 * 3_600_000)],
] as const;

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const SP = sql.raw(`'America/Sao_Paulo'`);
// [table, its own date column, the moment that date stands for]
const DATED: [string, string, string][] = [
  ['stock_entries', 'entry_date', 'created_at'],
  ['stock_exits', 'exit_date', 'created_at'],
  ['merchandise_requests', 'request_date', 'created_at'],
  ['receiving_checks c JOIN supplier_invoices n ON n.id = c.invoice_id', 'n.reception_date', 'c.created_at'],
];

describe.each(CLOCKS)('demo history with the clock at %s in São Paulo', (_label, clock) => {
  it("dates each document on the São Paulo day it was registered, none after the clock, today's documents on today", async () => {
    const t = await createTestApp();
    apps.push(t);
    await seedDemoHistory(t.ctx, { today: clock });
    const rows = async <T>(q: ReturnType<typeof sql>) => (await t.ctx.database.db.execute(q)).rows as T[];
    for (const [table, dateColumn, at] of DATED) {
      const [r] = await rows<{ n: number; wrong: number; late: number }>(
        sql`SELECT count(*)::int AS n,
          count(*) FILTER (WHERE ${sql.raw(dateColumn)} <> (${sql.raw(at)} AT TIME ZONE ${SP})::date)::int AS wrong,
          count(*) FILTER (WHERE ${sql.raw(at)} > ${clock.toISOString()}::timestamptz)::int AS late
          FROM ${sql.raw(table)}`,
      );
      expect(r!.n, table).toBeGreaterThan(0);
      expect({ table, wrong: r!.wrong, late: r!.late }).toEqual({ table, wrong: 0, late: 0 });
    }
    // Written the clock's day (the requests 'Recebida' today), not the day after.
    const [newest] = await rows<{ day: string }>(sql`SELECT max((created_at AT TIME ZONE ${SP})::date)::text AS day FROM purchase_requests`);
    expect(newest!.day).toBe(todayIso(clock));
    // 90 days of history through the domain functions: up to a minute and more on PGlite.
  }, 240_000);
});
