import { describe, expect, it } from 'vitest';
import { issuesOf, itAccepts, itRefuses, itReturns, outcomeOf } from '../../../tests/support/table-tests';
import { cepField, emailField, optionalText, phoneField, requiredText, serialId, serialIdParam, wholeNumber, wholeNumberFromText } from './fields';

describe('requiredText', () => {
  it('trims and refuses blank text with the given message', () => {
    expect(requiredText().parse('  Maria  ')).toBe('Maria');
    expect(issuesOf(requiredText('Informe seu nome.').safeParse('   '))).toEqual({ '': ['Informe seu nome.'] });
    expect(issuesOf(requiredText().safeParse(undefined))).toEqual({ '': ['Campo obrigatório.'] });
  });

  it('caps the length with a pt-BR message', () => {
    expect(issuesOf(requiredText('x', 3).safeParse('abcd'))).toEqual({ '': ['Use no máximo 3 caracteres.'] });
  });
});

describe('optionalText', () => {
  it('allows absence and blank text', () => {
    expect(optionalText().parse(undefined)).toBeUndefined();
    expect(optionalText().parse('  ')).toBe('');
  });
});

describe('emailField', () => {
  itReturns('reads %j as %j: trimmed and lower-cased, or what is wrong with it', outcomeOf(emailField()), [
    ['  Maria@Exemplo.COM ', { data: 'maria@exemplo.com' }],
    ['', { issues: { '': ['Campo obrigatório.'] } }],
    ['maria@', { issues: { '': ['Informe um e-mail válido.'] } }],
  ]);
});

describe('phoneField', () => {
  itReturns('reads %j as %j: the masked phone, or why not', outcomeOf(phoneField()), [
    ['11 99999 9999', { data: '(11) 99999-9999' }],
    ['1133334444', { data: '(11) 3333-4444' }],
    ['1234', { issues: { '': ['Informe um telefone válido.'] } }],
  ]);
});

describe('cepField', () => {
  itReturns('reads %j as %j: the masked CEP, or why not', outcomeOf(cepField()), [
    ['01310100', { data: '01310-100' }],
    ['01310-100', { data: '01310-100' }],
    ['0131', { issues: { '': ['Informe um CEP válido.'] } }],
  ]);
});

describe('serial ids', () => {
  it('takes decimal digits in the int4 range from a URL, nothing else', () => {
    const id = serialIdParam('Registro inválido.');
    expect(id.parse('16')).toBe(16);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0x10', '1e3', '+1', ' 1', '01', '0', '-1', '1.0', '2147483648', '99999999999', '', 'abc']) {
      const r = id.safeParse(bad);
      expect(r.success, bad).toBe(false);
      if (!r.success) expect(r.error.issues[0]?.message).toBe('Registro inválido.');
    }
  });

  it('takes whole numbers in the int4 range from a JSON body', () => {
    const id = serialId('Produto inválido.');
    expect(id.parse(7)).toBe(7);
    for (const bad of [0, -1, 1.5, 2_147_483_648, '7', null]) expect(id.safeParse(bad).success).toBe(false);
  });
});

describe('wholeNumber', () => {
  const quantity = wholeNumber('Quantidade inválida.', 0, 10);
  itAccepts(quantity, [
    ['the lower bound', 0, 0],
    ['the upper bound', 10, 10],
  ]);
  itRefuses(quantity, [
    ['a fraction', 1.5, { '': ['Quantidade inválida.'] }],
    ['a number below the range', -1, { '': ['Quantidade inválida.'] }],
    ['a number above the range', 11, { '': ['Quantidade inválida.'] }],
    ['a number typed as text', '7', { '': ['Quantidade inválida.'] }],
    ['nothing', undefined, { '': ['Quantidade inválida.'] }],
  ]);

  itAccepts(wholeNumber('Versão inválida.', 1), [['any whole number from the lower bound up, with no upper bound given', 2_147_483_648, 2_147_483_648]]);
});

describe('wholeNumberFromText', () => {
  const page = wholeNumberFromText('Página inválida.', 1, 100);
  itAccepts(page, [
    ['a number typed as text', '7', 7],
    ['a number', 100, 100],
  ]);
  itRefuses(page, [
    ['text that is no number', 'sete', { '': ['Página inválida.'] }],
    ['a number above the range', '101', { '': ['Página inválida.'] }],
    ['zero', '0', { '': ['Página inválida.'] }],
  ]);
});
