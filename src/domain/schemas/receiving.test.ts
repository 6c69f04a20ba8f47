import { describe, expect, it } from 'vitest';
import { buildReceivingReport, checkTotalsLine, RECEIVING_NOTHING_CHECKED_MESSAGE } from './receiving';

describe('receiving check texts', () => {
  it('says that nothing was checked for a check without lines', () => {
    const report = buildReceivingReport([]);
    expect(report).toContain(RECEIVING_NOTHING_CHECKED_MESSAGE);
    expect(report).not.toContain('Todos os itens conferem');
  });

  it('says that every item matches only when there are items and all match', () => {
    expect(buildReceivingReport([{ name: 'Terço', expectedQuantity: 2, receivedQuantity: 2 }])).toContain('Todos os itens conferem com a nota fiscal.');
    expect(buildReceivingReport([{ name: 'Terço', expectedQuantity: 2, receivedQuantity: 1 }])).not.toContain('Todos os itens conferem');
  });

  it('sums the invoice and the count with the signed difference', () => {
    const line = (expectedQuantity: number, receivedQuantity: number) => ({ expectedQuantity, receivedQuantity });
    expect(checkTotalsLine([line(5, 4), line(7, 6)])).toBe('Nota 12 · Recebido 10 · Dif. -2');
    expect(checkTotalsLine([line(0, 3)])).toBe('Nota 0 · Recebido 3 · Dif. +3');
    expect(checkTotalsLine([line(2, 2)])).toBe('Nota 2 · Recebido 2 · Dif. 0');
  });
});
