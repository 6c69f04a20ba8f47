import { describe } from 'vitest';
import { itAccepts, itRefuses } from '../../../tests/support/table-tests';
import { forgotPasswordSchema, gateSchema, loginSchema, profileUpdateSchema, registerSchema, resetPasswordSchema } from './auth';

const REQUIRED = 'Preencha todos os campos obrigatórios.';

const validRegistration = {
  name: ' Maria da Silva ',
  email: 'Maria@Exemplo.com',
  phone: '11987654321',
  password: 'segredo1',
  confirmPassword: 'segredo1',
};

describe('registerSchema', () => {
  itAccepts(registerSchema, [
    [
      'a complete registration, normalised',
      validRegistration,
      { name: 'Maria da Silva', email: 'maria@exemplo.com', phone: '(11) 98765-4321', password: 'segredo1', confirmPassword: 'segredo1' },
    ],
  ]);

  const everyFieldRequired = { name: [REQUIRED], email: [REQUIRED], phone: [REQUIRED], password: [REQUIRED], confirmPassword: [REQUIRED] };
  itRefuses(registerSchema, [
    ['blank fields, asking for every required one', { name: '', email: '', phone: '', password: '', confirmPassword: '' }, everyFieldRequired],
    ['missing fields, asking for every required one', {}, everyFieldRequired],
    [
      'a malformed e-mail and phone',
      { ...validRegistration, email: 'maria', phone: '123' },
      { email: ['Informe um e-mail válido.'], phone: ['Informe um telefone válido.'] },
    ],
    [
      'a password under 6 characters',
      { ...validRegistration, password: '12345', confirmPassword: '12345' },
      { password: ['A senha deve ter pelo menos 6 caracteres'] },
    ],
    ['passwords that differ, on confirmPassword', { ...validRegistration, confirmPassword: 'outra123' }, { confirmPassword: ['As senhas não coincidem'] }],
    [
      'passwords that differ alongside other field errors',
      { ...validRegistration, name: '', confirmPassword: 'x' },
      { name: [REQUIRED], confirmPassword: ['As senhas não coincidem'] },
    ],
    ['a body that is not an object, in pt-BR', null, { '': ['Dados inválidos.'] }],
  ]);
});

describe('loginSchema', () => {
  itAccepts(loginSchema, [
    ['an e-mail and a password, without judging its length', { email: ' ADMIN@luzdafe.test ', password: '1' }, { email: 'admin@luzdafe.test', password: '1' }],
  ]);

  itRefuses(loginSchema, [
    ['a blank e-mail and password', { email: '', password: '' }, { email: [REQUIRED], password: [REQUIRED] }],
    ['a malformed e-mail', { email: 'x@', password: 'a' }, { email: ['Informe um e-mail válido.'] }],
  ]);
});

describe('gateSchema', () => {
  itAccepts(gateSchema, [['the access password', { password: 'luzdafe' }, { password: 'luzdafe' }]]);

  itRefuses(gateSchema, [
    ['a blank access password', { password: '' }, { password: ['Informe a senha de acesso.'] }],
    ['a missing access password', {}, { password: ['Informe a senha de acesso.'] }],
  ]);
});

describe('forgotPasswordSchema', () => {
  itAccepts(forgotPasswordSchema, [['a valid e-mail', { email: 'cliente@luzdafe.test' }, { email: 'cliente@luzdafe.test' }]]);
  itRefuses(forgotPasswordSchema, [['a malformed e-mail', { email: 'cliente' }, { email: ['Informe um e-mail válido.'] }]]);
});

describe('resetPasswordSchema', () => {
  const twice = (password: string, confirmPassword = password) => ({ password, confirmPassword });

  itAccepts(resetPasswordSchema, [['a long-enough password typed twice', twice('novasenha'), twice('novasenha')]]);
  itRefuses(resetPasswordSchema, [
    ['a short password', twice('123'), { password: ['A senha deve ter pelo menos 6 caracteres'] }],
    ['a password typed differently the second time', twice('novasenha', 'novasenhA'), { confirmPassword: ['As senhas não coincidem'] }],
  ]);
});

describe('profileUpdateSchema', () => {
  itAccepts(profileUpdateSchema, [['a name and a valid phone', { name: 'João', phone: '(21) 3222-1234' }, { name: 'João', phone: '(21) 3222-1234' }]]);
  itRefuses(profileUpdateSchema, [
    ['a blank name and a short phone', { name: ' ', phone: '99' }, { name: ['Informe seu nome.'], phone: ['Informe um telefone válido.'] }],
  ]);
});
