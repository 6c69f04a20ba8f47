import { describe, expect, it } from 'vitest';
import { itIsACodeList, itReturns } from '../../tests/support/table-tests';
import {
  CARD_BRAND_LABELS,
  CARD_BRANDS,
  cardLast4,
  cvvValid,
  detectCardBrand,
  expiryValid,
  formatCardNumberInput,
  installmentOptions,
  installmentPlan,
  installmentsAllowed,
  isCardPayment,
  isPaymentMethod,
  isPaymentStatus,
  luhnValid,
  MAX_INSTALLMENTS,
  maskCardNumber,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  paymentDeadlineText,
  paymentMethodLabel,
  paymentStatusLabel,
} from './payment';

const NBSP = '\u00a0';

describe('payment methods', () => {
  itIsACodeList(
    { values: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABELS, is: isPaymentMethod, label: paymentMethodLabel },
    {
      all: [
        ['credit', 'Cartão de Crédito'],
        ['debit', 'Cartão de Débito'],
        ['pix', 'Pix'],
        ['boleto', 'Boleto Bancário'],
      ],
      notCodes: ['Pix', 'cash'],
      unknown: ['cash'],
    },
  );

  itReturns('tells card payments apart: %s is a card: %s', isCardPayment, [
    ['credit', true],
    ['debit', true],
    ['pix', false],
  ]);
});

describe('payment statuses', () => {
  itIsACodeList(
    { values: PAYMENT_STATUSES, labels: PAYMENT_STATUS_LABELS, is: isPaymentStatus, label: paymentStatusLabel },
    {
      all: [
        ['pending', 'Aguardando pagamento'],
        ['paid', 'Pago'],
        ['failed', 'Falhou'],
        ['refunded', 'Estornado'],
        ['expired', 'Prazo de pagamento vencido'],
        ['charged_back', 'Contestado'],
      ],
    },
  );
});

describe('paymentDeadlineText', () => {
  const day = (d: string | Date) => `[${String(d)}]`;
  it('tells a Pix payer the moment to pay by', () => {
    expect(paymentDeadlineText('2026-12-02T22:00:00Z', day, 'pix')).toBe(
      'Pague até [2026-12-02T22:00:00Z]. Depois disso o pedido é cancelado e os produtos voltam ao estoque.',
    );
  });

  it('tells a boleto payer to pay by the due date, the deadline being when the order gives up waiting', () => {
    const text = paymentDeadlineText('2026-12-02T22:00:00Z', day, 'boleto');
    expect(text).toBe(
      'Pague o boleto até o vencimento. Se o pagamento não for confirmado até [2026-12-02T22:00:00Z], o pedido é cancelado e os produtos voltam ao estoque.',
    );
    expect(text).not.toContain('Pague até');
  });
});

describe('installmentOptions', () => {
  it('offers up to 12 interest-free installments with the remainder on the first', () => {
    const options = installmentOptions(10000);
    expect(MAX_INSTALLMENTS).toBe(12);
    expect(options).toHaveLength(12);
    expect(options[2]).toEqual({
      count: 3,
      firstAmountCents: 3334,
      amountCents: 3333,
      label: `3x sem juros (R$${NBSP}33,34 + 2x R$${NBSP}33,33)`,
    });
    expect(options[3].label).toBe(`4x de R$${NBSP}25,00 sem juros`);
    expect(options[0].label).toBe(`1x de R$${NBSP}100,00 sem juros`);
  });

  it('says which instalment differs when the total does not split evenly: R$ 69,90 in 4x', () => {
    const four = installmentOptions(6990).find((o) => o.count === 4)!;
    expect(four).toMatchObject({ firstAmountCents: 1749, amountCents: 1747 });
    expect(four.label).toBe(`4x sem juros (R$${NBSP}17,49 + 3x R$${NBSP}17,47)`);
    expect(four.label).not.toContain('4x de');
    expect(installmentPlan(6990, 4)).toEqual(four);
    // Two instalments that differ name each one, without '1x'.
    expect(installmentPlan(1001, 2).label).toBe(`2x sem juros (R$${NBSP}5,01 + R$${NBSP}5,00)`);
  });

  it('always adds the instalments up to the total, whatever the total and count', () => {
    const totals = [1, 99, 500, 1001, 6990, 9999, 10000, 12345, 99999, 2_147_483_647];
    for (let t = 1000; t <= 20000; t += 137) totals.push(t);
    for (const totalCents of totals) {
      for (const o of installmentOptions(totalCents)) {
        expect(o.firstAmountCents + o.amountCents * (o.count - 1)).toBe(totalCents);
        // The first carries at most count − 1 centavos more than each of the others.
        expect(o.firstAmountCents - o.amountCents).toBeGreaterThanOrEqual(0);
        expect(o.firstAmountCents - o.amountCents).toBeLessThan(o.count);
        expect(o.label.startsWith(`${o.count}x`)).toBe(true);
      }
    }
  });

  const counts = (totalCents: number) => installmentOptions(totalCents).map((o) => o.count);
  itReturns('never offers installments below R$ 5,00, but always 1x: %j → %j', counts, [
    [1000, [1, 2]],
    [999, [1]],
    [300, [1]],
    [3000, [1, 2, 3, 4, 5, 6]],
  ]);

  it.each([0, -100, 10.5])('offers nothing for the zero or invalid total %j', (totalCents) => {
    expect(installmentOptions(totalCents)).toEqual([]);
  });

  itReturns('checks a chosen count against the total: %j in %jx allowed: %s', installmentsAllowed, [
    [10000, 12, true],
    [1000, 3, false],
    [10000, 13, false],
  ]);
});

