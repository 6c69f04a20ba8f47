import { describe, expect, it } from 'vitest';
import { BUYER_IE_REQUIRED_MESSAGE } from '@/domain/buyer-document';
import { PICKUP_STORE_REQUIRED_MESSAGE } from '@/domain/pickups';
import { INVALID_CARD_NUMBER_MESSAGE } from '@/domain/schemas/checkout';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/domain/schemas/fields';
import { INVALID_CPF_MESSAGE } from '@/domain/schemas/remote-checkout';
import { ADDRESS, BUYER_CPF, CUSTOMER, futureExpiry } from '../../../../tests/support/fixtures';
import { type CheckoutForm, checkoutStepSchema, emptyForm, stepIssues } from './checkout-form';

const filled = (patch: Partial<CheckoutForm> = {}): CheckoutForm => ({ ...emptyForm(null), ...CUSTOMER, ...ADDRESS, ...patch });
const messages = (...args: Parameters<typeof stepIssues>) => Object.fromEntries(stepIssues(...args).map((i) => [i.field, i.message]));

describe('the checkout steps, checked with the schemas of POST /api/store/orders', () => {
  it('asks each empty field of the personal step, with the messages the server gives', () => {
    expect(messages(0, emptyForm(null))).toEqual({ name: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE, phone: REQUIRED_MESSAGE, document: REQUIRED_MESSAGE });
    expect(messages(0, filled({ email: 'maria@' }))).toEqual({ email: INVALID_EMAIL_MESSAGE });
    // A company that pays ICMS names its IE.
    expect(messages(0, filled({ document: '11.222.333/0001-81', ieIndicator: '1' }))).toEqual({ stateRegistration: BUYER_IE_REQUIRED_MESSAGE });
    expect(stepIssues(0, filled())).toEqual([]);
  });

  it('asks the pickup store first, then the address', () => {
    const pickup = stepIssues(1, filled({ deliveryMethod: 'pickup', street: '' }));
    expect(pickup).toEqual([
      { field: 'pickupStoreId', message: PICKUP_STORE_REQUIRED_MESSAGE },
      { field: 'street', message: REQUIRED_MESSAGE },
    ]);
    expect(stepIssues(1, filled({ deliveryMethod: 'pickup', pickupStoreId: '3' }))).toEqual([]);
  });

  it("checks the sandbox's card, Mercado Pago's holder, and a boleto's payer", () => {
    const card = { paymentMethod: 'credit', cardNumber: '4111 1111 1111 1112', cardName: 'MARIA', cardExpiry: futureExpiry(), cardCvv: '123' } as const;
    expect(messages(2, filled(card))).toEqual({ cardNumber: INVALID_CARD_NUMBER_MESSAGE });
    // With Mercado Pago the card is its fields' business: only the holder's name and CPF are the shop's.
    expect(messages(2, filled(card), true)).toEqual({ payerCpf: REQUIRED_MESSAGE });
    expect(messages(2, filled({ paymentMethod: 'boleto', payerCpf: '111.111.111-12' }))).toEqual({ payerCpf: INVALID_CPF_MESSAGE });
    expect(stepIssues(2, filled({ paymentMethod: 'boleto', payerCpf: BUYER_CPF }))).toEqual([]);
    expect(stepIssues(2, filled({ paymentMethod: 'pix' }))).toEqual([]);
  });

  it("is the form's schema for the step on screen only", () => {
    const empty = emptyForm(null);
    const personal = checkoutStepSchema(0, false).safeParse(empty);
    expect(personal.success ? [] : personal.error.issues.map((i) => i.path.join('.'))).toEqual(['name', 'email', 'phone', 'document']);
    expect(checkoutStepSchema(2, false).safeParse({ ...empty, paymentMethod: 'pix' }).success).toBe(true);
  });
});
