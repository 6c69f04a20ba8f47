import { describe, expect, it } from 'vitest';
import { setUpTestApp, signInForSuite } from '../support/test-app';

const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');

const SHOP = {
  storeName: 'Luz da Fé Artigos Religiosos',
  contactPhone: '11987654321',
  contactEmail: 'Atendimento@LuzDaFe.com.br',
  contactAddress: 'Rua das Flores, 50 — Centro, Aparecida/SP',
  pixKey: '(11) 98765-4321',
  pixMerchantName: 'Luz da Fé Artigos',
  pixMerchantCity: 'São Paulo',
};

describe('shop settings', () => {
  it('are for administrators only', async () => {
    const staff = await t.as('staff');
    expect((await staff.get('/api/admin/settings')).status).toBe(403);
    expect((await staff.put('/api/admin/settings', SHOP)).status).toBe(403);
    expect((await staff.put('/api/admin/settings/gate', { enabled: false })).status).toBe(403);
    const customer = await t.as('customer');
    expect((await customer.get('/api/admin/settings')).status).toBe(403);
    expect((await t.client().get('/api/admin/settings')).status).toBe(401);
  });

  it('shows the current values and never the gate password hash', async () => {
    const res = await admin.get('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(res.body.shop).toMatchObject({ storeName: 'Luz da Fé', contactPhone: '(11) 99999-9999' });
    expect(res.body.gate).toEqual({ enabled: true, forcedOff: false, hasPassword: true });
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
  });

  it('saves normalised values, shown at once in the storefront footer', async () => {
    const res = await admin.put('/api/admin/settings', SHOP);
    expect(res.status).toBe(200);
    // The contact part, normalised, is what the footer shows.
    const contact = {
      storeName: 'Luz da Fé Artigos Religiosos',
      contactPhone: '(11) 98765-4321',
      contactEmail: 'atendimento@luzdafe.com.br',
      contactAddress: 'Rua das Flores, 50 — Centro, Aparecida/SP',
    };
    expect(res.body.shop).toEqual({
      ...contact,
      pixKey: '+5511987654321',
      pixMerchantName: 'LUZ DA FE ARTIGOS',
      pixMerchantCity: 'SAO PAULO',
      maxInstallments: 12,
      // Configurações' 'Valor para aprovação de ajuste' (Inventários, decision 066), its default.
      countApprovalThresholdCents: 50000,
      // 'Prazo para retirada (dias)' (Retirar na loja, decision 070), its default.
      pickupDays: 7,
    });
    const footer = await t.client().get('/api/settings/public');
    expect(footer.body).toEqual({ ...contact, demo: true });
  });

  it('accepts every kind of Pix key in its canonical form', async () => {
    const cases: [string, string][] = [
      ['529.982.247-25', '52998224725'],
      ['11.222.333/0001-81', '11222333000181'],
      ['Pix@LuzDaFe.com.br', 'pix@luzdafe.com.br'],
      ['71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d'],
    ];
    for (const [typed, stored] of cases) {
      const res = await admin.put('/api/admin/settings', { ...SHOP, pixKey: typed });
      expect(res.status, typed).toBe(200);
      expect(res.body.shop.pixKey).toBe(stored);
    }
  });

  it('refuses bad values with pt-BR messages and keeps the old ones', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pixKey: '(11) 3333-4444' }, 'Chave Pix inválida: use e-mail, celular, CPF, CNPJ ou chave aleatória.'],
      [{ pixKey: '123.456.789-00' }, 'Chave Pix inválida: use e-mail, celular, CPF, CNPJ ou chave aleatória.'],
      [{ pixMerchantName: 'A'.repeat(26) }, 'Use no máximo 25 caracteres (limite do Pix).'],
      [{ pixMerchantCity: 'São José dos Campos' }, 'Use no máximo 15 caracteres (limite do Pix).'],
      [{ contactPhone: '1234' }, 'Informe um telefone válido.'],
      [{ contactEmail: 'sem-arroba' }, 'Informe um e-mail válido.'],
      [{ storeName: '  ' }, 'Campo obrigatório.'],
      [{ pickupDays: 0 }, 'Informe um prazo para retirada de 1 a 90 dias.'],
      [{ pickupDays: '7,5' }, 'Informe um prazo para retirada de 1 a 90 dias.'],
    ];
    for (const [patch, message] of cases) {
      const res = await admin.put('/api/admin/settings', { ...SHOP, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await admin.put('/api/admin/settings', 'não é json')).status).toBe(400);
    expect((await admin.get('/api/admin/settings')).body.shop.contactPhone).toBe('(11) 98765-4321');
  });
});

describe('site gate settings', () => {
  it('a new password closes every pass given for the old one, and the new one works', async () => {
    const visitor = t.client();
    await visitor.unlockGate('luzdafe');
    expect((await visitor.get('/api/store/categories')).status).toBe(200);

    const res = await admin.put('/api/admin/settings/gate', { enabled: true, password: 'nova-senha-2026' });
    expect(res.status).toBe(200);
    expect(res.body.gate).toEqual({ enabled: true, forcedOff: false, hasPassword: true });

    const closed = await visitor.get('/api/store/categories');
    expect(closed.status).toBe(403);
    expect(closed.body.error.code).toBe('SITE_LOCKED');
    expect((await visitor.post('/api/gate/unlock', { password: 'luzdafe' })).status).toBe(401);
    await visitor.unlockGate('nova-senha-2026');
    expect((await visitor.get('/api/store/categories')).status).toBe(200);
  });

  it('switching the gate off opens the storefront to visitors without a pass, and on closes it again', async () => {
    const off = await admin.put('/api/admin/settings/gate', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.gate.enabled).toBe(false);
    const fresh = t.client();
    expect((await fresh.get('/api/gate')).body).toEqual({ enabled: false, unlocked: true });
    expect((await fresh.get('/api/store/categories')).status).toBe(200);

    // Blank password: the current one is kept.
    expect((await admin.put('/api/admin/settings/gate', { enabled: true, password: '' })).status).toBe(200);
    expect((await t.client().get('/api/store/categories')).status).toBe(403);
    await t.client().unlockGate('nova-senha-2026');
  });

  it('refuses a short password and a malformed body', async () => {
    const short = await admin.put('/api/admin/settings/gate', { enabled: true, password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('A senha de acesso deve ter pelo menos 6 caracteres.');
    expect((await admin.put('/api/admin/settings/gate', { enabled: 'sim' })).status).toBe(400);
  });

  it('records settings changes in the audit log without the password', async () => {
    const log = await admin.get('/api/admin/audit?entity=settings&pageSize=100');
    const gate = log.body.items.filter((e: { entityId: string }) => e.entityId === 'gate');
    expect(gate.length).toBeGreaterThanOrEqual(3);
    expect(gate.at(-1)).toMatchObject({ userName: 'Helena Administradora', before: { enabled: true }, after: { enabled: true, passwordChanged: true } });
    expect(JSON.stringify(log.body)).not.toContain('nova-senha-2026');
    expect(JSON.stringify(log.body)).not.toContain('scrypt');
    const shop = log.body.items.find((e: { entityId: string }) => e.entityId === 'shop');
    expect(shop.after.contactPhone).toBe('(11) 98765-4321');
  });
});
