import { describe, expect, it } from 'vitest';
import { itIsACodeList } from '../../tests/support/table-tests';
import { ORDER_STATUSES } from './order-status';
import { isOrderStockState, ORDER_STOCK_STATE_LABELS, ORDER_STOCK_STATES, orderStockStateLabel, stockStateFor } from './order-stock';

describe('order stock states', () => {
  itIsACodeList(
    { values: ORDER_STOCK_STATES, labels: ORDER_STOCK_STATE_LABELS, is: isOrderStockState, label: orderStockStateLabel },
    {
      all: [
        ['reserved', 'Reservado'],
        ['consumed', 'Saiu do estoque'],
        ['released', 'Liberado'],
        ['taken', 'Baixado na compra'],
      ],
      notCodes: ['Reservado', undefined],
      unknown: ['lost'],
    },
  );
});

describe('stockStateFor (decision 069)', () => {
  it('holds while open, takes when shipped, lets go when cancelled', () => {
    const table = Object.fromEntries(ORDER_STATUSES.map((s) => [s, stockStateFor('reserved', s)]));
    expect(table).toEqual({
      pending: 'reserved',
      processing: 'reserved',
      shipped: 'consumed',
      delivered: 'consumed',
      // A pickup order (decision 070): held at the store until the customer takes it.
      ready_for_pickup: 'reserved',
      picked_up: 'consumed',
      cancelled: 'released',
    });
  });

  it('never puts goods already out back on hold: only cancelling returns them', () => {
    for (const out of ['consumed', 'taken'] as const) {
      expect(ORDER_STATUSES.map((s) => stockStateFor(out, s))).toEqual([out, out, out, out, out, out, 'released']);
    }
  });

  it('a cancelled order re-opened holds again, or takes straight away when re-opened as shipped', () => {
    expect(ORDER_STATUSES.map((s) => stockStateFor('released', s))).toEqual([
      'reserved',
      'reserved',
      'consumed',
      'consumed',
      'reserved',
      'consumed',
      'released',
    ]);
  });
});
