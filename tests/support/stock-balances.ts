import { afterEach, expect } from 'vitest';
import { stockBalanceMismatches } from '@/server/modules/stock';
import { setUpTestApp, signInForSuite, type TestApp } from './test-app';

/**
 * After every test of the suite, each balance per (product, place) equals the sum of its movements
 * and products.stock the warehouse's available stock (decision 062). For suites that move stock.
 */
export function checkStockBalancesAfterEach(t: TestApp) {
  afterEach(async () => {
    expect(await stockBalanceMismatches(t.ctx.database.db), 'saldos por local = Σ movimentos').toEqual([]);
  });
}

/**
 * A suite that moves stock: its app (`setUpTestApp`), every balance checked after each test
 * (`checkStockBalancesAfterEach`) and the administrator signed in; `db()` is the app's database.
 */
export function setUpStockSuite() {
  const t = setUpTestApp();
  checkStockBalancesAfterEach(t);
  const admin = signInForSuite(t, 'admin');
  return { t, admin, db: () => t.ctx.database.db };
}
