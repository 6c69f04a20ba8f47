import path from 'node:path';

export type AppConfig = {
  production: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  /** With the demo, 90 days of back-office history on first start (DEMO_HISTORY, '1' by default; '0' leaves the lists empty). */
  demoHistory: boolean;
  appSecret: string;
  siteAccessPassword: string;
  siteGateOff: boolean;
  /** Where the shop is reached: every link in e-mails and Open Graph tags is built from it, never from a request's Host. */
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Where e-mails go out (SMTP_URL); without it they are written as .eml files under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  logRequests: boolean;
  /** How many proxies stand in front of the app (TRUST_PROXY=N); 0 trusts no forwarded header. */
  trustProxy: number;
  /** Wrong gate passwords one address may type per minute (GATE_RATE_LIMIT). */
  gateFailureLimit: number;
  /** Login throttles and Better Auth's own limiter; AUTH_RATE_LIMIT=off only for test suites. */
  authRateLimit: boolean;
  /** Tries to reach DATABASE_URL at start, with growing waits, before giving up (DB_CONNECT_ATTEMPTS). */
  dbConnectAttempts: number;
  /** Unpaid Pix/boleto orders: their deadlines and how many one customer may hold at once. */
  payments: { pixMinutes: number; boletoClearingBusinessDays: number; maxUnpaidOrders: number };
  /** Who charges cards and issues boletos (PAYMENT_PROVIDER): the built-in sandbox by default, or Mercado Pago. */
  paymentProvider: (typeof PAYMENT_PROVIDERS)[number];
  /** Mercado Pago's keys (MERCADOPAGO_*), present exactly when PAYMENT_PROVIDER=mercadopago. */
  mercadopago: MercadoPagoSettings | null;
  /** Who signs and sends the sales NF-e (FISCAL_PROVIDER): the built-in sandbox by default, or Focus NFe (decision 040). */
  fiscalProvider: (typeof FISCAL_PROVIDERS)[number];
  /** Focus NFe's address (FOCUSNFE_BASE_URL) when a test points it at a stand-in; null: by the issuer's environment. */
  focusnfeBaseUrl: string | null;
  /** Who quotes freight and sells labels (SHIPPING_PROVIDER): the built-in sandbox by default, or Melhor Envio (decision 063). */
  shippingProvider: (typeof SHIPPING_PROVIDERS)[number];
  /** Melhor Envio's app (MELHORENVIO_*), present exactly when SHIPPING_PROVIDER=melhorenvio. */
  melhorEnvio: MelhorEnvioSettings | null;
  /** Interface the HTTP server listens on (HOST). */
  host: string;
  /** The built web app served with the API (WEB_DIST). */
  webDist: string;
  /** How long storefront catalogue answers are reused, in ms (CATALOG_CACHE_MS; 0 turns it off). */
  catalogCacheMs: number;
  /** Mounts the routes `npm run bench` measures with (BENCH=1); never in production. */
  benchRoutes: boolean;
  /** Connections of the PostgreSQL pool (DB_POOL_MAX). */
  dbPoolMax: number;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS, e.g. 32MB). */
  pgliteSharedBuffers: string;
  /** S3-compatible object storage for files (S3_*); null keeps them in DATA_DIR/uploads. */
  s3: S3Config | null;
  /** On SIGTERM, how long requests in flight may take to finish before the database closes (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type MercadoPagoSettings = {
  accessToken: string;
  publicKey: string;
  /** The 'assinatura secreta' of the webhook, for x-signature (never sent anywhere). */
  webhookSecret: string;
  /** Where the API answers (MERCADOPAGO_API_URL): the real one unless a test points it at a stand-in. */
  apiUrl: string;
  /** MercadoPago.js, loaded by the checkout's card step (MERCADOPAGO_SDK_URL, for the tests' stand-in). */
  sdkUrl: string;
};

export type MelhorEnvioSettings = {
  clientId: string;
  clientSecret: string;
  /** MELHORENVIO_BASE_URL (a stand-in), else the host of MELHORENVIO_ENV: sandbox (default) or production. */
  baseUrl: string;
  /** 'Luz da Fé (MELHORENVIO_CONTACT_EMAIL)': Melhor Envio requires a User-Agent naming the app and a technical contact. */
  userAgent: string;
};

export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;
export const SHIPPING_PROVIDERS = ['sandbox', 'melhorenvio'] as const;
export const FISCAL_PROVIDERS = ['sandbox', 'focusnfe'] as const;

const MERCADOPAGO_KEYS = ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET'] as const;

