import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_LABELS,
  cardLast4,
  cvvValid,
  detectCardBrand,
  expiryValid,
  formatCardNumberInput,
  installmentOptions,
  installmentsAllowed,
  isCardPayment,
  luhnValid,
  MAX_INSTALLMENTS,
  maskCardNumber,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  paymentMethodLabel,
  paymentStatusLabel,
} from './payment';

const NBSP = '\u00a0';

describe('payment methods and statuses', () => {
  it('labels methods in pt-BR', () => {
    expect(PAYMENT_METHODS).toEqual(['credit', 'debit', 'pix', 'boleto']);
    expect(PAYMENT_METHOD_LABELS).toEqual({
      credit: 'Cartão de Crédito',
      debit: 'Cartão de Débito',
      pix: 'Pix',
      boleto: 'Boleto Bancário',
    });
    expect(paymentMethodLabel('boleto')).toBe('Boleto Bancário');
    expect(paymentMethodLabel('cash')).toBe('cash');
  });

  it('labels statuses in pt-BR', () => {
    expect(PAYMENT_STATUSES).toEqual(['pending', 'paid', 'failed', 'refunded', 'expired']);
    expect(PAYMENT_STATUS_LABELS).toEqual({
      pending: 'Aguardando pagamento',
      paid: 'Pago',
      failed: 'Falhou',
      refunded: 'Estornado',
      expired: 'Prazo de pagamento vencido',
    });
    expect(paymentStatusLabel('refunded')).toBe('Estornado');
  });

  it('tells card payments apart', () => {
    expect(isCardPayment('credit')).toBe(true);
    expect(isCardPayment('debit')).toBe(true);
    expect(isCardPayment('pix')).toBe(false);
  });
});

