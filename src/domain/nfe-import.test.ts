import { describe, expect, it } from 'vitest';
import { itReturns } from '../../tests/support/table-tests';
import { conversionText, differingSizes, invoiceUnitCostCents, isSameCompanyName, needsConversion, stockUnitsOf, weightedUnitCostCents } from './nfe-import';

describe('differingSizes', () => {
  it.each([
    // invoice text, product name, only on the invoice, only on the product
    ['IMAGEM NOSSA SENHORA APARECIDA RESINA 20CM', 'Imagem de Nossa Senhora Aparecida 30 cm', ['20 cm'], ['30 cm']],
    ['IMAGEM NOSSA SENHORA APARECIDA RESINA 20CM', 'Imagem de Nossa Senhora Aparecida 20 cm', [], []],
    ['IMAGEM SAO JOSE 20 CM', 'Imagem São José 20cm', [], []],
    ['VELA VOTIVA 7 DIAS BRANCA', 'Vela Votiva 3 Dias Branca', ['7 dias'], ['3 dias']],
    ['TERCO 50 CONTAS', 'Terço de Madeira', [], []],
    ['AGUA BENTA 1,5L', 'Água Benta 1.5 l', [], []],
    ['AGUA BENTA 500ML', 'Água Benta 500 g', ['500 ml'], ['500 g']],
    ['MEDALHA 20', 'Medalha 20 mm', [], []],
    ['QUADRO 20X30', 'Quadro 30x40', ['20'], ['40']],
    ['CRUCIFIXO DE PAREDE', 'Crucifixo de Parede 25 cm', [], []],
  ])('%s · %s', (invoice, product, onInvoice, onProduct) => {
    expect(differingSizes(invoice, product)).toEqual({ invoice: onInvoice, product: onProduct });
  });
});

describe('stock units and cost', () => {
  it.each([
    ['3.0000', 12, 36],
    ['24', 1, 24],
    ['2.5000', 2, 5],
    ['2.5000', 1, null],
    ['0.3333', 3, null],
    ['1.2500', 4, 5],
  ])('qCom %s × %i = %s', (quantity, factor, units) => {
    expect(stockUnitsOf(quantity, factor)).toBe(units);
  });

  it.each([
    // vProd, vDesc, stock units, cost per unit
    [28800, 0, 36, 800],
    [1000, 2, 4, 250], // 249,5 rounds up
    [1000, 6, 4, 249], // 248,5 rounds up to 249
    [1000, 7, 4, 248], // 248,25
    [27540, 0, 6, 4590],
    [100, 0, 3, 33],
    [200, 0, 3, 67],
    [500, 600, 5, 0],
  ])('(%i − %i) ÷ %i = %i', (total, discount, units, cost) => {
    expect(invoiceUnitCostCents(total, discount, units)).toBe(cost);
  });

  it('weights the cost of a product on several lines by their units', () => {
    expect(weightedUnitCostCents([{ quantity: 36, unitCostCents: 800 }])).toBe(800);
    expect(
      weightedUnitCostCents([
        { quantity: 10, unitCostCents: 800 },
        { quantity: 30, unitCostCents: 1000 },
      ]),
    ).toBe(950);
    expect(
      weightedUnitCostCents([
        { quantity: 1, unitCostCents: 1 },
        { quantity: 1, unitCostCents: 2 },
      ]),
    ).toBe(2);
    expect(weightedUnitCostCents([])).toBeNull();
  });
});

describe('conversion', () => {
  itReturns('%s on the invoice, %s in stock: must be typed %s', needsConversion, [
    ['CX', 'Unidade', true],
    ['UN', 'Unidade', false],
    ['UND', 'Unidade', false],
    ['PC', '', false],
    ['DZ', 'Unidade', true],
    ['CX', 'Caixa', false],
    ['CXA', 'Caixa', false],
    ['PCT', 'Pacote', false],
    ['KG', 'Unidade', true],
  ]);

  it('writes the conversion as the clerk reads it', () => {
    expect(conversionText('3.0000', 'CX', 12, 'Unidade')).toBe('3 CX × 12 = 36 UN');
    expect(conversionText('1200.0000', 'DZ', 12, 'Unidade')).toBe('1.200 DZ × 12 = 14.400 UN');
    expect(conversionText('2.5000', 'M', 1, 'Unidade')).toBe('2,5 M × 1 = ?');
  });
});

describe('isSameCompanyName', () => {
  it.each([
    ['Santa Luzia Artigos Religiosos', ['DISTRIBUIDORA DE ARTIGOS RELIGIOSOS SANTA LUZIA LTDA', 'Santa Luzia Artigos Religiosos'], true],
    ['Distribuidora de Artigos Religiosos Santa Luzia', ['DISTRIBUIDORA DE ARTIGOS RELIGIOSOS SANTA LUZIA LTDA', ''], true],
    ['Distribuidora São Bento Ltda.', ['DISTRIBUIDORA SAO BENTO LTDA - ME', ''], true],
    ['Casa das Velas', ['DISTRIBUIDORA DE ARTIGOS RELIGIOSOS SANTA LUZIA LTDA', 'Santa Luzia Artigos Religiosos'], false],
    ['Casa das Velas', ['', ''], false],
  ])('%s · %j → %s', (registered, names, same) => {
    expect(isSameCompanyName(registered, names)).toBe(same);
  });
});
