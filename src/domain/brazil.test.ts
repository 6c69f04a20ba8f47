import { describe, expect, it } from 'vitest';
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
  UFS,
  ufFromCep,
  UNITS,
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
    expect(isUfCode('MG')).toBe(true);
    expect(isUfCode('mg')).toBe(false);
  });
});

describe('onlyDigits', () => {
  it('drops everything but digits', () => {
    expect(onlyDigits('(11) 99999-9999')).toBe('11999999999');
    expect(onlyDigits(undefined)).toBe('');
    expect(onlyDigits(1234)).toBe('1234');
  });
});

describe('maskCep', () => {
  it('masks progressively as 00000-000', () => {
    expect(maskCep('')).toBe('');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009999')).toBe('01310-100');
    expect(maskCep('abc01310x100')).toBe('01310-100');
  });
});

describe('cepValid and ufFromCep', () => {
  it('accepts masked and bare CEPs inside the Correios ranges', () => {
    expect(cepValid('01310-100')).toBe(true);
    expect(cepValid('01310100')).toBe(true);
    expect(cepValid(' 20040-002 ')).toBe(true);
  });

  it('rejects malformed CEPs and the placeholder', () => {
    expect(cepValid('00000-000')).toBe(false);
    expect(cepValid('1310-100')).toBe(false);
    expect(cepValid('01310-1000')).toBe(false);
    expect(cepValid('01.310-100')).toBe(false);
    expect(cepValid('')).toBe(false);
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
    const samples = ['01310100', '20040002', '29000000', '30130010', '40020000', '49000000', '50030000', '57000000', '58000000', '59000000', '60000000', '64000000', '65000000', '66000000', '68900000', '69000000', '69300000', '69900000', '70040010', '72800000', '76800000', '77000000', '78000000', '79000000', '80010000', '88010000', '90010000'];
    expect(new Set(samples.map(ufFromCep))).toEqual(new Set(UF_CODES));
  });
});

describe('cepMatchesUf', () => {
  it('rejects a CEP from another state', () => {
    expect(cepMatchesUf('01310-100', 'RJ')).toBe(false);
    expect(cepMatchesUf('20040-002', 'SP')).toBe(false);
    expect(cepMatchesUf('72800-000', 'DF')).toBe(false);
    expect(cepMatchesUf('69300-000', 'AM')).toBe(false);
  });

  it('ignores the case of the UF and rejects invalid CEPs', () => {
    expect(cepMatchesUf('01310-100', 'sp')).toBe(true);
    expect(cepMatchesUf('00000-000', 'SP')).toBe(false);
  });
});

describe('maskPhone', () => {
  it('masks progressively', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119999')).toBe('(11) 9999');
    expect(maskPhone('1199999')).toBe('(11) 9999-9');
  });

  it('formats landlines as (11) 3333-4444', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
  });

  it('formats mobiles as (11) 99999-9999', () => {
    expect(maskPhone('11999999999')).toBe('(11) 99999-9999');
    expect(maskPhone('(11) 9999-99999')).toBe('(11) 99999-9999');
    expect(maskPhone('119999999991234')).toBe('(11) 99999-9999');
  });
});

describe('phoneValid', () => {
  it('accepts 10- and 11-digit numbers with a real DDD', () => {
    expect(phoneValid('(11) 99999-9999')).toBe(true);
    expect(phoneValid('(11) 3333-4444')).toBe(true);
    expect(phoneValid('21987654321')).toBe(true);
    expect(phoneValid('(55) 3222-1234')).toBe(true);
  });

  it('rejects wrong lengths, unassigned DDDs and bad first digits', () => {
    expect(phoneValid('9999-9999')).toBe(false);
    expect(phoneValid('(11) 9999')).toBe(false);
    expect(phoneValid('(20) 99999-9999')).toBe(false);
    expect(phoneValid('(01) 3333-4444')).toBe(false);
    expect(phoneValid('(11) 1234-5678')).toBe(false);
    expect(phoneValid('+55 11 99999-9999')).toBe(false);
    expect(phoneValid('')).toBe(false);
  });
});

describe('CPF and CNPJ', () => {
  it('validates CPF check digits', () => {
    expect(cpfValid('529.982.247-25')).toBe(true);
    expect(cpfValid('52998224725')).toBe(true);
    expect(cpfValid('529.982.247-24')).toBe(false);
    expect(cpfValid('111.111.111-11')).toBe(false);
    expect(cpfValid('')).toBe(false);
  });

  it('formats CPF, also while typing', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529982')).toBe('529.982');
    expect(formatCpf('529.982.247-2599')).toBe('529.982.247-25');
  });

  it('validates numeric and alphanumeric CNPJ', () => {
    expect(cnpjValid('11.222.333/0001-81')).toBe(true);
    expect(cnpjValid('11222333000181')).toBe(true);
    expect(cnpjValid('11.222.333/0001-82')).toBe(false);
    expect(cnpjValid('00.000.000/0000-00')).toBe(false);
    expect(cnpjValid('12.ABC.345/01DE-35')).toBe(true);
  });

  it('formats CNPJ, upper-casing letters', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('112223')).toBe('11.222.3');
  });
});

describe('registry lists', () => {
  it('has the store types and units of the spec', () => {
    expect(STORE_TYPES).toEqual(['Matriz', 'Filial', 'Quiosque', 'Online']);
    expect(UNITS).toEqual(['Unidade', 'Caixa', 'Pacote', 'Dúzia', 'Kg', 'Litro', 'Metro']);
  });
});
