import { describe, expect, it } from 'vitest';
import { itIsACodeList, itReturns } from '../../tests/support/table-tests';
import {
  cepMatchesUf,
  cepValid,
  cnpjValid,
  cpfValid,
  formatCnpj,
  formatCpf,
  isUfCode,
  maskCep,
  maskPhone,
  onlyDigits,
  phoneValid,
  STORE_TYPES,
  UF_CODES,
  UF_NAMES,
  UFS,
  UNITS,
  ufFromCep,
} from './brazil';

describe('UFS', () => {
  it('has the 27 federative units sorted by code', () => {
    expect(UFS).toHaveLength(27);
    expect(UF_CODES).toHaveLength(27);
    const codes = UFS.map((uf) => uf.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual([...UF_CODES]);
    expect(UFS.find((uf) => uf.code === 'SP')).toEqual({ code: 'SP', name: 'São Paulo' });
    expect(UFS.find((uf) => uf.code === 'DF')?.name).toBe('Distrito Federal');
  });

  itIsACodeList({ values: UF_CODES, labels: UF_NAMES, is: isUfCode }, { notCodes: ['mg'] });
});

describe('onlyDigits', () => {
  itReturns('drops everything but digits: %j → %j', onlyDigits, [
    ['(11) 99999-9999', '11999999999'],
    [undefined, ''],
    [1234, '1234'],
  ]);
});

describe('maskCep', () => {
  itReturns('masks progressively as 00000-000: %j → %j', maskCep, [
    ['', ''],
    ['0131', '0131'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-1009999', '01310-100'],
    ['abc01310x100', '01310-100'],
  ]);
});

describe('cepValid and ufFromCep', () => {
  it.each(['01310-100', '01310100', ' 20040-002 '])('accepts %j: masked and bare CEPs inside the Correios ranges', (cep) => {
    expect(cepValid(cep)).toBe(true);
  });

  it.each(['00000-000', '1310-100', '01310-1000', '01.310-100', ''])('rejects %j: malformed CEPs and the placeholder', (cep) => {
    expect(cepValid(cep)).toBe(false);
  });

  it.each([
    ['01310-100', 'SP'],
    ['19999-999', 'SP'],
    ['20040-002', 'RJ'],
    ['29000-000', 'ES'],
    ['30130-010', 'MG'],
    ['40020-000', 'BA'],
    ['49000-000', 'SE'],
    ['50030-000', 'PE'],
    ['57000-000', 'AL'],
    ['58000-000', 'PB'],
    ['59000-000', 'RN'],
    ['60000-000', 'CE'],
    ['64000-000', 'PI'],
    ['65000-000', 'MA'],
    ['66000-000', 'PA'],
    ['68899-999', 'PA'],
    ['68900-000', 'AP'],
    ['69000-000', 'AM'],
    ['69300-000', 'RR'],
    ['69400-000', 'AM'],
    ['69900-000', 'AC'],
    ['70040-010', 'DF'],
    ['72800-000', 'GO'],
    ['73000-000', 'DF'],
    ['73700-000', 'GO'],
    ['76800-000', 'RO'],
    ['77000-000', 'TO'],
    ['78000-000', 'MT'],
    ['79000-000', 'MS'],
    ['80010-000', 'PR'],
    ['88010-000', 'SC'],
    ['90010-000', 'RS'],
    ['99999-999', 'RS'],
  ])('%s belongs to %s', (cep, uf) => {
    expect(ufFromCep(cep)).toBe(uf);
    expect(cepMatchesUf(cep, uf)).toBe(true);
  });

  it('covers every UF', () => {
    const samples = [
      '01310100',
      '20040002',
      '29000000',
      '30130010',
      '40020000',
      '49000000',
      '50030000',
      '57000000',
      '58000000',
      '59000000',
      '60000000',
      '64000000',
      '65000000',
      '66000000',
      '68900000',
      '69000000',
      '69300000',
      '69900000',
      '70040010',
      '72800000',
      '76800000',
      '77000000',
      '78000000',
      '79000000',
      '80010000',
      '88010000',
      '90010000',
    ];
    expect(new Set(samples.map(ufFromCep))).toEqual(new Set(UF_CODES));
  });
});

describe('cepMatchesUf', () => {
  itReturns('%j in %j: %s', cepMatchesUf, [
    // A CEP from another state.
    ['01310-100', 'RJ', false],
    ['20040-002', 'SP', false],
    ['72800-000', 'DF', false],
    ['69300-000', 'AM', false],
    // The case of the UF does not matter; an invalid CEP matches nothing.
    ['01310-100', 'sp', true],
    ['00000-000', 'SP', false],
  ]);
});

describe('maskPhone', () => {
  itReturns('masks %j as %j', maskPhone, [
    // Progressively, while typing.
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119999', '(11) 9999'],
    ['1199999', '(11) 9999-9'],
    // Landlines as (11) 3333-4444.
    ['1133334444', '(11) 3333-4444'],
    // Mobiles as (11) 99999-9999.
    ['11999999999', '(11) 99999-9999'],
    ['(11) 9999-99999', '(11) 99999-9999'],
    ['119999999991234', '(11) 99999-9999'],
  ]);
});

describe('phoneValid', () => {
  it.each(['(11) 99999-9999', '(11) 3333-4444', '21987654321', '(55) 3222-1234'])('accepts %j: 10 or 11 digits with a real DDD', (phone) => {
    expect(phoneValid(phone)).toBe(true);
  });

  it.each([
    // Wrong lengths.
    '9999-9999',
    '(11) 9999',
    // Unassigned DDDs.
    '(20) 99999-9999',
    '(01) 3333-4444',
    // A bad first digit.
    '(11) 1234-5678',
    '+55 11 99999-9999',
    '',
  ])('rejects %j', (phone) => {
    expect(phoneValid(phone)).toBe(false);
  });
});

describe('CPF and CNPJ', () => {
  itReturns('checks the CPF digits of %j: %s', cpfValid, [
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false],
    ['111.111.111-11', false],
    ['', false],
  ]);

  itReturns('formats the CPF %j, also while typing, as %j', formatCpf, [
    ['52998224725', '529.982.247-25'],
    ['529982', '529.982'],
    ['529.982.247-2599', '529.982.247-25'],
  ]);

  itReturns('checks the numeric or alphanumeric CNPJ %j: %s', cnpjValid, [
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.222.333/0001-82', false],
    ['00.000.000/0000-00', false],
    ['12.ABC.345/01DE-35', true],
  ]);

  itReturns('formats the CNPJ %j, upper-casing letters, as %j', formatCnpj, [
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['112223', '11.222.3'],
  ]);
});

describe('registry lists', () => {
  it('has the store types and units of the requirements', () => {
    expect(STORE_TYPES).toEqual(['Matriz', 'Filial', 'Quiosque', 'Online']);
    expect(UNITS).toEqual(['Unidade', 'Caixa', 'Pacote', 'Dúzia', 'Kg', 'Litro', 'Metro']);
  });
});