describe('luhnValid', () => {
  it.each(['4111 1111 1111 1111', '5555555555554444', '378282246310005', '6362970000457013', '4111-1111-1111-1111'])('accepts %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(['4111 1111 1111 1112', '1234567890123456', '', '4111', 'abcd efgh ijkl mnop', '41111111111111111111'])('rejects %j', (number) => {
    expect(luhnValid(number)).toBe(false);
  });
});

describe('detectCardBrand', () => {
  itReturns('%s is %s', detectCardBrand, [
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3056 9309 0259 04', 'diners'],
    ['3841 0058 9909 8131', 'hipercard'],
    ['6062 8256 2425 4001', 'hipercard'],
    ['9999 9999 9999 9999', 'desconhecido'],
    ['', 'desconhecido'],
  ]);

  it.each([
    '4011 7888 8888 8882',
    '4389 3512 3456 7890',
    '4576 3212 3456 7890',
    '5067 0012 3456 7890',
    '5090 0012 3456 7890',
    '6362 9700 0045 7013',
    '6504 3012 3456 7890',
    '6550 5812 3456 7890',
  ])('detects the Elo BIN of %s before Visa and Mastercard', (number) => {
    expect(detectCardBrand(number)).toBe('elo');
  });

  itReturns('leaves %s, in a gap between Elo ranges, to the other brands (%s)', detectCardBrand, [
    ['4011 7700 0000 0000', 'visa'],
    ['6500 3400 0000 0000', 'desconhecido'],
    ['6550 2000 0000 0000', 'desconhecido'],
    ['5067 7900 0000 0000', 'desconhecido'],
  ]);
});

describe('card brands', () => {
  itIsACodeList(
    { values: CARD_BRANDS, labels: CARD_BRAND_LABELS },
    {
      some: [
        ['amex', 'American Express'],
        ['elo', 'Elo'],
      ],
    },
  );
});

describe('expiryValid', () => {
  const now = new Date('2026-11-22T12:00:00-03:00');

  it.each(['11/26', '12/26', '01/27', '11 / 30', '12/46'])('accepts %j: the current month and later, up to 20 years ahead', (expiry) => {
    expect(expiryValid(expiry, now)).toBe(true);
  });

  it.each([
    // Past months.
    '10/26',
    '12/25',
    // Impossible months and malformed text.
    '00/27',
    '13/27',
    '1/27',
    '12/2027',
    '',
    // Implausibly far ahead.
    '01/47',
  ])('rejects %j', (expiry) => {
    expect(expiryValid(expiry, now)).toBe(false);
  });

  it('reads the month on São Paulo time', () => {
    // 02:00 UTC on 1 December is still 30 November in São Paulo.
    expect(expiryValid('11/26', new Date('2026-12-01T02:00:00Z'))).toBe(true);
    expect(expiryValid('11/26', new Date('2026-12-01T03:00:00Z'))).toBe(false);
  });
});

describe('cvvValid', () => {
  itReturns('wants 3 digits, or 4 for American Express: %j on %j is valid: %s', cvvValid, [
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['12', 'mastercard', false],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['12a', 'elo', false],
    ['123', undefined, true],
  ]);
});

describe('card display helpers', () => {
  itReturns('masks all but the last 4 digits: %j → %j', maskCardNumber, [
    ['4111 1111 1111 1234', '•••• 1234'],
    ['1234', '•••• 1234'],
    ['', '••••'],
  ]);

  it('keeps only the last 4 digits', () => {
    expect(cardLast4('4111-1111-1111-9876')).toBe('9876');
  });

  itReturns('groups typed digits by 4: %j → %j', formatCardNumberInput, [
    ['4111111111111111', '4111 1111 1111 1111'],
    ['41111', '4111 1'],
    ['4111', '4111'],
    ['4111-abc-2222', '4111 2222'],
    ['', ''],
  ]);

  it('keeps at most 19 digits', () => {
    expect(formatCardNumberInput('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});