/**
 * With PAYMENT_PROVIDER=mercadopago, all three keys or no start at all (in any mode: a shop that
 * half-configured its provider would take orders it can never charge). Keys given while another
 * provider is chosen are refused in production, where they mean a forgotten PAYMENT_PROVIDER.
 */
function parseMercadoPago(env: NodeJS.ProcessEnv, provider: AppConfig['paymentProvider'], production: boolean): MercadoPagoSettings | null {
  if (provider !== 'mercadopago') {
    const given = MERCADOPAGO_KEYS.filter((n) => env[n]);
    if (production && given.length) {
      throw new ConfigError(
        `${given.join(', ')} definida(s), mas PAYMENT_PROVIDER não é mercadopago: defina PAYMENT_PROVIDER=mercadopago ou remova as chaves.`,
      );
    }
    return null;
  }
  const missing = MERCADOPAGO_KEYS.filter((n) => !env[n]?.trim());
  if (missing.length) throw new ConfigError(`Mercado Pago incompleto (PAYMENT_PROVIDER=mercadopago): defina também ${missing.join(', ')}`);
  return {
    accessToken: env.MERCADOPAGO_ACCESS_TOKEN!.trim(),
    publicKey: env.MERCADOPAGO_PUBLIC_KEY!.trim(),
    webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET!.trim(),
    apiUrl: parsePublicUrl(env.MERCADOPAGO_API_URL, 'MERCADOPAGO_API_URL') ?? 'https://api.mercadopago.com',
    sdkUrl: parsePublicUrl(env.MERCADOPAGO_SDK_URL, 'MERCADOPAGO_SDK_URL') ?? 'https://sdk.mercadopago.com/js/v2',
  };
}

/** S3_* variables: all four of endpoint, bucket and keys, or none (files stay in DATA_DIR). */
function parseS3(env: NodeJS.ProcessEnv): S3Config | null {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const given = names.filter((n) => env[n]);
  if (given.length === 0) return null;
  if (given.length < names.length) {
    throw new ConfigError(`Armazenamento S3 incompleto: defina também ${names.filter((n) => !env[n]).join(', ')} (ou nenhuma variável S3_*).`);
  }
  const endpoint = parsePublicUrl(env.S3_ENDPOINT, 'S3_ENDPOINT')!;
  return {
    endpoint,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    // MinIO and most self-hosted stores want https://host/bucket/key rather than bucket.host.
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== undefined ? env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true' : true,
  };
}

const MELHORENVIO_KEYS = ['MELHORENVIO_CLIENT_ID', 'MELHORENVIO_CLIENT_SECRET', 'MELHORENVIO_CONTACT_EMAIL'] as const;

function shippingProvider(value: string | undefined): AppConfig['shippingProvider'] {
  const name = value || 'sandbox';
  const known = SHIPPING_PROVIDERS.find((p) => p === name);
  if (!known) throw new ConfigError(`SHIPPING_PROVIDER desconhecido: ${name} (disponíveis: ${SHIPPING_PROVIDERS.join(', ')})`);
  return known;
}

/** With SHIPPING_PROVIDER=melhorenvio, the app's id, secret and a contact e-mail, or no start at all. */
function parseMelhorEnvio(env: NodeJS.ProcessEnv, provider: AppConfig['shippingProvider']): MelhorEnvioSettings | null {
  if (provider !== 'melhorenvio') return null;
  const missing = MELHORENVIO_KEYS.filter((n) => !env[n]?.trim());
  if (missing.length) throw new ConfigError(`Melhor Envio incompleto (SHIPPING_PROVIDER=melhorenvio): defina também ${missing.join(', ')}`);
  const environment = env.MELHORENVIO_ENV || 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') throw new ConfigError(`MELHORENVIO_ENV inválido: ${environment} (use sandbox ou production)`);
  const host = environment === 'production' ? 'https://melhorenvio.com.br' : 'https://sandbox.melhorenvio.com.br';
  return {
    clientId: env.MELHORENVIO_CLIENT_ID!.trim(),
    clientSecret: env.MELHORENVIO_CLIENT_SECRET!.trim(),
    baseUrl: parsePublicUrl(env.MELHORENVIO_BASE_URL, 'MELHORENVIO_BASE_URL') ?? host,
    userAgent: `Luz da Fé (${env.MELHORENVIO_CONTACT_EMAIL!.trim()})`,
  };
}

