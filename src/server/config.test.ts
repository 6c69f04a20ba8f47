import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, providersLine } from './config';

const SECRET = 'x'.repeat(32);
const FULL = {
  NODE_ENV: 'production',
  APP_SECRET: SECRET,
  SITE_ACCESS_PASSWORD: 'senha-do-portao',
  ADMIN_EMAIL: 'dono@luzdafe.com.br',
  ADMIN_PASSWORD: 'uma-senha-forte',
  PUBLIC_URL: 'https://loja.luzdafe.com.br',
  // The sandboxes take no money and issue no valid NF-e: production refuses them unless chosen (issue 33).
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
  ALLOW_SANDBOX_INVOICES_IN_PRODUCTION: '1',
};

const without = (key: keyof typeof FULL) => {
  const env: Record<string, string> = { ...FULL };
  delete env[key];
  return env;
};

describe('loadConfig in production', () => {
  it('accepts a full set and keeps its values', () => {
    const config = loadConfig(FULL);
    expect(config).toMatchObject({
      production: true,
      demo: false,
      appSecret: SECRET,
      siteAccessPassword: 'senha-do-portao',
      siteGateOff: false,
      adminEmail: 'dono@luzdafe.com.br',
      adminPassword: 'uma-senha-forte',
    });
  });

  it('refuses to start without APP_SECRET', () => {
    expect(() => loadConfig(without('APP_SECRET'))).toThrow(ConfigError);
    expect(() => loadConfig(without('APP_SECRET'))).toThrow(/APP_SECRET/);
  });

  it('refuses an APP_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ ...FULL, APP_SECRET: 'x'.repeat(31) })).toThrow(/APP_SECRET/);
  });

  it('refuses to start without SITE_ACCESS_PASSWORD while the gate is on', () => {
    expect(() => loadConfig(without('SITE_ACCESS_PASSWORD'))).toThrow(/SITE_ACCESS_PASSWORD/);
    expect(() => loadConfig({ ...FULL, SITE_ACCESS_PASSWORD: '' })).toThrow(/SITE_ACCESS_PASSWORD/);
  });

  it('does not ask for SITE_ACCESS_PASSWORD when SITE_GATE=off', () => {
    const config = loadConfig({ ...without('SITE_ACCESS_PASSWORD'), SITE_GATE: 'off' });
    expect(config.siteGateOff).toBe(true);
  });

  it('refuses to start without PUBLIC_URL, naming it, and refuses a value that is not a URL', () => {
    expect(() => loadConfig(without('PUBLIC_URL'))).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...FULL, PUBLIC_URL: 'loja.luzdafe.com.br' })).toThrow(/PUBLIC_URL inválida/);
    expect(() => loadConfig({ ...FULL, PUBLIC_URL: 'ftp://loja.luzdafe.com.br' })).toThrow(/PUBLIC_URL inválida/);
    expect(loadConfig({ ...FULL, PUBLIC_URL: 'https://loja.luzdafe.com.br/' }).publicUrl).toBe('https://loja.luzdafe.com.br');
  });

  it('sends e-mail through SMTP_URL when it is an smtp:// or smtps:// address, from MAIL_FROM', () => {
    expect(loadConfig(FULL)).toMatchObject({ smtpUrl: undefined, mailFrom: 'Luz da Fé <nao-responda@luzdafe.com.br>' });
    const smtp = loadConfig({ ...FULL, SMTP_URL: 'smtps://loja:senha@smtp.exemplo.com.br:465', MAIL_FROM: 'Loja <pedidos@exemplo.com.br>' });
    expect(smtp).toMatchObject({ smtpUrl: 'smtps://loja:senha@smtp.exemplo.com.br:465', mailFrom: 'Loja <pedidos@exemplo.com.br>' });
    expect(() => loadConfig({ ...FULL, SMTP_URL: 'smtp.exemplo.com.br' })).toThrow(/SMTP_URL inválida/);
    expect(() => loadConfig({ ...FULL, SMTP_URL: 'https://smtp.exemplo.com.br' })).toThrow(/SMTP_URL inválida/);
  });

  it('refuses to start without the first administrator', () => {
    expect(() => loadConfig(without('ADMIN_EMAIL'))).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig(without('ADMIN_PASSWORD'))).toThrow(/ADMIN_PASSWORD/);
  });

  it('names every missing variable at once', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      for (const name of ['APP_SECRET', 'PUBLIC_URL', 'SITE_ACCESS_PASSWORD', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) expect(message).toContain(name);
    }
  });

  it('never falls back to the demo secret or demo gate password', () => {
    expect(() => loadConfig({ ...FULL, APP_SECRET: '' })).toThrow(/APP_SECRET/);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ ...FULL, PORT: 'abc' })).toThrow(/PORT/);
  });
});

