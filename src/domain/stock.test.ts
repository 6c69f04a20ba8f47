import { describe, expect, it } from 'vitest';
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
  it('is at or below the minimum, zero included, with 5 as the default minimum', () => {
    expect(DEFAULT_MIN_STOCK).toBe(5);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(5)).toBe(true);
    expect(isLowStock(6)).toBe(false);
    expect(isLowStock(5, null)).toBe(true);
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(3, 2)).toBe(false);
    expect(isLowStock(0, 0)).toBe(true);
  });
});

describe('stockLabel', () => {
  it('reads Sem estoque at 0, Estoque baixo at the minimum, Em estoque above it', () => {
    expect(stockLabel(0, 5)).toBe('Sem estoque');
    expect(stockLabel(1, 5)).toBe('Estoque baixo');
    expect(stockLabel(5, 5)).toBe('Estoque baixo');
    expect(stockLabel(6, 5)).toBe('Em estoque');
    expect(stockLabel(6)).toBe('Em estoque');
    expect(stockLabel(0, 0)).toBe('Sem estoque');
  });
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
  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity(12, 10)).toBe(10);
  });

  it('stays at 1 when the product is sold out', () => {
    expect(clampQuantity(3, 0)).toBe(1);
  });

  it('turns non-integers and NaN into whole numbers', () => {
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
  });
});

describe('stockValueCents', () => {
  it('sums price times stock', () => {
    expect(
      stockValueCents([
        { priceCents: 1000, stock: 3 },
        { priceCents: 250, stock: 0 },
        { priceCents: 99, stock: 10 },
      ]),
    ).toBe(3990);
  });
});

describe('stock movement kinds', () => {
  it('labels every kind in pt-BR', () => {
    expect(STOCK_MOVEMENT_KINDS).toHaveLength(9);
    for (const kind of STOCK_MOVEMENT_KINDS) {
      expect(STOCK_MOVEMENT_KIND_LABELS[kind]).toBeTruthy();
    }
    // Distinct labels, so the movements list never shows two kinds the same way.
    expect(new Set(Object.values(STOCK_MOVEMENT_KIND_LABELS)).size).toBe(STOCK_MOVEMENT_KINDS.length);
    expect(stockMovementKindLabel('entry_reversal')).toBe('Estorno de entrada');
    expect(stockMovementKindLabel('exit')).toBe('Saída para loja');
    expect(stockMovementKindLabel('unknown')).toBe('unknown');
    expect(isStockMovementKind('entry')).toBe(true);
    expect(isStockMovementKind('Entrada')).toBe(false);
  });
});

describe('average cost (custo médio)', () => {
  it('weights the units in stock and the units received', () => {
    expect(averageCostAfterEntry(10, 400, 10, 600)).toBe(500);
    expect(averageCostAfterEntry(0, 400, 5, 700)).toBe(700);
    expect(averageCostAfterEntry(3, 1000, 1, 0)).toBe(750);
  });
  it('takes a reversed entry back out of the average', () => {
    const after = averageCostAfterEntry(10, 400, 10, 600);
    expect(averageCostAfterReversal(20, after, 10, 600)).toBe(400);
    expect(averageCostAfterReversal(10, 500, 10, 600)).toBe(500);
    expect(averageCostAfterReversal(12, 100, 10, 600)).toBe(100);
  });
});
