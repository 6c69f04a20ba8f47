import { describe, expect, it } from 'vitest';
import { itIsACodeList } from '../../tests/support/table-tests';
import { codeList, selfLabels } from './one-of';

describe('codeList', () => {
  const colours = codeList(['red', 'blue'], { red: 'Vermelho', blue: 'Azul' });

  itIsACodeList(colours, {
    all: [
      ['red', 'Vermelho'],
      ['blue', 'Azul'],
    ],
    notCodes: ['Vermelho', 'RED', 1, null, undefined],
    unknown: ['green', ''],
  });
});

describe('selfLabels', () => {
  it('labels each code as itself but for the renamed ones', () => {
    expect(selfLabels(['Recebida', 'Pedido Cancelado'], { 'Pedido Cancelado': 'Cancelado' })).toEqual({
      Recebida: 'Recebida',
      'Pedido Cancelado': 'Cancelado',
    });
  });
});
