import { describe, expect, it } from 'vitest';
import { isValidNfeKey, NFE_MESSAGES, nfeBarcode, nfeCheckDigit, nfeKeyParts } from './nfe';

// A key built field by field: SP (35), 2026-11, CNPJ 12345678000195, model 55, series 1, number 4521.
const first43 = `35261112345678000195550010000045211${'12345678'}`;
const key = `${first43}${nfeCheckDigit(first43)}`;

describe('NF-e access key', () => {
  it('computes the modulo-11 check digit (remainder 0 or 1 gives 0)', () => {
    // Known example from the NF-e manual: 5206043300991100250655012000000780026730161 → 5.
    expect(nfeCheckDigit('5206043300991100250655012000000780026730161')).toBe(5);
    expect(isValidNfeKey(key)).toBe(true);
  });

  it('refuses a wrong length, a non-digit or a wrong check digit', () => {
    expect(isValidNfeKey(key.slice(1))).toBe(false);
    expect(isValidNfeKey(`${key.slice(0, 43)}${(Number(key[43]) + 1) % 10}`)).toBe(false);
    expect(isValidNfeKey(`A${key.slice(1)}`)).toBe(false);
  });

  it('reads the fields of the key', () => {
    expect(nfeKeyParts(key)).toMatchObject({ uf: '35', yearMonth: '2611', cnpj: '12345678000195', model: '55', series: 1, number: 4521 });
    expect(nfeKeyParts('123')).toBeNull();
  });

  it("ignores 'SEM GTIN' as a barcode", () => {
    expect(nfeBarcode('SEM GTIN')).toBeNull();
    expect(nfeBarcode('7891234567895')).toBe('7891234567895');
    expect(nfeBarcode(7891234567895)).toBe('7891234567895');
  });
});

describe('NFE_MESSAGES', () => {
  it('words the refusals with what is known: the SEFAZ reason when the file has one, the line when there is one', () => {
    expect(NFE_MESSAGES.notAuthorised('110', 'Uso Denegado')).toBe(
      'NF-e não autorizada pela SEFAZ (situação 110: Uso Denegado). Só notas autorizadas (100 ou 150) podem ser importadas.',
    );
    expect(NFE_MESSAGES.notAuthorised('110', '')).toBe(
      'NF-e não autorizada pela SEFAZ (situação 110). Só notas autorizadas (100 ou 150) podem ser importadas.',
    );
    expect(NFE_MESSAGES.badNumber('valor total (vNF)')).toBe('A NF-e tem valor total (vNF) ausente, ilegível ou negativo.');
    expect(NFE_MESSAGES.badNumber('quantidade (qCom)', 3)).toBe('O item 3 da NF-e tem quantidade (qCom) ausente, ilegível ou negativo.');
    expect(NFE_MESSAGES.version('')).toContain('(sem versão)');
  });
});
