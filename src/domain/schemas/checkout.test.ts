import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutCustomerSchema, checkoutPaymentSchema } from './checkout';
import { issuesOf } from './test-helpers';

describe('checkoutCustomerSchema', () => {
  it('accepts and normalises name, e-mail, phone and the buyer document', () => {
    expect(checkoutCustomerSchema.parse({ name: ' Ana ', email: 'Ana@Exemplo.com', phone: '11987654321', document: '529.982.247-25' })).toEqual({
      name: 'Ana',
      email: 'ana@exemplo.com',
      phone: '(11) 98765-4321',
      document: '52998224725',
      ieIndicator: '9',
      stateRegistration: null,
    });
  });

  it('requires every field', () => {
    expect(issuesOf(checkoutCustomerSchema.safeParse({ name: '', email: '', phone: '', document: '' }))).toEqual({
      name: ['Campo obrigatório.'],
      email: ['Campo obrigatório.'],
      phone: ['Campo obrigatório.'],
      document: ['Campo obrigatório.'],
    });
  });

  it('checks e-mail, phone and CPF/CNPJ', () => {
    expect(issuesOf(checkoutCustomerSchema.safeParse({ name: 'Ana', email: 'ana', phone: '(11) 1234', document: '111.111.111-11' }))).toEqual({
      email: ['Informe um e-mail válido.'],
      phone: ['Informe um telefone válido.'],
      document: ['Informe um CPF ou CNPJ válido.'],
    });
  });

  it("keeps a company's IE only when it is an ICMS contributor, and asks for it then", () => {
    const company = { name: 'Empresa', email: 'compras@empresa.com', phone: '1133334444', document: '11.222.333/0001-81' };
    expect(checkoutCustomerSchema.parse({ ...company, ieIndicator: '1', stateRegistration: '110.042.490.114' })).toMatchObject({
      document: '11222333000181',
      ieIndicator: '1',
      stateRegistration: '110042490114',
    });
    expect(checkoutCustomerSchema.parse({ ...company, ieIndicator: '2', stateRegistration: '123' })).toMatchObject({
      ieIndicator: '2',
      stateRegistration: null,
    });
    expect(issuesOf(checkoutCustomerSchema.safeParse({ ...company, ieIndicator: '1' }))).toEqual({
      stateRegistration: ['Informe a inscrição estadual da empresa.'],
    });
    expect(issuesOf(checkoutCustomerSchema.safeParse({ ...company, ieIndicator: '1', stateRegistration: 'ISENTO' }))).toEqual({
      stateRegistration: ['Informe a inscrição estadual só com números (2 a 14 dígitos).'],
    });
  });
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

  it('accepts a credit card, strips spaces and defaults to one installment', () => {
    expect(checkoutPaymentSchema.parse({ paymentMethod: 'credit', ...card })).toEqual({
      paymentMethod: 'credit',
      ...card,
      cardNumber: '4111111111111111',
      installments: 1,
    });
  });

  it('reads the installment count a select sends as text', () => {
    const parsed = checkoutPaymentSchema.parse({ paymentMethod: 'credit', ...card, installments: '12' });
    expect(parsed).toMatchObject({ installments: 12 });
  });

  it('rejects installment counts outside 1..12', () => {
    for (const installments of [0, 13, 2.5, 'x']) {
      expect(issuesOf(checkoutPaymentSchema.safeParse({ paymentMethod: 'credit', ...card, installments }))).toEqual({
        installments: ['Número de parcelas inválido.'],
      });
    }
  });

  it('accepts a debit card without installments', () => {
    const parsed = checkoutPaymentSchema.parse({ paymentMethod: 'debit', ...card, installments: 3 });
    expect(parsed).toEqual({ paymentMethod: 'debit', ...card, cardNumber: '4111111111111111' });
  });

  it('words each card problem in pt-BR', () => {
    const issues = issuesOf(
      checkoutPaymentSchema.safeParse({
        paymentMethod: 'debit',
        cardNumber: '4111 1111 1111 1112',
        cardName: '',
        cardExpiry: '10/26',
        cardCvv: '12',
      }),
    );
    expect(issues).toEqual({
      cardNumber: ['Número do cartão inválido.'],
      cardName: ['Campo obrigatório.'],
      cardExpiry: ['Validade inválida.'],
      cardCvv: ['CVV inválido.'],
    });
  });

  it('requires the card fields for card payments', () => {
    expect(issuesOf(checkoutPaymentSchema.safeParse({ paymentMethod: 'credit' }))).toEqual({
      cardNumber: ['Campo obrigatório.'],
      cardName: ['Campo obrigatório.'],
      cardExpiry: ['Campo obrigatório.'],
      cardCvv: ['Campo obrigatório.'],
    });
  });

  it('matches the CVV length to the brand', () => {
    const amex = { ...card, cardNumber: '3782 822463 10005' };
    expect(checkoutPaymentSchema.safeParse({ paymentMethod: 'credit', ...amex, cardCvv: '1234' }).success).toBe(true);
    expect(issuesOf(checkoutPaymentSchema.safeParse({ paymentMethod: 'credit', ...amex, cardCvv: '123' }))).toEqual({
      cardCvv: ['CVV inválido.'],
    });
    expect(issuesOf(checkoutPaymentSchema.safeParse({ paymentMethod: 'credit', ...card, cardCvv: '1234' }))).toEqual({
      cardCvv: ['CVV inválido.'],
    });
  });

  it('needs nothing else for pix and boleto, and drops stray card data', () => {
    expect(checkoutPaymentSchema.parse({ paymentMethod: 'pix' })).toEqual({ paymentMethod: 'pix' });
    expect(checkoutPaymentSchema.parse({ paymentMethod: 'boleto', cardNumber: '4111' })).toEqual({
      paymentMethod: 'boleto',
    });
  });

  it('asks for a payment method when it is missing or unknown', () => {
    expect(issuesOf(checkoutPaymentSchema.safeParse({ paymentMethod: 'dinheiro' }))).toEqual({
      paymentMethod: ['Selecione a forma de pagamento.'],
    });
    expect(issuesOf(checkoutPaymentSchema.safeParse({}))).toEqual({
      paymentMethod: ['Selecione a forma de pagamento.'],
    });
  });
});
