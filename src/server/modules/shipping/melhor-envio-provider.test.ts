import { describe, expect, it } from 'vitest';
import { createMelhorEnvioStandIn, STAND_IN_CLIENT } from '../../../../tests/support/melhor-envio-stand-in';
import { createMelhorEnvioProvider, exchangeMelhorEnvioCode, melhorEnvioAuthorizeUrl } from './melhor-envio-provider';
import { type LabelRequest, type ShippingAccount, ShippingProviderError } from './shipping-provider';

// Contract tests of the Melhor Envio client against a local stand-in that answers as the API v2
// documents (tests/support/melhor-envio-stand-in.ts, fixtures in tests/fixtures/melhor-envio).

const BASE = 'https://sandbox.melhorenvio.com.br';
const UA = 'Luz da Fé (tecnico@luzdafe.test)';

function setUp(opts: { accessToken?: string } = {}) {
  const me = createMelhorEnvioStandIn();
  const waits: number[] = [];
  const provider = createMelhorEnvioProvider({
    baseUrl: BASE,
    ...STAND_IN_CLIENT,
    userAgent: UA,
    fetchImpl: me.fetchImpl,
    sleep: async (ms) => void waits.push(ms),
  });
  const saved: { accessToken: string; refreshToken: string; expiresAt: string }[] = [];
  const account: ShippingAccount = {
    accessToken: opts.accessToken ?? 'token-valido',
    refreshToken: 'refresh-valido',
    save: async (t) => void saved.push(t),
  };
  return { me, provider, account, waits, saved };
}

const PARTY = {
  name: 'Luz da Fé',
  phone: '(11) 98888-0001',
  email: 'contato@luzdafe.test',
  document: '11.222.333/0001-81',
  street: 'Rua da Fé',
  number: '100',
  complement: '',
  district: 'Centro',
  city: 'São Paulo',
  state: 'SP',
  cep: '01310-100',
};
const LABEL: LabelRequest = {
  reference: 'pedido-123',
  serviceId: '2',
  from: PARTY,
  to: { ...PARTY, name: 'Maria Cliente', document: '529.982.247-25', cep: '20040-020', city: 'Rio de Janeiro', state: 'RJ' },
  products: [{ name: 'Terço de Madeira', quantity: 2, unitPriceCents: 3490 }],
  parcel: { weightGrams: 240, heightCm: 8, widthCm: 11, lengthCm: 16, insuranceCents: 6980 },
  invoiceKey: '35261111222333000181550010000000011000000019',
};