describe('installmentOptions', () => {
  it('offers up to 12 interest-free installments with the remainder on the last', () => {
    const options = installmentOptions(10000);
    expect(MAX_INSTALLMENTS).toBe(12);
    expect(options).toHaveLength(12);
    expect(options[2]).toEqual({
      count: 3,
      amountCents: 3333,
      lastAmountCents: 3334,
      label: `3x de R$${NBSP}33,33 sem juros`,
    });
    expect(options[0].label).toBe(`1x de R$${NBSP}100,00 sem juros`);
    for (const o of options) {
      expect(o.amountCents * (o.count - 1) + o.lastAmountCents).toBe(10000);
    }
  });

  it('never offers installments below R$ 5,00, but always 1x', () => {
    expect(installmentOptions(1000).map((o) => o.count)).toEqual([1, 2]);
    expect(installmentOptions(999).map((o) => o.count)).toEqual([1]);
    expect(installmentOptions(300).map((o) => o.count)).toEqual([1]);
    expect(installmentOptions(3000).map((o) => o.count)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('offers nothing for a zero or invalid total', () => {
    expect(installmentOptions(0)).toEqual([]);
    expect(installmentOptions(-100)).toEqual([]);
    expect(installmentOptions(10.5)).toEqual([]);
  });

  it('checks a chosen count against the total', () => {
    expect(installmentsAllowed(10000, 12)).toBe(true);
    expect(installmentsAllowed(1000, 3)).toBe(false);
    expect(installmentsAllowed(10000, 13)).toBe(false);
  });
});

describe('luhnValid', () => {
  it.each(['4111 1111 1111 1111', '5555555555554444', '378282246310005', '6362970000457013', '4111-1111-1111-1111'])(
    'accepts %s',
    (number) => {
      expect(luhnValid(number)).toBe(true);
    },
  );

  it.each(['4111 1111 1111 1112', '1234567890123456', '', '4111', 'abcd efgh ijkl mnop', '41111111111111111111'])(
    'rejects %j',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );
});

describe('detectCardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3056 9309 0259 04', 'diners'],
    ['3841 0058 9909 8131', 'hipercard'],
    ['6062 8256 2425 4001', 'hipercard'],
    ['9999 9999 9999 9999', 'desconhecido'],
    ['', 'desconhecido'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('detects Elo BINs before Visa and Mastercard', () => {
    expect(detectCardBrand('4011 7888 8888 8882')).toBe('elo');
    expect(detectCardBrand('4389 3512 3456 7890')).toBe('elo');
    expect(detectCardBrand('4576 3212 3456 7890')).toBe('elo');
    expect(detectCardBrand('5067 0012 3456 7890')).toBe('elo');
    expect(detectCardBrand('5090 0012 3456 7890')).toBe('elo');
    expect(detectCardBrand('6362 9700 0045 7013')).toBe('elo');
    expect(detectCardBrand('6504 3012 3456 7890')).toBe('elo');
    expect(detectCardBrand('6550 5812 3456 7890')).toBe('elo');
  });

  it('leaves the gaps between Elo ranges to the other brands', () => {
    expect(detectCardBrand('4011 7700 0000 0000')).toBe('visa');
    expect(detectCardBrand('6500 3400 0000 0000')).toBe('desconhecido');
    expect(detectCardBrand('6550 2000 0000 0000')).toBe('desconhecido');
    expect(detectCardBrand('5067 7900 0000 0000')).toBe('desconhecido');
  });

  it('has a label for every brand', () => {
    expect(CARD_BRAND_LABELS.amex).toBe('American Express');
    expect(CARD_BRAND_LABELS.elo).toBe('Elo');
  });
});

describe('expiryValid', () => {
  const now = new Date('2026-11-22T12:00:00-03:00');

  it('accepts the current month and later', () => {
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('12/26', now)).toBe(true);
    expect(expiryValid('01/27', now)).toBe(true);
    expect(expiryValid('11 / 30', now)).toBe(true);
  });

  it('rejects past months', () => {
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('12/25', now)).toBe(false);
  });

  it('rejects impossible months and malformed text', () => {
    expect(expiryValid('00/27', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('1/27', now)).toBe(false);
    expect(expiryValid('12/2027', now)).toBe(false);
    expect(expiryValid('', now)).toBe(false);
  });

  it('rejects an expiry implausibly far ahead', () => {
    expect(expiryValid('12/46', now)).toBe(true);
    expect(expiryValid('01/47', now)).toBe(false);
  });

  it('reads the month on São Paulo time', () => {
    // 02:00 UTC on 1 December is still 30 November in São Paulo.
    expect(expiryValid('11/26', new Date('2026-12-01T02:00:00Z'))).toBe(true);
    expect(expiryValid('11/26', new Date('2026-12-01T03:00:00Z'))).toBe(false);
  });
});

describe('cvvValid', () => {
  it('wants 3 digits, or 4 for American Express', () => {
    expect(cvvValid('123', 'visa')).toBe(true);
    expect(cvvValid('1234', 'visa')).toBe(false);
    expect(cvvValid('12', 'mastercard')).toBe(false);
    expect(cvvValid('1234', 'amex')).toBe(true);
    expect(cvvValid('123', 'amex')).toBe(false);
    expect(cvvValid('12a', 'elo')).toBe(false);
    expect(cvvValid('123')).toBe(true);
  });
});

describe('card display helpers', () => {
  it('masks all but the last 4 digits', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('•••• 1234');
    expect(maskCardNumber('1234')).toBe('•••• 1234');
    expect(maskCardNumber('')).toBe('••••');
    expect(cardLast4('4111-1111-1111-9876')).toBe('9876');
  });

  it('groups typed digits by 4', () => {
    expect(formatCardNumberInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('41111')).toBe('4111 1');
    expect(formatCardNumberInput('4111')).toBe('4111');
    expect(formatCardNumberInput('4111-abc-2222')).toBe('4111 2222');
    expect(formatCardNumberInput('')).toBe('');
    expect(formatCardNumberInput('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});
