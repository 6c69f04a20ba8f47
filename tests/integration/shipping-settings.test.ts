import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_BUYER_DOCUMENT_MESSAGE } from '@/domain/buyer-document';
import { CEP_STATE_MISMATCH_MESSAGE } from '@/domain/schemas/address';
import { INVALID_FALLBACK_DAYS_MESSAGE, INVALID_FREE_MINIMUM_MESSAGE } from '@/domain/schemas/shipping';
import { shippingAccount } from '@/server/db/schema';
import { readShippingSettings } from '@/server/db/settings-store';
import { loadShippingAccount, type ShippingProvider, shippingSender } from '@/server/modules/shipping';
import { finishConnection, SANDBOX_NEEDS_NO_ACCOUNT } from '@/server/modules/shipping/connect-account';
import { createMelhorEnvioProvider } from '@/server/modules/shipping/melhor-envio-provider';
import { staffUser } from '../support/app-fixtures';
import { createMelhorEnvioStandIn, STAND_IN_CLIENT } from '../support/melhor-envio-stand-in';
import { setUpTestApp, signInForSuite } from '../support/test-app';

// Configurações → Entregas (issue 37, decision 071): the sender, the policy the estimate and the
// checkout read, and the Melhor Envio connection whose OAuth2 `state` is single use, expires and
// belongs to the user who asked for it.
const t = setUpTestApp();
const admin = signInForSuite(t, 'admin');
const staff = signInForSuite(t, 'staff');
const customer = signInForSuite(t, 'customer');
const db = () => t.ctx.database.db;

