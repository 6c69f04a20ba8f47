import { describe, expect, it } from 'vitest';
import { itReturns } from '../test-support';
import { forgotPasswordSchema, gateSchema, loginSchema, profileUpdateSchema, registerSchema, resetPasswordSchema } from './auth';
import { issuesOf, outcomeOf } from './test-helpers';

const REQUIRED = 'Preencha todos os campos obrigatórios.';

const validRegistration = {
  name: ' Maria da Silva ',
  email: 'Maria@Exemplo.com',
  phone: '11987654321',
  password: 'segredo1',
  confirmPassword: 'segredo1',
};

describe('registerSchema', () => {
  it('accepts a complete registration and normalises it', () => {
    expect(registerSchema.parse(validRegistration)).toEqual({
      name: 'Maria da Silva',
      email: 'maria@exemplo.com',
      phone: '(11) 98765-4321',
      password: 'segredo1',
      confirmPassword: 'segredo1',
    });
  });

  it('asks for every required field', () => {
    const issues = issuesOf(registerSchema.safeParse({ name: '', email: '', phone: '', password: '', confirmPassword: '' }));
    expect(issues).toEqual({
      name: [REQUIRED],
      email: [REQUIRED],
      phone: [REQUIRED],
      password: [REQUIRED],
      confirmPassword: [REQUIRED],
    });
    expect(issuesOf(registerSchema.safeParse({})).name).toEqual([REQUIRED]);
  });

  it('checks e-mail and phone format', () => {
    const issues = issuesOf(registerSchema.safeParse({ ...validRegistration, email: 'maria', phone: '123' }));
    expect(issues).toEqual({ email: ['Informe um e-mail válido.'], phone: ['Informe um telefone válido.'] });
  });

  it('wants at least 6 characters', () => {
    const issues = issuesOf(registerSchema.safeParse({ ...validRegistration, password: '12345', confirmPassword: '12345' }));
    expect(issues).toEqual({ password: ['A senha deve ter pelo menos 6 caracteres'] });
  });

  it('reports passwords that differ on confirmPassword', () => {
    const issues = issuesOf(registerSchema.safeParse({ ...validRegistration, confirmPassword: 'outra123' }));
    expect(issues).toEqual({ confirmPassword: ['As senhas não coincidem'] });
  });

  it('reports the mismatch alongside other field errors', () => {
    const issues = issuesOf(registerSchema.safeParse({ ...validRegistration, name: '', confirmPassword: 'x' }));
    expect(issues).toEqual({ name: [REQUIRED], confirmPassword: ['As senhas não coincidem'] });
  });

  it('gives a pt-BR message for a body that is not an object', () => {
    expect(issuesOf(registerSchema.safeParse(null))).toEqual({ '': ['Dados inválidos.'] });
  });
});

describe('loginSchema', () => {
  it('needs an e-mail and a password, without judging its length', () => {
    expect(loginSchema.parse({ email: ' ADMIN@luzdafe.test ', password: '1' })).toEqual({
      email: 'admin@luzdafe.test',
      password: '1',
    });
    expect(issuesOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: [REQUIRED],
      password: [REQUIRED],
    });
    expect(issuesOf(loginSchema.safeParse({ email: 'x@', password: 'a' }))).toEqual({
      email: ['Informe um e-mail válido.'],
    });
  });
});

describe('gateSchema', () => {
  it('needs the access password', () => {
    expect(gateSchema.parse({ password: 'luzdafe' })).toEqual({ password: 'luzdafe' });
    expect(issuesOf(gateSchema.safeParse({ password: '' }))).toEqual({ password: ['Informe a senha de acesso.'] });
    expect(issuesOf(gateSchema.safeParse({}))).toEqual({ password: ['Informe a senha de acesso.'] });
  });
});

describe('forgotPasswordSchema', () => {
  itReturns('needs a valid e-mail: %j gives %j', outcomeOf(forgotPasswordSchema), [
    [{ email: 'cliente@luzdafe.test' }, { data: { email: 'cliente@luzdafe.test' } }],
    [{ email: 'cliente' }, { issues: { email: ['Informe um e-mail válido.'] } }],
  ]);
});

describe('resetPasswordSchema', () => {
  const twice = (password: string, confirmPassword = password) => ({ password, confirmPassword });

  itReturns('needs a long-enough password typed twice: %j gives %j', outcomeOf(resetPasswordSchema), [
    [twice('novasenha'), { data: twice('novasenha') }],
    [twice('123'), { issues: { password: ['A senha deve ter pelo menos 6 caracteres'] } }],
    [twice('novasenha', 'novasenhA'), { issues: { confirmPassword: ['As senhas não coincidem'] } }],
  ]);
});

describe('profileUpdateSchema', () => {
  itReturns('needs a name and a valid phone: %j gives %j', outcomeOf(profileUpdateSchema), [
    [{ name: 'João', phone: '(21) 3222-1234' }, { data: { name: 'João', phone: '(21) 3222-1234' } }],
    [{ name: ' ', phone: '99' }, { issues: { name: ['Informe seu nome.'], phone: ['Informe um telefone válido.'] } }],
  ]);
});
