import { describe, expect, it } from 'vitest';
import { itIsACodeList, itReturns } from '../../tests/support/table-tests';
import {
  BUYER_IE_INDICATOR_LABELS,
  BUYER_IE_INDICATORS,
  buyerDocumentKind,
  buyerDocumentValid,
  formatBuyerDocument,
  isBuyerIeIndicator,
  maskBuyerDocument,
  normalizeBuyerDocument,
  normalizeStateRegistration,
} from './buyer-document';

describe('IE indicator', () => {
  itIsACodeList(
    { values: BUYER_IE_INDICATORS, labels: BUYER_IE_INDICATOR_LABELS, is: isBuyerIeIndicator },
    { some: [['9', 'Não contribuinte do ICMS']], notCodes: [9, '3'] },
  );
});

describe('buyer document', () => {
  itReturns('tells a CPF from a CNPJ, masked or not: %j is %j', buyerDocumentKind, [
    ['529.982.247-25', 'cpf'],
    ['11.222.333/0001-81', 'cnpj'],
    ['12.ABC.345/01DE-35', 'cnpj'],
    ['1234567', null],
  ]);

  itReturns('checks the digits: %j is valid: %j', buyerDocumentValid, [
    ['529.982.247-25', true],
    ['529.982.247-24', false],
    ['11.222.333/0001-81', true],
    ['11.222.333/0001-80', false],
    // The alphanumeric CNPJ issued from July 2026.
    ['12.ABC.345/01DE-35', true],
  ]);

  it('keeps an alphanumeric CNPJ as its upper-case characters', () => {
    expect(normalizeBuyerDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  itReturns('names the document as screens show it: %j → %j', formatBuyerDocument, [
    ['52998224725', 'CPF 529.982.247-25'],
    ['11222333000181', 'CNPJ 11.222.333/0001-81'],
  ]);

  itReturns('masks as a CPF while it fits one, then as a CNPJ: %j → %j', maskBuyerDocument, [
    ['5299822', '529.982.2'],
    ['52998224725', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
  ]);

  itReturns('takes an IE as 2 to 14 digits, dots and dashes aside: %j → %j', normalizeStateRegistration, [
    ['110.042.490.114', '110042490114'],
    ['ISENTO', null],
    ['1', null],
    ['12A34', null],
  ]);
});
