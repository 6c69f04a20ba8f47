import { describe, expect, it } from 'vitest';
import type { ProviderPayment } from './payment-provider';
import { settleChangesSomething } from './settle-provider-payment';

const provider = (over: Partial<ProviderPayment>): ProviderPayment => ({
  id: 'sbx-1',
  status: 'pending',
  statusDetail: null,
  method: 'pix',
  amountCents: 10_000,
  currency: 'BRL',
  refundedCents: 0,
  installments: 1,
  orderId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  pix: null,
  boleto: null,
  card: null,
  expiresAt: null,
  ...over,
});
const order = (paymentStatus: string) => ({ totalCents: 10_000, paymentStatus });
const stored = (status: string, over: { refundedCents?: number; divergence?: string | null } = {}) => ({
  status,
  refundedCents: 0,
  divergence: null,
  ...over,
});

describe('a provider read that changes nothing is answered without a lock (issue 38)', () => {
  it('nothing for a Pix still pending, a paid order read again, a refund or dispute already shown, a divergence already recorded', () => {
    expect(settleChangesSomething({ order: order('pending'), payment: stored('pending') }, provider({}))).toBe(false);
    expect(settleChangesSomething({ order: order('pending'), payment: stored('in_process') }, provider({}))).toBe(false);
    expect(settleChangesSomething({ order: order('paid'), payment: stored('approved') }, provider({ status: 'approved' }))).toBe(false);
    // A late 'pending' after 'approved' never moves a payment back.
    expect(settleChangesSomething({ order: order('paid'), payment: stored('approved') }, provider({ status: 'pending' }))).toBe(false);
    expect(
      settleChangesSomething(
        { order: order('refunded'), payment: stored('refunded', { refundedCents: 10_000 }) },
        provider({ status: 'refunded', refundedCents: 10_000 }),
      ),
    ).toBe(false);
    expect(settleChangesSomething({ order: order('charged_back'), payment: stored('charged_back') }, provider({ status: 'charged_back' }))).toBe(false);
    expect(
      settleChangesSomething(
        { order: order('pending'), payment: stored('approved', { divergence: 'valor R$ 50,00 em vez de R$ 100,00' }) },
        provider({ status: 'approved', amountCents: 5_000 }),
      ),
    ).toBe(false);
    expect(settleChangesSomething({ order: order('pending'), payment: stored('rejected') }, provider({ status: 'rejected' }))).toBe(false);
  });

  it('something for a charge not recorded yet, a move forward, a refund, a dispute won, a new divergence or an order not in step with its payment', () => {
    expect(settleChangesSomething({ order: order('pending'), payment: null }, provider({}))).toBe(true);
    expect(settleChangesSomething({ order: order('pending'), payment: stored('pending') }, provider({ status: 'approved' }))).toBe(true);
    expect(settleChangesSomething({ order: order('pending'), payment: stored('pending') }, provider({ status: 'rejected' }))).toBe(true);
    expect(settleChangesSomething({ order: order('paid'), payment: stored('approved') }, provider({ status: 'approved', refundedCents: 2_000 }))).toBe(true);
    expect(settleChangesSomething({ order: order('paid'), payment: stored('approved') }, provider({ status: 'refunded', refundedCents: 10_000 }))).toBe(true);
    expect(settleChangesSomething({ order: order('paid'), payment: stored('approved') }, provider({ status: 'in_mediation' }))).toBe(true);
    expect(settleChangesSomething({ order: order('charged_back'), payment: stored('in_mediation') }, provider({ status: 'approved' }))).toBe(true);
    expect(settleChangesSomething({ order: order('pending'), payment: stored('pending') }, provider({ status: 'pending', amountCents: 5_000 }))).toBe(true);
    expect(settleChangesSomething({ order: order('pending'), payment: stored('pending') }, provider({ currency: 'USD' }))).toBe(true);
    // Stored approved but the order not paid (a cancelled order's late payment, not yet refunded).
    expect(settleChangesSomething({ order: order('pending'), payment: stored('approved') }, provider({ status: 'approved' }))).toBe(true);
    expect(settleChangesSomething({ order: order('paid'), payment: stored('refunded') }, provider({ status: 'refunded' }))).toBe(true);
    expect(settleChangesSomething({ order: order('paid'), payment: stored('charged_back') }, provider({ status: 'charged_back' }))).toBe(true);
  });
});
