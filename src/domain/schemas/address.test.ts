import { describe } from 'vitest';
import { EXAMPLE_ADDRESS } from '../../../tests/support/fixtures';
import { itAccepts, itRefuses } from '../../../tests/support/table-tests';
import { addressSchema } from './address';

const valid = EXAMPLE_ADDRESS;
const { label: _label, complement: _complement, ...required } = valid;
const REQUIRED = ['Campo obrigatório.'];

describe('addressSchema', () => {
  itAccepts(addressSchema, [
    ['a complete address, masking the CEP and upper-casing the UF', valid, { ...valid, cep: '01310-100', state: 'SP' }],
    ['an address without label and complement', required, { ...required, cep: '01310-100', state: 'SP' }],
    ['a CEP in the DF’s second range', { ...valid, cep: '73000-000', state: 'DF' }, { ...valid, cep: '73000-000', state: 'DF' }],
    ['a CEP in the AM’s second range', { ...valid, cep: '69400-000', state: 'AM' }, { ...valid, cep: '69400-000', state: 'AM' }],
  ]);

  itRefuses(addressSchema, [
    [
      'blank fields, each as required',
      { cep: '', street: ' ', number: '', neighborhood: '', city: '', state: '' },
      { cep: REQUIRED, street: REQUIRED, number: REQUIRED, neighborhood: REQUIRED, city: REQUIRED, state: REQUIRED },
    ],
    ['missing fields, each as required', {}, { cep: REQUIRED, street: REQUIRED, number: REQUIRED, neighborhood: REQUIRED, city: REQUIRED, state: REQUIRED }],
    [
      'a malformed CEP and an unknown UF',
      { ...valid, cep: '0131-100', state: 'XX' },
      { cep: ['Informe um CEP válido.'], state: ['Selecione um estado válido.'] },
    ],
    ['a CEP from another state', { ...valid, state: 'RJ' }, { cep: ['O CEP informado não pertence ao estado selecionado.'] }],
  ]);
});
