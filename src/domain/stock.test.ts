import { describe, expect, it } from 'vitest';
import { itIsACodeList, itReturns } from '../../tests/support/table-tests';
import {
  averageCostAfterEntry,
  averageCostAfterReversal,
  cardBadges,
  clampQuantity,
  DEFAULT_MIN_STOCK,
  detailBadges,
  isLowStock,
  isStockMovementKind,
  STOCK_MOVEMENT_KIND_LABELS,
  STOCK_MOVEMENT_KINDS,
  stockLabel,
  stockMovementKindLabel,
  stockValueCents,
} from './stock';

describe('isLowStock', () => {
  it('takes 5 as the default minimum', () => {
    expect(DEFAULT_MIN_STOCK).toBe(5);
  });

  itReturns('stock %j with minimum %j is low: %s (at or below the minimum, zero included)', isLowStock, [
    [0, undefined, true],
    [5, undefined, true],
    [6, undefined, false],
    [5, null, true],
    [10, 10, true],
    [3, 2, false],
    [0, 0, true],
  ]);
});

describe('stockLabel', () => {
  itReturns('stock %j with minimum %j reads %s', stockLabel, [
    [0, 5, 'Sem estoque'],
    [1, 5, 'Estoque baixo'],
    [5, 5, 'Estoque baixo'],
    [6, 5, 'Em estoque'],
    [6, undefined, 'Em estoque'],
    [0, 0, 'Sem estoque'],
  ]);
});

describe('cardBadges', () => {
  const base = { minStock: 5, featured: false, onSale: false };

  it('shows Esgotado at 0 and not Poucas Unid.', () => {
    expect(cardBadges({ ...base, stock: 0 })).toEqual([{ key: 'esgotado', label: 'Esgotado' }]);
  });

  it('shows Poucas Unid. above 0 up to the minimum', () => {
    expect(cardBadges({ ...base, stock: 1 })).toEqual([{ key: 'poucas', label: 'Poucas Unid.' }]);
    expect(cardBadges({ ...base, stock: 5 })).toEqual([{ key: 'poucas', label: 'Poucas Unid.' }]);
    expect(cardBadges({ ...base, stock: 6 })).toEqual([]);
  });

  it('uses the default minimum when the product has none', () => {
    expect(cardBadges({ stock: 5 }).map((b) => b.key)).toEqual(['poucas']);
  });

  it('adds Destaque and Oferta', () => {
    expect(cardBadges({ stock: 0, minStock: 5, featured: true, onSale: true })).toEqual([
      { key: 'esgotado', label: 'Esgotado' },
      { key: 'destaque', label: 'Destaque' },
      { key: 'oferta', label: 'Oferta' },
    ]);
    expect(cardBadges({ ...base, stock: 20, onSale: true }).map((b) => b.label)).toEqual(['Oferta']);
  });
});

describe('detailBadges', () => {
  it('words low stock as Últimas Unidades and never shows Oferta', () => {
    expect(detailBadges({ stock: 0, minStock: 5 }).map((b) => b.label)).toEqual(['Esgotado']);
    expect(detailBadges({ stock: 3, minStock: 5, featured: true, onSale: true })).toEqual([
      { key: 'ultimas', label: 'Últimas Unidades' },
      { key: 'destaque', label: 'Destaque' },
    ]);
    expect(detailBadges({ stock: 6, minStock: 5 })).toEqual([]);
  });
});

describe('clampQuantity', () => {
  itReturns('quantity %j with stock %j becomes %j', clampQuantity, [
    // Between 1 and the stock.
    [3, 10, 3],
    [0, 10, 1],
    [-4, 10, 1],
    [12, 10, 10],
    // 1 when the product is sold out.
    [3, 0, 1],
    // Non-integers and NaN become whole numbers.
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
  ]);
});

describe('stockValueCents', () => {
  const item = (priceCents: number, stock: number) => ({ priceCents, stock });

  it('sums price times stock', () => {
    expect(stockValueCents([item(1000, 3), item(250, 0), item(99, 10)])).toBe(3990);
  });
});

describe('stock movement kinds', () => {
  it('has sixteen kinds', () => {
    expect(STOCK_MOVEMENT_KINDS).toHaveLength(16);
  });

  // Distinct labels too, so the movements list never shows two kinds the same way.
  itIsACodeList(
    { values: STOCK_MOVEMENT_KINDS, labels: STOCK_MOVEMENT_KIND_LABELS, is: isStockMovementKind, label: stockMovementKindLabel },
    {
      some: [
        ['entry_reversal', 'Estorno de entrada'],
        ['exit', 'Saída para loja'],
        ['exit_reversal', 'Estorno de saída'],
      ],
      notCodes: ['Entrada'],
      unknown: ['unknown'],
    },
  );
});

describe('average cost (custo médio)', () => {
  itReturns('weights the units in stock and the units received: %j at %j, %j in at %j', averageCostAfterEntry, [
    [10, 400, 10, 600, 500],
    [0, 400, 5, 700, 700],
    [3, 1000, 1, 0, 750],
  ]);

  it('takes a reversed entry back out of the average', () => {
    const after = averageCostAfterEntry(10, 400, 10, 600);
    expect(averageCostAfterReversal(20, after, 10, 600)).toBe(400);
  });

  itReturns('keeps the cost when a reversal cannot come out of it: %j at %j, %j out at %j', averageCostAfterReversal, [
    // Nothing would remain in stock.
    [10, 500, 10, 600, 500],
    // Later entries moved the average: the arithmetic would go below zero.
    [12, 100, 10, 600, 100],
  ]);
});