const SENDER = {
  source: 'custom',
  name: 'Depósito Luz da Fé',
  document: '11.222.333/0001-81',
  stateRegistration: '123456789',
  phone: '11988880009',
  email: 'Deposito@LuzDaFe.test',
  address: { cep: '20040020', street: 'Rua do Ouvidor', number: '50', complement: 'Galpão 2', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
};
const POLICY = { fallbackDays: 12, freeShippingMinimumCents: { norte: null, nordeste: 30000, 'centro-oeste': null, sudeste: 19990, sul: null } };
const settingsAudits = async () =>
  (
    (await admin.get('/api/admin/audit?entity=settings&pageSize=100')).body.items as {
      entityId: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[]
  ).filter((e) => e.entityId === 'shipping');

describe('Configurações → Entregas: sender and policy', () => {
  it('answers the sandbox (no account to connect), the fiscal issuer as sender and the default policy', async () => {
    const res = await admin.get('/api/admin/shipping/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'sandbox', connection: null, senderSource: 'fiscal', fallbackDays: 10 });
    expect(res.body.freeShippingMinimumCents).toEqual({ norte: null, nordeste: null, 'centro-oeste': null, sudeste: null, sul: null });
    expect(res.body.sender).toEqual(res.body.fiscalSender);
  });

  it('is for whoever holds settings.manage only', async () => {
    expect((await staff.get('/api/admin/shipping/settings')).status).toBe(403);
    expect((await customer.put('/api/admin/shipping/settings', { sender: { source: 'fiscal' }, ...POLICY })).status).toBe(403);
    expect((await t.client().get('/api/admin/shipping/settings')).status).toBe(401);
  });

  it('refuses bad input with a message per field and changes nothing', async () => {
    const before = await readShippingSettings(db());
    const cases: [unknown, string, string][] = [
      [{ sender: { source: 'fiscal' }, ...POLICY, fallbackDays: 0 }, 'fallbackDays', INVALID_FALLBACK_DAYS_MESSAGE],
      [{ sender: { source: 'fiscal' }, ...POLICY, fallbackDays: 61 }, 'fallbackDays', INVALID_FALLBACK_DAYS_MESSAGE],
      [
        { sender: { source: 'fiscal' }, ...POLICY, freeShippingMinimumCents: { ...POLICY.freeShippingMinimumCents, sul: -100 } },
        'freeShippingMinimumCents.sul',
        INVALID_FREE_MINIMUM_MESSAGE,
      ],
      [
        { sender: { source: 'fiscal' }, ...POLICY, freeShippingMinimumCents: { ...POLICY.freeShippingMinimumCents, sul: '150' } },
        'freeShippingMinimumCents.sul',
        INVALID_FREE_MINIMUM_MESSAGE,
      ],
      [{ sender: { ...SENDER, document: '111.111.111-11' }, ...POLICY }, 'sender.document', INVALID_BUYER_DOCUMENT_MESSAGE],
      [{ sender: { ...SENDER, address: { ...SENDER.address, cep: '123' } }, ...POLICY }, 'sender.address.cep', 'Informe um CEP válido.'],
      [{ sender: { ...SENDER, address: { ...SENDER.address, state: 'SP' } }, ...POLICY }, 'sender.address.cep', CEP_STATE_MISMATCH_MESSAGE],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.put('/api/admin/shipping/settings', body);
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body.error), field).toContain(message);
    }
    expect((await admin.put('/api/admin/shipping/settings', 'não é json')).status).toBe(400);
    expect((await admin.put('/api/admin/shipping/settings', { sender: { source: 'outro' }, ...POLICY })).status).toBe(400);
    expect(await readShippingSettings(db())).toEqual(before);
  });

  it('saves a sender of its own and the policy, audited; labels and quotes then leave from it', async () => {
    const res = await admin.put('/api/admin/shipping/settings', { sender: SENDER, ...POLICY });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ senderSource: 'custom', fallbackDays: 12, freeShippingMinimumCents: POLICY.freeShippingMinimumCents });
    expect(res.body.sender).toMatchObject({ name: 'Depósito Luz da Fé', document: '11222333000181', email: 'deposito@luzdafe.test', phone: '(11) 98888-0009' });
    expect(res.body.sender.address).toMatchObject({ cep: '20040-020', state: 'RJ' });
    // What the estimate and placeOrder read.
    expect(await readShippingSettings(db())).toMatchObject({ ...POLICY, originCep: '20040-020' });
    expect(await shippingSender(db())).toMatchObject({
      name: 'Depósito Luz da Fé',
      document: '11222333000181',
      cep: '20040-020',
      district: 'Centro',
      city: 'Rio de Janeiro',
    });
    const [audit] = await settingsAudits(); // newest first
    expect(audit!.before).toMatchObject({ fallbackDays: 10, sender: { source: 'fiscal' } });
    expect(audit!.after).toMatchObject({ fallbackDays: 12, sender: { name: 'Depósito Luz da Fé' } });
  });

  it('goes back to the fiscal issuer as sender', async () => {
    const res = await admin.put('/api/admin/shipping/settings', { sender: { source: 'fiscal' }, ...POLICY, fallbackDays: 8 });
    expect(res.status).toBe(200);
    expect(res.body.senderSource).toBe('fiscal');
    expect(res.body.sender).toEqual(res.body.fiscalSender);
    expect((await shippingSender(db())).name).toBe(res.body.fiscalSender.name);
    expect((await readShippingSettings(db())).fallbackDays).toBe(8);
  });

  it('with the sandbox there is nothing to connect', async () => {
    const res = await admin.post('/api/admin/shipping/oauth/start');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(SANDBOX_NEEDS_NO_ACCOUNT);
    expect((await admin.get('/api/admin/shipping/oauth/callback?state=abc&code=x')).status).toBe(404);
  });
});

