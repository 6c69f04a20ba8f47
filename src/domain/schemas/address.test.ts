import { describe, expect, it } from 'vitest';
import { addressSchema } from './address';
import { issuesOf } from './test-helpers';

const valid = {
  label: 'Casa',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};

describe('addressSchema', () => {
  it('accepts a complete address, masking the CEP and upper-casing the UF', () => {
    expect(addressSchema.parse(valid)).toEqual({ ...valid, cep: '01310-100', state: 'SP' });
  });

  it('leaves label and complement optional', () => {
    const { label: _label, complement: _complement, ...required } = valid;
    expect(addressSchema.safeParse(required).success).toBe(true);
  });

  it('marks each missing field as required', () => {
    const issues = issuesOf(addressSchema.safeParse({ cep: '', street: ' ', number: '', neighborhood: '', city: '', state: '' }));
    expect(issues).toEqual({
      cep: ['Campo obrigatório.'],
      street: ['Campo obrigatório.'],
      number: ['Campo obrigatório.'],
      neighborhood: ['Campo obrigatório.'],
      city: ['Campo obrigatório.'],
      state: ['Campo obrigatório.'],
    });
    expect(issuesOf(addressSchema.safeParse({})).street).toEqual(['Campo obrigatório.']);
  });

  it('rejects a malformed CEP and an unknown UF', () => {
    const issues = issuesOf(addressSchema.safeParse({ ...valid, cep: '0131-100', state: 'XX' }));
    expect(issues).toEqual({ cep: ['Informe um CEP válido.'], state: ['Selecione um estado válido.'] });
  });

  it('rejects a CEP from another state', () => {
    const issues = issuesOf(addressSchema.safeParse({ ...valid, state: 'RJ' }));
    expect(issues).toEqual({ cep: ['O CEP informado não pertence ao estado selecionado.'] });
  });

  it('accepts CEPs in a UF’s second range', () => {
    expect(addressSchema.safeParse({ ...valid, cep: '73000-000', state: 'DF' }).success).toBe(true);
    expect(addressSchema.safeParse({ ...valid, cep: '69400-000', state: 'AM' }).success).toBe(true);
  });
});
