import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail } from './order-email';

const NBSP = '\u00a0';

/** The order both e-mails are about: one terço to Ana in São Paulo. */
const ANA_ORDER = {
  orderId: '00000000-0000-4000-8000-0000000abcde',
  createdAt: new Date('2026-11-20T15:00:00Z'),
  customerName: 'Ana',
  accountEmail: 'ana@example.com',
  items: [{ name: 'Terço', unitPriceCents: 6990, quantity: 1 }],
  totalCents: 6990,
  address: { cep: '01310-100', street: 'Avenida Paulista', number: '1', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
};

describe('orderConfirmationEmail', () => {
  it('states the instalments as the checkout offered them, adding up to the total', () => {
    const email = orderConfirmationEmail({
      ...ANA_ORDER,
      paymentMethod: 'credit',
      installments: 4,
      cardBrand: 'Visa',
      cardLast4: '1111',
    });
    expect(email.text).toContain(`Pagamento: Cartão de Crédito Visa final 1111, 4x sem juros (R$${NBSP}17,49 + 3x R$${NBSP}17,47) — aprovado.`);
  });

  it("names the store of a 'Retirar na loja' order instead of a delivery address", () => {
    const email = orderConfirmationEmail({
      ...ANA_ORDER,
      paymentMethod: 'pix',
      installments: 1,
      pickupStore: { name: 'Luz da Fé — Filial Aparecida', address: 'Av. Getúlio Vargas, 250 — Aparecida/SP' },
    });
    expect(email.text).toContain('Retirar na loja: Luz da Fé — Filial Aparecida');
    expect(email.text).toContain('Retirada na loja: grátis');
    expect(email.text).not.toContain('Entrega em:');
    expect(email.text).not.toContain('Avenida Paulista');
  });
});
