import { describe, expect, it } from 'vitest';
import { collectByOf } from '../../../domain/pickups';
import { samePickupCode } from './hand-over-pickup';
import { newPickupCode } from './mark-pickup-ready';
import { pickupExpiredEmail, pickupReadyEmail } from './pickup-email';

const ORDER = {
  orderId: '00000000-0000-4000-8000-0000000abcde',
  customerName: 'Ana',
  accountEmail: 'ana@example.com',
  storeName: 'Luz da Fé — Filial Aparecida',
  storeAddress: 'Av. Getúlio Vargas, 250 — Aparecida/SP',
};

describe('the pickup code', () => {
  it('is six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newPickupCode()).toMatch(/^\d{6}$/);
  });

  it.each([
    ['012345', '012345', true],
    ['012345', '012346', false],
    ['012345', '12345', false],
    [null, '012345', false],
  ] as const)('%s against %s: %s', (stored, typed, same) => {
    expect(samePickupCode(stored, typed)).toBe(same);
  });
});

describe('the pickup e-mails', () => {
  it('gives the code, the store and the date to collect by', () => {
    const readyAt = new Date('2026-11-20T15:00:00Z');
    const email = pickupReadyEmail({ ...ORDER, code: '012345', collectBy: collectByOf(readyAt, 7) });
    expect(email).toMatchObject({ kind: 'pickup-ready', to: 'ana@example.com', subject: 'Pedido #0ABCDE pronto para retirada — Luz da Fé' });
    expect(email.text).toContain('Código de retirada: 012345');
    expect(email.text).toContain('na loja Luz da Fé — Filial Aparecida');
    expect(email.text).toContain('Retire até 27/11/2026');
  });

  it('says the order was cancelled after the term and how much went back', () => {
    const email = pickupExpiredEmail({ ...ORDER, days: 7, refundedCents: 1990 });
    expect(email.text).toContain('não foi retirado na loja Luz da Fé — Filial Aparecida em 7 dias e foi cancelado');
    expect(email.text).toContain('Estornamos R$\u00a019,90');
    expect(pickupExpiredEmail({ ...ORDER, days: 1, refundedCents: 0 }).text).not.toContain('Estornamos');
  });
});
