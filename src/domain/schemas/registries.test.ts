import { describe, expect, it } from 'vitest';
import { issuesOf, itReturns } from '../../../tests/support/table-tests';
import { categorySchema, classificationSchema, slugify, storeSchema, supplierSchema } from './registries';

describe('slugify', () => {
  itReturns('makes accent-free, hyphenated, lower-case slugs: %j → %j', slugify, [
    ['Terços', 'tercos'],
    ['  Kits de   Presente! ', 'kits-de-presente'],
    ['Imagens & Estátuas', 'imagens-estatuas'],
    ['!!!', ''],
  ]);
});

describe('categorySchema / classificationSchema', () => {
  it('requires a name with the requirements message', () => {
    expect(issuesOf(categorySchema.safeParse({ name: '   ' }))).toEqual({ name: ['O nome da categoria é obrigatório.'] });
    expect(issuesOf(categorySchema.safeParse({}))).toEqual({ name: ['O nome da categoria é obrigatório.'] });
    expect(issuesOf(classificationSchema.safeParse({ name: '' }))).toEqual({
      name: ['O nome da classificação é obrigatório.'],
    });
  });

  it('refuses a category name with nothing to build a slug from', () => {
    expect(categorySchema.safeParse({ name: '---' }).success).toBe(false);
  });

  it('trims and defaults the description', () => {
    expect(categorySchema.parse({ name: ' Velas ' })).toEqual({ name: 'Velas', description: '' });
    expect(classificationSchema.parse({ name: 'Leitura', description: ' Livros ' })).toEqual({
      name: 'Leitura',
      description: 'Livros',
    });
  });
});

describe('supplierSchema', () => {
  const valid = { name: 'Velas Luz Divina', email: 'Comercial@Velas.com.br' };

  it('requires name and e-mail with one message', () => {
    expect(issuesOf(supplierSchema.safeParse({ name: '', email: '' }))).toEqual({
      name: ['Nome e email do fornecedor são obrigatórios.'],
      email: ['Nome e email do fornecedor são obrigatórios.'],
    });
    expect(issuesOf(supplierSchema.safeParse({ ...valid, email: 'sem-arroba' }))).toEqual({ email: ['Informe um e-mail válido.'] });
  });

  it('validates the CNPJ only when given, and formats it', () => {
    expect(supplierSchema.parse(valid)).toMatchObject({ email: 'comercial@velas.com.br', cnpj: null, phone: '' });
    expect(supplierSchema.parse({ ...valid, cnpj: '11222333000181' }).cnpj).toBe('11.222.333/0001-81');
    expect(issuesOf(supplierSchema.safeParse({ ...valid, cnpj: '11.222.333/0001-82' }))).toEqual({ cnpj: ['CNPJ inválido.'] });
  });

  it('masks a valid phone and rejects a bad one', () => {
    expect(supplierSchema.parse({ ...valid, phone: '1140028922' }).phone).toBe('(11) 4002-8922');
    expect(issuesOf(supplierSchema.safeParse({ ...valid, phone: '123' }))).toEqual({ phone: ['Informe um telefone válido.'] });
  });
});

describe('storeSchema', () => {
  it('requires name and address with one message', () => {
    expect(issuesOf(storeSchema.safeParse({ name: 'Loja', address: ' ' }))).toEqual({
      address: ['Nome e endereço da loja são obrigatórios.'],
    });
  });

  it('accepts only the four store types, defaulting to Filial', () => {
    expect(storeSchema.parse({ name: 'Loja', address: 'Rua A, 1' }).type).toBe('Filial');
    expect(storeSchema.parse({ name: 'Loja', address: 'Rua A, 1', type: 'Quiosque' }).type).toBe('Quiosque');
    expect(issuesOf(storeSchema.safeParse({ name: 'Loja', address: 'Rua A, 1', type: 'Depósito' }))).toEqual({
      type: ['Selecione um tipo de loja válido.'],
    });
  });
});