// Only for the embedded demo: production refuses to start without a real secret.
const DEMO_SECRET = 'luz-da-fe-demo-secret-never-use-in-production-0001';
export const DEMO_GATE_PASSWORD = 'luzdafe';

export class ConfigError extends Error {}

/** PUBLIC_URL as an origin without a trailing slash; a value that is not an http(s) URL is refused. */
function parsePublicUrl(value: string | undefined, name = 'PUBLIC_URL'): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} inválida: ${value} (use um endereço como https://loja.exemplo.com.br)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} inválida: ${value} (use http:// ou https://)`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function paymentProvider(value: string | undefined): AppConfig['paymentProvider'] {
  const name = value || 'sandbox';
  const known = PAYMENT_PROVIDERS.find((p) => p === name);
  if (!known) throw new ConfigError(`PAYMENT_PROVIDER desconhecido: ${name} (disponíveis: ${PAYMENT_PROVIDERS.join(', ')})`);
  return known;
}

function fiscalProvider(value: string | undefined): AppConfig['fiscalProvider'] {
  const name = value || 'sandbox';
  const known = FISCAL_PROVIDERS.find((p) => p === name);
  if (!known) throw new ConfigError(`FISCAL_PROVIDER desconhecido: ${name} (disponíveis: ${FISCAL_PROVIDERS.join(', ')})`);
  return known;
}

function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} inválido: ${value} (use um número inteiro, 0 ou mais)`);
  return n;
}

/** Who the shop's e-mails come from unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Luz da Fé <nao-responda@luzdafe.com.br>';

function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL inválida (use smtp://usuario:senha@servidor:587 ou smtps://…:465)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError('SMTP_URL inválida (use smtp:// ou smtps://)');
  return value;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} inválido: ${value} (use um número inteiro positivo)`);
  return n;
}

function demoHistory(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '1') return true;
  if (value === '0') return false;
  throw new ConfigError(`DEMO_HISTORY inválido: ${value} (use 1 para criar o histórico de demonstração ou 0 para não criar)`);
}

function parseTrustProxy(value: string | undefined): number {
  if (!value || value === '0' || value === 'false') return 0;
  if (value === 'true') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new ConfigError(`TRUST_PROXY inválido: ${value} (use o número de proxies à frente do app, ex.: 1)`);
  return n;
}

function allowFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new ConfigError(`${name} inválido: ${value} (use 1 para permitir ou 0 para recusar)`);
}

/**
 * Production never runs on a sandbox by accident (issue 33): the payment sandbox approves test
 * cards (4111…) for real orders and the fiscal one issues NF-e without fiscal value. Each is refused
 * unless its ALLOW_ variable says so — PAYMENT_PROVIDER=sandbox written out is not enough, as it is
 * also what the default looks like.
 */
function refuseSandboxesInProduction(env: NodeJS.ProcessEnv, config: AppConfig): void {
  const refused: string[] = [];
  if (config.paymentProvider === 'sandbox' && !allowFlag(env, 'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION')) {
    refused.push(
      'pagamentos no sandbox (cartões de teste aprovam pedidos de verdade): defina PAYMENT_PROVIDER=mercadopago com as chaves, ou ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=1 para usar o sandbox mesmo assim',
    );
  }
  if (config.fiscalProvider === 'sandbox' && !allowFlag(env, 'ALLOW_SANDBOX_INVOICES_IN_PRODUCTION')) {
    refused.push(
      'notas fiscais no sandbox (NF-e sem valor fiscal): defina FISCAL_PROVIDER=focusnfe, ou ALLOW_SANDBOX_INVOICES_IN_PRODUCTION=1 para usar o sandbox mesmo assim',
    );
  }
  if (refused.length) throw new ConfigError(`Recusado em produção: ${refused.join('; ')}.`);
}

/** The start log's line naming who takes the money and who issues the NF-e (issue 33). */
export function providersLine(config: Pick<AppConfig, 'paymentProvider' | 'fiscalProvider'> & Partial<Pick<AppConfig, 'shippingProvider'>>): string {
  const payments = config.paymentProvider === 'sandbox' ? 'sandbox (teste, não cobra)' : config.paymentProvider;
  const fiscal = config.fiscalProvider === 'sandbox' ? 'sandbox (teste, sem valor fiscal)' : config.fiscalProvider;
  const shipping = !config.shippingProvider || config.shippingProvider === 'sandbox' ? 'sandbox (etiquetas de teste)' : config.shippingProvider;
  return `Provedores: pagamentos=${payments}, notas fiscais=${fiscal}, entregas=${shipping}`;
}

