import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { itAccepts, itRefuses } from '../../../tests/support/table-tests';
import { checkoutCustomerSchema, checkoutPaymentSchema } from './checkout';

describe('checkoutCustomerSchema', () => {
  const company = { name: 'Empresa', email: 'compras@empresa.com', phone: '1133334444', document: '11.222.333/0001-81' };

  itAccepts(checkoutCustomerSchema, [
    [
      'and normalises name, e-mail, phone and the buyer document',
      { name: ' Ana ', email: 'Ana@Exemplo.com', phone: '11987654321', document: '529.982.247-25' },
      { name: 'Ana', email: 'ana@exemplo.com', phone: '(11) 98765-4321', document: '52998224725', ieIndicator: '9', stateRegistration: null },
    ],
    [
      "a company's IE when it is an ICMS contributor",
      { ...company, ieIndicator: '1', stateRegistration: '110.042.490.114' },
      expect.objectContaining({ document: '11222333000181', ieIndicator: '1', stateRegistration: '110042490114' }),
    ],
    [
      'a company that is exempt of IE, dropping the IE it typed',
      { ...company, ieIndicator: '2', stateRegistration: '123' },
      expect.objectContaining({ ieIndicator: '2', stateRegistration: null }),
    ],
  ]);

  const required = ['Campo obrigatório.'];
  itRefuses(checkoutCustomerSchema, [
    [
      'blank fields, requiring every one',
      { name: '', email: '', phone: '', document: '' },
      { name: required, email: required, phone: required, document: required },
    ],
    [
      'a malformed e-mail, phone and CPF/CNPJ',
      { name: 'Ana', email: 'ana', phone: '(11) 1234', document: '111.111.111-11' },
      { email: ['Informe um e-mail válido.'], phone: ['Informe um telefone válido.'], document: ['Informe um CPF ou CNPJ válido.'] },
    ],
    ['an ICMS contributor without its IE', { ...company, ieIndicator: '1' }, { stateRegistration: ['Informe a inscrição estadual da empresa.'] }],
    [
      "an ICMS contributor's IE that is not digits",
      { ...company, ieIndicator: '1', stateRegistration: 'ISENTO' },
      { stateRegistration: ['Informe a inscrição estadual só com números (2 a 14 dígitos).'] },
    ],
  ]);
});

describe('checkoutPaymentSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00-03:00'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const card = {
    cardNumber: '4111 1111 1111 1111',
    cardName: 'ANA SOUZA',
    cardExpiry: '11/26',
    cardCvv: '123',
  };
  const amex = { ...card, cardNumber: '3782 822463 10005' };

  itAccepts(checkoutPaymentSchema, [
    [
      'a credit card, stripping spaces and defaulting to one installment',
      { paymentMethod: 'credit', ...card },
      { paymentMethod: 'credit', ...card, cardNumber: '4111111111111111', installments: 1 },
    ],
    ['the installment count a select sends as text', { paymentMethod: 'credit', ...card, installments: '12' }, expect.objectContaining({ installments: 12 })],
    [
      'a debit card without installments',
      { paymentMethod: 'debit', ...card, installments: 3 },
      { paymentMethod: 'debit', ...card, cardNumber: '4111111111111111' },
    ],
    ['a 4-digit CVV on an American Express card', { paymentMethod: 'credit', ...amex, cardCvv: '1234' }, expect.objectContaining({ cardCvv: '1234' })],
    ['pix, needing nothing else', { paymentMethod: 'pix' }, { paymentMethod: 'pix' }],
    ['boleto, dropping stray card data', { paymentMethod: 'boleto', cardNumber: '4111' }, { paymentMethod: 'boleto' }],
  ]);

  const required = ['Campo obrigatório.'];
  const badInstallments = { installments: ['Número de parcelas inválido.'] };
  itRefuses(checkoutPaymentSchema, [
    ['0 installments', { paymentMethod: 'credit', ...card, installments: 0 }, badInstallments],
    ['13 installments', { paymentMethod: 'credit', ...card, installments: 13 }, badInstallments],
    ['2.5 installments', { paymentMethod: 'credit', ...card, installments: 2.5 }, badInstallments],
    ['"x" installments', { paymentMethod: 'credit', ...card, installments: 'x' }, badInstallments],
    [
      'each card problem, worded in pt-BR',
      { paymentMethod: 'debit', cardNumber: '4111 1111 1111 1112', cardName: '', cardExpiry: '10/26', cardCvv: '12' },
      { cardNumber: ['Número do cartão inválido.'], cardName: required, cardExpiry: ['Validade inválida.'], cardCvv: ['CVV inválido.'] },
    ],
    [
      'a card payment without the card fields',
      { paymentMethod: 'credit' },
      { cardNumber: required, cardName: required, cardExpiry: required, cardCvv: required },
    ],
    ['a 3-digit CVV on an American Express card', { paymentMethod: 'credit', ...amex, cardCvv: '123' }, { cardCvv: ['CVV inválido.'] }],
    ['a 4-digit CVV on a Visa card', { paymentMethod: 'credit', ...card, cardCvv: '1234' }, { cardCvv: ['CVV inválido.'] }],
    ['an unknown payment method', { paymentMethod: 'dinheiro' }, { paymentMethod: ['Selecione a forma de pagamento.'] }],
    ['a missing payment method', {}, { paymentMethod: ['Selecione a forma de pagamento.'] }],
  ]);
});
