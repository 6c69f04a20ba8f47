import { afterEach, expect } from 'vitest';
import { stockBalanceMismatches } from '@/server/modules/stock';
import type { TestApp } from './test-app';

/**
 * After every test of the suite, each balance per (product, place) equals the sum of its movements
 * and products.stock the warehouse's available stock (decision 062). For suites that move stock.
 */
export function checkStockBalancesAfterEach(t: TestApp) {
  afterEach(async () => {
    expect(await stockBalanceMismatches(t.ctx.database.db), 'saldos por local = Σ movimentos').toEqual([]);
  });
}