/** For commands: a configuration error is printed as the pt-BR sentence it is, and the process exits 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const demo = env.DEMO !== undefined ? env.DEMO === '1' || env.DEMO === 'true' : !production;
  const siteGateOff = env.SITE_GATE === 'off';
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT inválida: ${env.PORT}`);
  const config: AppConfig = {
    production,
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demo,
    demoHistory: demo && demoHistory(env.DEMO_HISTORY),
    // The public demo secret and gate password exist only in demonstration mode.
    appSecret: env.APP_SECRET ?? (demo ? DEMO_SECRET : ''),
    siteAccessPassword: env.SITE_ACCESS_PASSWORD ?? (demo ? DEMO_GATE_PASSWORD : ''),
    siteGateOff,
    // Without it (demo, development) links point at this server on localhost; production requires it.
    publicUrl: parsePublicUrl(env.PUBLIC_URL) ?? (production ? '' : `http://localhost:${port}`),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    logRequests: env.LOG_REQUESTS !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    gateFailureLimit: positiveInt('GATE_RATE_LIMIT', env.GATE_RATE_LIMIT, 10),
    authRateLimit: env.AUTH_RATE_LIMIT !== 'off',
    dbConnectAttempts: positiveInt('DB_CONNECT_ATTEMPTS', env.DB_CONNECT_ATTEMPTS, 8),
    payments: {
      pixMinutes: positiveInt('PIX_EXPIRY_MINUTES', env.PIX_EXPIRY_MINUTES, 30),
      boletoClearingBusinessDays: positiveInt('BOLETO_CLEARING_DAYS', env.BOLETO_CLEARING_DAYS, 2),
      maxUnpaidOrders: positiveInt('MAX_UNPAID_ORDERS', env.MAX_UNPAID_ORDERS, 3),
    },
    paymentProvider: paymentProvider(env.PAYMENT_PROVIDER),
    mercadopago: parseMercadoPago(env, paymentProvider(env.PAYMENT_PROVIDER), production),
    fiscalProvider: fiscalProvider(env.FISCAL_PROVIDER),
    focusnfeBaseUrl: parsePublicUrl(env.FOCUSNFE_BASE_URL, 'FOCUSNFE_BASE_URL') ?? null,
    shippingProvider: shippingProvider(env.SHIPPING_PROVIDER),
    melhorEnvio: parseMelhorEnvio(env, shippingProvider(env.SHIPPING_PROVIDER)),
    host: env.HOST || '0.0.0.0',
    webDist: path.resolve(env.WEB_DIST || 'dist'),
    catalogCacheMs: nonNegativeInt('CATALOG_CACHE_MS', env.CATALOG_CACHE_MS, 3000),
    benchRoutes: env.BENCH === '1' && !production,
    dbPoolMax: positiveInt('DB_POOL_MAX', env.DB_POOL_MAX, 10),
    s3: parseS3(env),
    shutdownGraceMs: nonNegativeInt('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000),
    pgliteSharedBuffers: /^\d+(kB|MB|GB)?$/.test(env.PGLITE_SHARED_BUFFERS ?? '') ? env.PGLITE_SHARED_BUFFERS! : '32MB',
  };
  if (production && demo) {
    throw new ConfigError(
      'DEMO=1 não é permitido em produção: as contas e o segredo de demonstração são públicos. Remova DEMO ou rode sem NODE_ENV=production.',
    );
  }
  if (!production && !demo) {
    const missing: string[] = [];
    if (config.appSecret.length < 32) missing.push('APP_SECRET (32+ caracteres)');
    if (!siteGateOff && !config.siteAccessPassword) missing.push('SITE_ACCESS_PASSWORD (ou SITE_GATE=off)');
    if (missing.length) throw new ConfigError(`Com DEMO=0 não há segredos de demonstração; defina: ${missing.join(', ')}`);
  }
  if (production) {
    const missing: string[] = [];
    if (config.appSecret.length < 32) missing.push('APP_SECRET (32+ caracteres)');
    if (!config.publicUrl) missing.push('PUBLIC_URL (endereço público da loja, ex.: https://loja.exemplo.com.br)');
    if (!siteGateOff && !config.siteAccessPassword) missing.push('SITE_ACCESS_PASSWORD');
    if (!config.adminEmail || !config.adminPassword) missing.push('ADMIN_EMAIL e ADMIN_PASSWORD');
    if (missing.length) throw new ConfigError(`Configuração ausente em produção: ${missing.join(', ')}`);
    refuseSandboxesInProduction(env, config);
  }
  return config;
}
