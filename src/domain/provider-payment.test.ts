import { describe, expect, it } from 'vitest';
import { formatBRL } from './money';
import { moveNeedsSettledPayment } from './order-status';
import { cancelMoneyText } from './provider-payment';

describe('cancelMoneyText (issue 33)', () => {
  const provider = (status: string, refundedCents = 0, name = 'mercadopago') => ({ provider: name, status, amountCents: 15090, refundedCents });
  it('says the live provider refunds what is left of an approved payment', () => {
    expect(cancelMoneyText({ paymentStatus: 'paid', totalCents: 15090, provider: provider('approved', 5000) })).toBe(
      `O pagamento de ${formatBRL(10090)} será estornado ao cliente pelo Mercado Pago.`,
    );
    expect(cancelMoneyText({ paymentStatus: 'paid', totalCents: 15090, provider: provider('approved', 0, 'sandbox') })).toBe(
      `O pagamento de ${formatBRL(15090)} será estornado ao cliente pelo sandbox de pagamentos.`,
    );
    expect(cancelMoneyText({ paymentStatus: 'pending', totalCents: 15090, provider: provider('pending', 0, 'sandbox') })).toBe(
      'Nenhum pagamento foi confirmado: a cobrança em aberto no sandbox de pagamentos será cancelada.',
    );
  });
  it('says a divergent payment is not given back by cancelling: it has its own refund', () => {
    expect(
      cancelMoneyText({ paymentStatus: 'pending', totalCents: 15090, provider: { ...provider('approved', 0, 'sandbox'), amountCents: 100, divergent: true } }),
    ).toBe(`Nenhum pagamento confirmou o pedido. O pagamento divergente de ${formatBRL(100)} não é estornado ao cancelar: estorne-o nos detalhes do pedido.`);
  });
  it('says staff give back a payment no provider holds', () => {
    expect(cancelMoneyText({ paymentStatus: 'paid', totalCents: 3000, provider: null })).toBe(
      `O pagamento de ${formatBRL(3000)} não é estornado automaticamente: devolva o valor ao cliente.`,
    );
  });
  it('says an open charge is cancelled, and nothing is given back when nothing was paid or all was refunded', () => {
    expect(cancelMoneyText({ paymentStatus: 'pending', totalCents: 15090, provider: provider('pending') })).toMatch(/cobrança em aberto/);
    expect(cancelMoneyText({ paymentStatus: 'pending', totalCents: 15090, provider: null })).toMatch(/não há valor a devolver/);
    expect(cancelMoneyText({ paymentStatus: 'refunded', totalCents: 15090, provider: provider('refunded', 15090) })).toMatch(/já foi estornado/);
    expect(cancelMoneyText({ paymentStatus: 'charged_back', totalCents: 15090, provider: provider('charged_back') })).toBeNull();
  });
});

describe('moveNeedsSettledPayment (issue 33)', () => {
  it('asks a settled payment to enter Enviado or Entregue, not to move between them or elsewhere', () => {
    expect(moveNeedsSettledPayment('pending', 'shipped')).toBe(true);
    expect(moveNeedsSettledPayment('processing', 'delivered')).toBe(true);
    expect(moveNeedsSettledPayment('cancelled', 'shipped')).toBe(true);
    expect(moveNeedsSettledPayment('shipped', 'delivered')).toBe(false);
    expect(moveNeedsSettledPayment('pending', 'processing')).toBe(false);
    expect(moveNeedsSettledPayment('shipped', 'cancelled')).toBe(false);
  });
});
