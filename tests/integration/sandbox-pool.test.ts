import { describe, expect, it } from 'vitest';
import { clearSettingsCache } from '@/server/db/settings-store';
import { cardOfDigits, createSandboxRemote } from '@/server/modules/payments/sandbox-remote';
import { setUpTestApp } from '../support/test-app';

// A pool of two connections and two Pix charges at once: a sandbox write that needed another
// connection while holding its own (the Pix code reading the shop's settings inside the write's
// transaction) waited until the pool's timeout, each write for the other's connection. Under a
// checkout rush every connection did, and the orders failed with 500.
const t = setUpTestApp({ demo: false, env: { DB_POOL_MAX: '2' } });
const PAYER = { name: 'Maria', email: 'm@luzdafe.test', cpf: null, address: null };

describe('the sandbox under a full pool (issue 38)', () => {
  it('creates Pix charges with their default code when the settings must be read and every connection is taken', async () => {
    const remote = createSandboxRemote({ database: t.ctx.database, cardOf: cardOfDigits });
    clearSettingsCache();
    const orders = ['2b6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10', '2c6c9a2e-3b1d-4c55-9a77-2f1e5d8c4b10'];
    const expiresAt = new Date('2026-11-27T12:00:00Z');
    const made = await Promise.all(
      orders.map((orderId) => remote.createPix({ orderId, attempt: 1, amountCents: 15090, description: 'Pedido', payer: PAYER, expiresAt })),
    );
    expect(made.map((p) => [p.orderId, p.status])).toEqual(orders.map((id) => [id, 'pending']));
    for (const p of made) expect(p.pix?.qrCode).toMatch(/^000201/);
  });
});
