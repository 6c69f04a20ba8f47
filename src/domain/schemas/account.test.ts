import { describe, expect, it } from 'vitest';
import { issuesOf } from '../../../tests/support/table-tests';
import { changePasswordSchema, deleteAccountSchema, savedAddressSchema } from './account';

describe('savedAddressSchema', () => {
  const address = { cep: '01310100', street: 'Av. Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'sp' };

  it('normalises the address and keeps the default flag', () => {
    const parsed = savedAddressSchema.parse({ ...address, isDefault: true });
    expect(parsed).toMatchObject({ cep: '01310-100', state: 'SP', isDefault: true });
    expect(savedAddressSchema.parse(address).isDefault).toBeUndefined();
  });

  it('keeps the CEP/UF rule of the address schema', () => {
    expect(issuesOf(savedAddressSchema.safeParse({ ...address, state: 'RJ' }))).toEqual({
      cep: ['O CEP informado não pertence ao estado selecionado.'],
    });
  });

  it('refuses a non-boolean default flag', () => {
    expect(savedAddressSchema.safeParse({ ...address, isDefault: 'sim' }).success).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  it('accepts a valid change without trimming passwords', () => {
    expect(changePasswordSchema.parse({ currentPassword: ' velha ', newPassword: ' nova12', confirmPassword: ' nova12' })).toEqual({
      currentPassword: ' velha ',
      newPassword: ' nova12',
      confirmPassword: ' nova12',
    });
  });

  it('words every problem as the requirements do', () => {
    expect(issuesOf(changePasswordSchema.safeParse({ currentPassword: '', newPassword: '12345', confirmPassword: '54321' }))).toEqual({
      currentPassword: ['Informe sua senha.'],
      newPassword: ['A senha deve ter pelo menos 6 caracteres'],
      confirmPassword: ['As senhas não coincidem'],
    });
    expect(issuesOf(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: '', confirmPassword: '' }))).toEqual({
      newPassword: ['Campo obrigatório.'],
      confirmPassword: ['Campo obrigatório.'],
    });
  });
});

describe('deleteAccountSchema', () => {
  it('needs the password', () => {
    expect(issuesOf(deleteAccountSchema.safeParse({}))).toEqual({ password: ['Informe sua senha.'] });
    expect(issuesOf(deleteAccountSchema.safeParse(null))).toEqual({ '': ['Dados inválidos.'] });
    expect(deleteAccountSchema.parse({ password: 'segredo1' })).toEqual({ password: 'segredo1' });
  });
});