describe('Melhor Envio client', () => {
  it('quotes with the documented body, Bearer token and User-Agent, and leaves out services in error', async () => {
    const s = setUp();
    const quotes = await s.provider.quote(s.account, { fromCep: '01310-100', toCep: '20040-020', parcel: LABEL.parcel });
    expect(s.me.requests).toEqual([
      {
        method: 'POST',
        path: '/api/v2/me/shipment/calculate',
        auth: 'Bearer token-valido',
        userAgent: UA,
        body: {
          from: { postal_code: '01310100' },
          to: { postal_code: '20040020' },
          package: { height: 8, width: 11, length: 16, weight: 0.24 },
          options: { insurance_value: 69.8, receipt: false, own_hand: false },
        },
      },
    ]);
    expect(quotes).toEqual([
      { serviceId: '2', serviceName: 'SEDEX', carrier: 'Correios', priceCents: 1268, minDays: 1, maxDays: 2 },
      { serviceId: '1', serviceName: 'PAC', carrier: 'Correios', priceCents: 2565, minDays: 9, maxDays: 10 },
    ]);
  });

  it('buys a label in steps — cart with the NF-e key and the order tag, checkout, generate — then tracks and prints it', async () => {
    const s = setUp();
    const { id } = await s.provider.addToCart(s.account, LABEL);
    const cart = s.me.requests[0]!.body as Record<string, any>;
    expect(cart).toMatchObject({
      service: 2,
      from: { company_document: '11222333000181', postal_code: '01310100', state_abbr: 'SP', country_id: 'BR' },
      to: { document: '52998224725', postal_code: '20040020', name: 'Maria Cliente' },
      products: [{ name: 'Terço de Madeira', quantity: 2, unitary_value: 34.9 }],
      volumes: [{ height: 8, width: 11, length: 16, weight: 0.24 }],
      options: { insurance_value: 69.8, invoice: { key: LABEL.invoiceKey }, tags: [{ tag: 'pedido-123', url: null }], non_commercial: false },
    });
    expect((await s.provider.state(s.account, [id]))[id]).toMatchObject({ status: 'pending', trackingCode: null });
    await s.provider.checkout(s.account, id);
    await s.provider.generate(s.account, id);
    const state = (await s.provider.state(s.account, [id]))[id]!;
    expect(state.status).toBe('generated');
    expect(state.trackingCode).toMatch(/^AA\d{9}BR$/);
    expect(state.trackingUrl).toBe(`https://www.melhorrastreio.com.br/rastreio/${state.trackingCode}`);
    expect(await s.provider.print(s.account, id)).toEqual({ url: `https://melhorenvio.com.br/imprimir/${id}` });
    expect(s.me.labels.get(id)!.paid).toBe(1);
    expect(s.me.requests.map((r) => r.path)).toEqual([
      '/api/v2/me/cart',
      '/api/v2/me/shipment/tracking',
      '/api/v2/me/shipment/checkout',
      '/api/v2/me/shipment/generate',
      '/api/v2/me/shipment/tracking',
      '/api/v2/me/shipment/print',
    ]);
  });

  it('a second checkout of a paid label is refused by the provider, and says so in Portuguese', async () => {
    const s = setUp();
    const { id } = await s.provider.addToCart(s.account, LABEL);
    await s.provider.checkout(s.account, id);
    await expect(s.provider.checkout(s.account, id)).rejects.toThrow(/O Melhor Envio recusou o pedido/);
    expect(s.me.labels.get(id)!.paid).toBe(1);
  });

  it('waits out a 429 (Retry-After) and retries; gives up after two retries', async () => {
    const s = setUp();
    s.me.failNext(429, { message: 'Too Many Attempts.' }, { 'retry-after': '3' });
    expect(await s.provider.quote(s.account, { fromCep: '01310100', toCep: '20040020', parcel: LABEL.parcel })).toHaveLength(2);
    expect(s.waits).toEqual([3000]);
    for (let i = 0; i < 3; i++) s.me.failNext(429, { message: 'Too Many Attempts.' });
    const err = await s.provider.quote(s.account, { fromCep: '01310100', toCep: '20040020', parcel: LABEL.parcel }).catch((e) => e);
    expect(err).toBeInstanceOf(ShippingProviderError);
    expect(err.message).toBe('O Melhor Envio pediu uma pausa (limite de requisições). Tente de novo em um minuto.');
    expect(s.waits).toEqual([3000, 1000, 2000]);
  });

  it('refreshes an expired token once, keeps the new pair, and retries the call', async () => {
    const s = setUp({ accessToken: 'token-expirado' });
    const quotes = await s.provider.quote(s.account, { fromCep: '01310100', toCep: '20040020', parcel: LABEL.parcel });
    expect(quotes).toHaveLength(2);
    expect(s.me.requests.map((r) => [r.path, r.auth])).toEqual([
      ['/api/v2/me/shipment/calculate', 'Bearer token-expirado'],
      ['/oauth/token', null],
      ['/api/v2/me/shipment/calculate', `Bearer ${s.me.tokens.access}`],
    ]);
    expect(s.me.requests[1]!.body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-valido',
      ...{ client_id: '1234', client_secret: 'segredo-do-app-de-teste' },
    });
    expect(s.saved).toEqual([{ accessToken: s.me.tokens.access, refreshToken: s.me.tokens.refresh, expiresAt: expect.any(String) }]);
    expect(s.account.accessToken).toBe(s.me.tokens.access);
  });

  it('does not refresh twice: a token refused again after the refresh is an error, not a loop', async () => {
    const s = setUp({ accessToken: 'token-expirado' });
    s.me.failNext(401, { message: 'Unauthenticated.' });
    s.me.failNext(200, { token_type: 'Bearer', expires_in: 60, access_token: 'novo-mas-invalido', refresh_token: 'r2' });
    const err = await s.provider.quote(s.account, { fromCep: '01310100', toCep: '20040020', parcel: LABEL.parcel }).catch((e) => e);
    expect(err).toBeInstanceOf(ShippingProviderError);
    expect(err.httpStatus).toBe(401);
    expect(s.me.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(1);
  });

  it('asks for a reconnection when the refresh token is refused', async () => {
    const s = setUp({ accessToken: 'token-expirado' });
    s.account.refreshToken = 'revogado';
    await expect(s.provider.quote(s.account, { fromCep: '01310100', toCep: '20040020', parcel: LABEL.parcel })).rejects.toThrow(
      'A conexão com o Melhor Envio expirou. Reconecte a conta em Configurações → Entregas.',
    );
  });

  it('refuses an answer not shaped as documented', async () => {
    const s = setUp();
    s.me.failNext(200, { services: [] });
    await expect(s.provider.quote(s.account, { fromCep: '01310100', toCep: '20040020', parcel: LABEL.parcel })).rejects.toThrow(
      'O Melhor Envio respondeu num formato inesperado.',
    );
  });

  it('asks whether a label can be cancelled, then cancels it; a posted one cannot be', async () => {
    const s = setUp();
    const { id } = await s.provider.addToCart(s.account, LABEL);
    await s.provider.checkout(s.account, id);
    expect(await s.provider.cancellable(s.account, id)).toBe(true);
    expect(await s.provider.cancel(s.account, id, 'Cliente desistiu')).toBe(true);
    expect(s.me.requests.at(-1)!.body).toEqual({ order: { id, reason_id: '2', description: 'Cliente desistiu' } });
    const other = (await s.provider.addToCart(s.account, LABEL)).id;
    s.me.advance(other, 'posted');
    expect(await s.provider.cancellable(s.account, other)).toBe(false);
  });

  it('builds the authorisation address with state and trades the code for tokens', async () => {
    const url = new URL(
      melhorEnvioAuthorizeUrl({ baseUrl: BASE, clientId: '1234', redirectUri: 'https://loja.test/api/admin/shipping/oauth/callback', state: 'abc' }),
    );
    expect(url.origin + url.pathname).toBe(`${BASE}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: '1234', response_type: 'code', state: 'abc' });
    expect(url.searchParams.get('scope')).toContain('shipping-checkout');
    const me = createMelhorEnvioStandIn();
    const tokens = await exchangeMelhorEnvioCode({
      baseUrl: BASE,
      ...STAND_IN_CLIENT,
      userAgent: UA,
      fetchImpl: me.fetchImpl,
      code: 'codigo-de-autorizacao',
      redirectUri: 'x',
    });
    expect(tokens).toMatchObject({ accessToken: me.tokens.access, refreshToken: me.tokens.refresh });
    await expect(
      exchangeMelhorEnvioCode({ baseUrl: BASE, ...STAND_IN_CLIENT, userAgent: UA, fetchImpl: me.fetchImpl, code: 'outro', redirectUri: 'x' }),
    ).rejects.toThrow('O Melhor Envio não aceitou a autorização. Tente conectar de novo.');
  });
});