/** Mercado Pago's keys as the environment gives them. */
const MP = {
  PAYMENT_PROVIDER: 'mercadopago',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123',
  MERCADOPAGO_PUBLIC_KEY: 'APP_USR-pub',
  MERCADOPAGO_WEBHOOK_SECRET: 'segredo-webhook',
};

describe('sandbox providers in production', () => {
  const { ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: _p, ALLOW_SANDBOX_INVOICES_IN_PRODUCTION: _f, ...BARE } = FULL;

  it('refuses the README production variables alone: both sandboxes would run, naming each and how to choose them', () => {
    try {
      loadConfig(BARE);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      for (const name of ['PAYMENT_PROVIDER', 'FISCAL_PROVIDER', 'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION', 'ALLOW_SANDBOX_INVOICES_IN_PRODUCTION'])
        expect(message).toContain(name);
    }
  });

  it('refuses PAYMENT_PROVIDER=sandbox written out, too: only the ALLOW_ variable chooses it', () => {
    expect(() => loadConfig({ ...BARE, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_INVOICES_IN_PRODUCTION: '1' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION/,
    );
  });

  it('refuses the fiscal sandbox alone when the payments are real', () => {
    expect(() => loadConfig({ ...BARE, ...MP })).toThrow(/ALLOW_SANDBOX_INVOICES_IN_PRODUCTION/);
    expect(() => loadConfig({ ...BARE, ...MP })).not.toThrow(/ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION/);
  });

  it('starts with real providers, or with a sandbox explicitly allowed', () => {
    expect(loadConfig({ ...BARE, ...MP, FISCAL_PROVIDER: 'focusnfe' })).toMatchObject({ paymentProvider: 'mercadopago', fiscalProvider: 'focusnfe' });
    expect(loadConfig({ ...BARE, ...MP, ALLOW_SANDBOX_INVOICES_IN_PRODUCTION: '1' })).toMatchObject({ fiscalProvider: 'sandbox' });
    expect(() => loadConfig({ ...BARE, ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes', ALLOW_SANDBOX_INVOICES_IN_PRODUCTION: '1' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION inválido/,
    );
  });

  it('never asks outside production', () => {
    expect(loadConfig({})).toMatchObject({ paymentProvider: 'sandbox', fiscalProvider: 'sandbox' });
  });

  it('names the live providers in one line', () => {
    expect(providersLine(loadConfig({}))).toBe(
      'Provedores: pagamentos=sandbox (teste, não cobra), notas fiscais=sandbox (teste, sem valor fiscal), entregas=sandbox (etiquetas de teste)',
    );
    expect(providersLine(loadConfig({ ...BARE, ...MP, FISCAL_PROVIDER: 'focusnfe' }))).toBe(
      'Provedores: pagamentos=mercadopago, notas fiscais=focusnfe, entregas=sandbox (etiquetas de teste)',
    );
  });
});

describe('shipping provider', () => {
  const ME = {
    SHIPPING_PROVIDER: 'melhorenvio',
    MELHORENVIO_CLIENT_ID: '1234',
    MELHORENVIO_CLIENT_SECRET: 's3gr3do',
    MELHORENVIO_CONTACT_EMAIL: 'ti@loja.test',
  };
  it('is the sandbox by default', () => {
    expect(loadConfig({})).toMatchObject({ shippingProvider: 'sandbox', melhorEnvio: null });
  });
  it('takes Melhor Envio with its app, on the sandbox host unless told otherwise, with a User-Agent naming the contact', () => {
    expect(loadConfig(ME).melhorEnvio).toEqual({
      clientId: '1234',
      clientSecret: 's3gr3do',
      baseUrl: 'https://sandbox.melhorenvio.com.br',
      userAgent: 'Luz da Fé (ti@loja.test)',
    });
    expect(loadConfig({ ...ME, MELHORENVIO_ENV: 'production' }).melhorEnvio?.baseUrl).toBe('https://melhorenvio.com.br');
    expect(loadConfig({ ...ME, MELHORENVIO_BASE_URL: 'http://127.0.0.1:9999' }).melhorEnvio?.baseUrl).toBe('http://127.0.0.1:9999');
    expect(providersLine(loadConfig(ME))).toContain('entregas=melhorenvio');
  });
  it('refuses a half-configured Melhor Envio or an unknown provider', () => {
    expect(() => loadConfig({ SHIPPING_PROVIDER: 'melhorenvio', MELHORENVIO_CLIENT_ID: '1' })).toThrow(
      'Melhor Envio incompleto (SHIPPING_PROVIDER=melhorenvio): defina também MELHORENVIO_CLIENT_SECRET, MELHORENVIO_CONTACT_EMAIL',
    );
    expect(() => loadConfig({ SHIPPING_PROVIDER: 'correios' })).toThrow('SHIPPING_PROVIDER desconhecido: correios (disponíveis: sandbox, melhorenvio)');
    expect(() => loadConfig({ ...ME, MELHORENVIO_ENV: 'homolog' })).toThrow('MELHORENVIO_ENV inválido: homolog (use sandbox ou production)');
  });
});

describe('loadConfig outside production', () => {
  it('runs the demo with its defaults and no secrets given', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.demo).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.siteAccessPassword).toBe('luzdafe');
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads DEMO, PORT, DATA_DIR, DATABASE_URL and SITE_GATE', () => {
    const config = loadConfig({ DEMO: '0', APP_SECRET: SECRET, PORT: '4010', DATA_DIR: '/tmp/luz', DATABASE_URL: 'postgres://x@y/z', SITE_GATE: 'off' });
    expect(config).toMatchObject({ demo: false, port: 4010, dataDir: '/tmp/luz', databaseUrl: 'postgres://x@y/z', siteGateOff: true });
  });

  it('never runs the demo in production: its accounts and secret are public', () => {
    expect(() => loadConfig({ ...FULL, DEMO: '1' })).toThrow(/DEMO=1 não é permitido em produção/);
  });

  it('has no demo secret or demo gate password with DEMO=0', () => {
    expect(() => loadConfig({ DEMO: '0' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ DEMO: '0', APP_SECRET: SECRET })).toThrow(/SITE_ACCESS_PASSWORD/);
    const config = loadConfig({ DEMO: '0', APP_SECRET: SECRET, SITE_ACCESS_PASSWORD: 'portao-da-loja' });
    expect(config).toMatchObject({ demo: false, appSecret: SECRET, siteAccessPassword: 'portao-da-loja' });
  });
});

describe('loadConfig with Mercado Pago', () => {
  it('keeps the sandbox by default, with no keys', () => {
    expect(loadConfig({})).toMatchObject({ paymentProvider: 'sandbox', mercadopago: null });
  });

  it('reads the three keys and the API address (the real one unless told)', () => {
    expect(loadConfig({ ...FULL, ...MP })).toMatchObject({
      paymentProvider: 'mercadopago',
      mercadopago: {
        accessToken: 'APP_USR-123',
        publicKey: 'APP_USR-pub',
        webhookSecret: 'segredo-webhook',
        apiUrl: 'https://api.mercadopago.com',
        sdkUrl: 'https://sdk.mercadopago.com/js/v2',
      },
    });
    expect(loadConfig({ ...MP, MERCADOPAGO_API_URL: 'http://127.0.0.1:4555/' }).mercadopago?.apiUrl).toBe('http://127.0.0.1:4555');
  });

  it('refuses a half-configured provider, naming every missing key, in production and outside it', () => {
    for (const base of [FULL, {}]) {
      try {
        loadConfig({ ...base, PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_PUBLIC_KEY: 'APP_USR-pub' });
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        expect((err as Error).message).toContain('MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET');
        expect((err as Error).message).not.toContain('MERCADOPAGO_PUBLIC_KEY');
      }
    }
    expect(() => loadConfig({ ...FULL, ...MP, MERCADOPAGO_WEBHOOK_SECRET: '  ' })).toThrow(/MERCADOPAGO_WEBHOOK_SECRET/);
  });

  it('refuses keys in production when PAYMENT_PROVIDER does not choose Mercado Pago', () => {
    expect(() => loadConfig({ ...FULL, MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123' })).toThrow(/PAYMENT_PROVIDER=mercadopago/);
  });

  it('refuses an API address that is not a URL and an unknown provider', () => {
    expect(() => loadConfig({ ...MP, MERCADOPAGO_API_URL: 'api' })).toThrow(/MERCADOPAGO_API_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/sandbox, mercadopago/);
  });
});
