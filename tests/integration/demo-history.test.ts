import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MERCHANDISE_REQUEST_STATUSES, PURCHASE_REQUEST_STATUSES, SPECIAL_ORDER_STATUSES } from '@/domain/requests';
import { loadConfig } from '@/server/config';
import { seedDemo } from '@/server/db/seed-demo';
import { ledgerViolations } from '../support/app-fixtures';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// The demo's first start with DEMO_HISTORY: 90 days of back-office history through the domain
// functions (issue 25).
const t = setUpTestApp({ history: true });
const admin = signInForSuite(t, 'admin');

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.ctx.database.db.execute(query)).rows as T[];
}

const TABLES = [
  'stock_entries',
  'stock_exits',
  'stock_movements',
  'receiving_checks',
  'supplier_invoices',
  'purchase_requests',
  'merchandise_requests',
  'special_orders',
  'orders',
  'document_history',
  'audit_log',
  'outbox',
  'user',
] as const;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = Number((await rows<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`)))[0]!.n);
  return out;
}

describe('demo history', () => {
  it('fills every back-office list and the reports preview', async () => {
    const lists = [
      '/api/admin/stock-entries',
      '/api/admin/stock-exits',
      '/api/admin/receiving-checks',
      '/api/admin/supplier-invoices',
      '/api/admin/requests/purchases',
      '/api/admin/requests/merchandise',
      '/api/admin/special-orders',
      '/api/admin/orders',
    ];
    for (const path of lists) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      const items = res.body.items ?? res.body.orders;
      expect(Array.isArray(items), `${path} answers a list`).toBe(true);
      expect(items.length, path).toBeGreaterThan(0);
    }
    for (const kind of ['entradas', 'saidas', 'notas']) {
      const res = await admin.get(`/api/admin/report-center/${kind}/preview`);
      expect(res.status, kind).toBe(200);
      const series: { quantities: { quantity: number }[] }[] = res.body.series;
      expect(series.filter((s) => s.quantities.some((q) => q.quantity > 0)).length, kind).toBeGreaterThan(2);
    }
    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    const daily: { orders: number; previousOrders: number }[] = dashboard.body.daily;
    // Both halves of the 30-against-30-days chart have orders.
    expect(daily.filter((d) => d.orders > 0).length).toBeGreaterThan(10);
    expect(daily.filter((d) => d.previousOrders > 0).length).toBeGreaterThan(10);
  });

  it("keeps each product's stock equal to the sum of its movements, never below zero", async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    const [moved] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movements WHERE kind IN ('entry', 'receiving', 'exit', 'sale')`);
    expect(Number(moved!.n)).toBeGreaterThan(100);
  });

  it('spreads the documents over the last 90 days, none in the future', async () => {
    for (const table of ['stock_entries', 'stock_exits', 'receiving_checks', 'supplier_invoices', 'purchase_requests', 'orders', 'audit_log']) {
      const [span] = await rows<{ oldest: number; newest: number; future: number }>(
        sql.raw(`SELECT extract(epoch FROM now() - min(created_at)) / 86400 AS oldest, extract(epoch FROM now() - max(created_at)) / 86400 AS newest,
          count(*) FILTER (WHERE created_at > now())::int AS future FROM "${table}"`),
      );
      expect(Number(span!.oldest), table).toBeGreaterThan(table === 'supplier_invoices' || table === 'receiving_checks' ? 60 : 80);
      expect(Number(span!.oldest), table).toBeLessThan(91);
      // Counted deliveries come about weekly, and the last few invoices still wait for their count.
      expect(Number(span!.newest), table).toBeLessThan(table === 'supplier_invoices' || table === 'receiving_checks' ? 14 : 7);
      expect(Number(span!.future), table).toBe(0);
    }
    // Entry, exit and request dates follow their documents' creation (São Paulo days).
    for (const [table, column] of [
      ['stock_entries', 'entry_date'],
      ['stock_exits', 'exit_date'],
      ['merchandise_requests', 'request_date'],
    ]) {
      const [mismatch] = await rows<{ n: number }>(
        sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} <> (created_at AT TIME ZONE 'America/Sao_Paulo')::date`),
      );
      expect(Number(mismatch!.n), table).toBe(0);
    }
  });

  it('has every request status, invoices in every status and checks approved by the supervisor', async () => {
    const statuses = async (table: string) => (await rows<{ status: string }>(sql.raw(`SELECT DISTINCT status FROM ${table}`))).map((r) => r.status).sort();
    expect(await statuses('purchase_requests')).toEqual([...PURCHASE_REQUEST_STATUSES].sort());
    expect(await statuses('merchandise_requests')).toEqual([...MERCHANDISE_REQUEST_STATUSES].sort());
    expect(await statuses('special_orders')).toEqual([...SPECIAL_ORDER_STATUSES].sort());
    expect(await statuses('supplier_invoices')).toEqual(['awaiting', 'divergence', 'ok']);
    // Imported or typed at the check, every invoice carries its value: the sum of its lines.
    const [unpriced] = await rows<{ n: number; typed: number }>(
      sql`SELECT count(*) FILTER (WHERE n.total_cents <= 0 OR n.total_cents <> (SELECT sum(total_cents) FROM supplier_invoice_items WHERE invoice_id = n.id))::int AS n,
        count(*) FILTER (WHERE n.source = 'manual')::int AS typed FROM supplier_invoices n`,
    );
    expect(Number(unpriced!.n)).toBe(0);
    expect(Number(unpriced!.typed)).toBeGreaterThan(0);
    expect((await statuses('orders')).length).toBeGreaterThanOrEqual(4);
    const approved = await rows<{ name: string }>(
      sql`SELECT approved_by_name AS name FROM receiving_checks WHERE has_discrepancy AND approved_by_name IS NOT NULL`,
    );
    expect(approved.length).toBeGreaterThanOrEqual(2);
    expect(new Set(approved.map((a) => a.name))).toEqual(new Set(['Carlos Funcionário']));
    // Shipped merchandise requests posted their exits through the exits function.
    const [shipped] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_exits WHERE source_type = 'merchandise_request'`);
    expect(Number(shipped!.n)).toBeGreaterThanOrEqual(5);
  });

  it('has stock in every store, transfers in every state, a finished count and imported store sales (issue 36)', async () => {
    const held = await rows<{ type: string; units: number }>(
      sql`SELECT s.type, sum(b.on_hand)::int AS units FROM stock_balances b JOIN stock_locations l ON l.id = b.location_id JOIN stores s ON s.id = l.store_id GROUP BY s.type`,
    );
    for (const type of ['Matriz', 'Filial', 'Quiosque']) expect(Number(held.find((h) => h.type === type)?.units ?? 0), type).toBeGreaterThan(0);
    const statuses = (await rows<{ status: string }>(sql`SELECT DISTINCT status FROM transfers`)).map((r) => r.status).sort();
    expect(statuses).toEqual(['cancelled', 'divergent', 'draft', 'picked', 'received', 'resolved', 'sent']);
    // Store to store and back to the warehouse, too.
    const [routes] = await rows<{ between_stores: number; returns: number }>(
      sql`SELECT count(*) FILTER (WHERE from_store_id IS NOT NULL AND to_store_id IS NOT NULL)::int AS between_stores,
        count(*) FILTER (WHERE from_store_id IS NOT NULL AND to_store_id IS NULL)::int AS returns FROM transfers WHERE status = 'received'`,
    );
    expect(Number(routes!.between_stores)).toBeGreaterThan(0);
    expect(Number(routes!.returns)).toBeGreaterThan(0);
    const [count] = await rows<{ n: number; adjusted: number }>(
      sql`SELECT count(DISTINCT c.id)::int AS n, count(*) FILTER (WHERE i.applied_difference <> 0)::int AS adjusted
        FROM stock_counts c JOIN stock_count_items i ON i.count_id = c.id WHERE c.status = 'applied'`,
    );
    expect(Number(count!.n)).toBe(1);
    expect(Number(count!.adjusted)).toBe(2);
    const [sales] = await rows<{ nfce: number; manual: number }>(
      sql`SELECT count(*) FILTER (WHERE source = 'nfce')::int AS nfce, count(*) FILTER (WHERE source = 'manual')::int AS manual FROM store_sales`,
    );
    // Imported as NFC-e where the shop has its CNPJ (Configurações → Fiscal), typed otherwise and at the Quiosque.
    expect(Number(sales!.nfce) + Number(sales!.manual)).toBeGreaterThan(10);
    expect(Number(sales!.manual)).toBeGreaterThan(5);
    // The dashboard's stock-per-place cards and the reports have something to show.
    const dashboard = (await admin.get('/api/admin/dashboard')).body.stockPlaces;
    expect(dashboard.inTransit).toBe(1);
    expect(dashboard.divergences).toBe(1);
    expect(dashboard.belowMinimum.some((s: { count: number }) => s.count > 0)).toBe(true);
    for (const kind of ['estoque-por-local', 'transferencias', 'divergencias', 'ajustes-inventario']) {
      const res = await admin.get(`/api/admin/report-center/${kind}/preview`);
      expect(res.status, kind).toBe(200);
      expect(res.body.totals.lines, kind).toBeGreaterThan(0);
    }
  });

  it('codes are real and ascend with time', async () => {
    const exits = await rows<{ code: string }>(sql`SELECT code FROM stock_exits ORDER BY created_at, id`);
    expect(exits[0]!.code).toMatch(/^SAIDA-0+1$/);
    expect(exits.map((e) => e.code)).toEqual([...exits.map((e) => e.code)].sort());
  });

  it('DEMO_HISTORY is on with the demo unless 0, and anything else is refused', () => {
    expect(loadConfig({ DEMO: '1' }).demoHistory).toBe(true);
    expect(loadConfig({ DEMO: '1', DEMO_HISTORY: '0' }).demoHistory).toBe(false);
    expect(loadConfig({ DEMO: '0', APP_SECRET: 'x'.repeat(32), SITE_GATE: 'off' }).demoHistory).toBe(false);
    expect(() => loadConfig({ DEMO: '1', DEMO_HISTORY: 'sim' })).toThrow('DEMO_HISTORY inválido: sim');
  });

  it('a second seed adds nothing', async () => {
    const before = await counts();
    await seedDemo(t.ctx);
    expect(await counts()).toEqual(before);
  });
});
