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
    expect(checkTotalsLine([line(5, 4), line(7, 6)])).toBe('Nota 12 UN · Recebido 10 UN · Dif. -2 UN');
    expect(checkTotalsLine([line(0, 3)])).toBe('Nota 0 UN · Recebido 3 UN · Dif. +3 UN');
    expect(checkTotalsLine([line(2, 2)])).toBe('Nota 2 UN · Recebido 2 UN · Dif. 0 UN');
  });

  it('keeps boxes and units apart in the totals and names the unit in the report', () => {
    const lines = [
      { name: 'Vela 7 dias', unit: 'Caixa', expectedQuantity: 3, receivedQuantity: 2 },
      { name: 'Terço', unit: 'Unidade', expectedQuantity: 10, receivedQuantity: 12 },
    ];
    expect(checkTotalsLine(lines)).toBe('Nota 3 CX + 10 UN · Recebido 2 CX + 12 UN · Dif. -1 CX +2 UN');
    const report = buildReceivingReport(lines);
    expect(report).toContain('- Falta: Vela 7 dias — nota 3 CX, recebido 2 CX (faltam 1 CX).');
    expect(report).toContain('- Sobra: Terço — nota 10 UN, recebido 12 UN (sobram 2 UN).');
  });
});