describe('Configurações → Entregas: connecting Melhor Envio (OAuth2)', () => {
  const me = createMelhorEnvioStandIn();
  let sandbox: ShippingProvider;
  const ctx = () => t.ctx as { shipping: ShippingProvider };
  beforeAll(() => {
    sandbox = ctx().shipping;
    ctx().shipping = createMelhorEnvioProvider({
      baseUrl: 'https://sandbox.melhorenvio.com.br',
      ...STAND_IN_CLIENT,
      userAgent: 'Luz da Fé (tecnico@luzdafe.test)',
      fetchImpl: me.fetchImpl,
    });
  });
  afterAll(() => {
    ctx().shipping = sandbox;
  });

  /** 'Conectar ao Melhor Envio': the state the provider will send back. */
  async function start() {
    const res = await admin.post('/api/admin/shipping/oauth/start');
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin + url.pathname).toBe('https://sandbox.melhorenvio.com.br/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.ctx.config.publicUrl}/api/admin/shipping/oauth/callback`);
    return url.searchParams.get('state')!;
  }
  const callback = (q: string) => admin.get(`/api/admin/shipping/oauth/callback?${q}`);
  const outcome = (res: { status: number; headers: Headers }) => {
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!, 'http://x').searchParams.get('conexao');
  };
  const stored = async () => (await db().select().from(shippingAccount).where(eq(shippingAccount.id, 1)))[0];

  it('shows the account as not connected, with the return address to register', async () => {
    const res = await admin.get('/api/admin/shipping/settings');
    expect(res.body.connection).toMatchObject({ connected: false, redirectUri: `${t.ctx.config.publicUrl}/api/admin/shipping/oauth/callback` });
  });

  it('refuses a state it did not issue, one issued to another user, and an expired one — nothing stored', async () => {
    const state = await start();
    expect(outcome(await callback(`state=${state}x&code=codigo-de-autorizacao`))).toBe('expirada');
    const other = await staffUser(t, 'staff');
    expect(await finishConnection(t.ctx, other, { state, code: 'codigo-de-autorizacao' })).toBe('expirada');
    await db()
      .update(shippingAccount)
      .set({ oauthStateAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(shippingAccount.id, 1));
    expect(outcome(await callback(`state=${state}&code=codigo-de-autorizacao`))).toBe('expirada');
    expect((await stored())!.accessTokenEnc).toBeNull();
    expect(me.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(0);
  });

  it('a missing state is a 400; a declined authorisation and a refused code store nothing', async () => {
    expect((await callback('code=abc')).status).toBe(400);
    expect(outcome(await callback(`state=${await start()}&error=access_denied`))).toBe('recusada');
    expect(outcome(await callback(`state=${await start()}&code=outro-codigo`))).toBe('falhou');
    expect((await stored())!.accessTokenEnc).toBeNull();
  });

  it('connects: the code traded once, tokens stored encrypted, audited; the same state again is refused', async () => {
    const state = await start();
    expect((await stored())!.oauthState).not.toContain(state);
    expect(outcome(await callback(`state=${state}&code=codigo-de-autorizacao`))).toBe('conectada');
    const row = (await stored())!;
    expect(row.accessTokenEnc).toMatch(/^v1:/);
    expect(row.accessTokenEnc).not.toContain(me.tokens.access);
    expect(row.oauthState).toBeNull();
    const account = await loadShippingAccount(t.ctx);
    expect(account).toMatchObject({ accessToken: me.tokens.access, refreshToken: me.tokens.refresh });
    const view = await admin.get('/api/admin/shipping/settings');
    expect(view.body.connection).toMatchObject({ connected: true, connectedBy: 'Helena Administradora' });
    expect(new Date(view.body.connection.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(JSON.stringify(view.body)).not.toContain(me.tokens.access);
    const tokenCalls = me.requests.filter((r) => r.path === '/oauth/token').length;
    expect(outcome(await callback(`state=${state}&code=codigo-de-autorizacao`))).toBe('expirada');
    expect(me.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(tokenCalls);
    expect((await settingsAudits())[0]!.after).toMatchObject({ connected: true });
  });

  it('disconnects: the tokens are forgotten, audited', async () => {
    const res = await admin.post('/api/admin/shipping/oauth/disconnect');
    expect(res.status).toBe(200);
    expect(res.body.connection).toMatchObject({ connected: false, expiresAt: null });
    expect((await stored())!).toMatchObject({ accessTokenEnc: null, refreshTokenEnc: null });
    expect((await settingsAudits())[0]!.after).toEqual({ connected: false });
    expect((await staff.post('/api/admin/shipping/oauth/disconnect')).status).toBe(403);
  });
});
