import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoHistory } from '@/server/db/seed/demo-history';
import { ledgerViolations } from '../support/app-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

// The demo's store sales when the shop has its CNPJ (Configurações → Fiscal): the Matriz's and the
// Filial's arrive as NFC-e files through the real import (issue 36); the Quiosque's are typed.
let app: TestApp;
afterAll(async () => {
  await app?.close();
});

describe('demo history with the shop’s CNPJ', () => {
  it('imports the stores’ NFC-e once per access key, and the ledger holds', async () => {
    app = await createTestApp();
    const { db } = app.ctx.database;
    await db.execute(sql`INSERT INTO fiscal_issuer (id, cnpj) VALUES (1, '44555666000181') ON CONFLICT (id) DO UPDATE SET cnpj = excluded.cnpj`);
    await seedDemoHistory(app.ctx);
    const [sales] = (
      await db.execute<{ nfce: number; keys: number; manual: number; quiosque_nfce: number }>(sql`
        SELECT count(*) FILTER (WHERE ss.source = 'nfce')::int AS nfce, count(DISTINCT ss.access_key)::int AS keys,
          count(*) FILTER (WHERE ss.source = 'manual')::int AS manual,
          count(*) FILTER (WHERE ss.source = 'nfce' AND s.type = 'Quiosque')::int AS quiosque_nfce
        FROM store_sales ss JOIN stores s ON s.id = ss.store_id`)
    ).rows;
    expect(Number(sales!.nfce)).toBeGreaterThan(5);
    expect(Number(sales!.keys)).toBe(Number(sales!.nfce));
    expect(Number(sales!.manual)).toBeGreaterThan(0);
    expect(Number(sales!.quiosque_nfce)).toBe(0);
    expect(await ledgerViolations(app)).toEqual([]);
  });
});
