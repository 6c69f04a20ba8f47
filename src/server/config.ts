import path from 'node:path';

export type AppConfig = {
  production: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  appSecret: string;
  siteAccessPassword: string;
  siteGateOff: boolean;
  /** Where the shop is reached: every link in e-mails and Open Graph tags is built from it, never from a request's Host. */
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  logRequests: boolean;
};

// Only for the embedded demo: production refuses to start without a real secret.
const DEMO_SECRET = 'luz-da-fe-demo-secret-never-use-in-production-0001';

export class ConfigError extends Error {}

/** PUBLIC_URL as an origin without a trailing slash; a value that is not an http(s) URL is refused. */
function parsePublicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL inválida: ${value} (use um endereço como https://loja.exemplo.com.br)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`PUBLIC_URL inválida: ${value} (use http:// ou https://)`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
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
    appSecret: env.APP_SECRET ?? (production ? '' : DEMO_SECRET),
    siteAccessPassword: env.SITE_ACCESS_PASSWORD ?? (production ? '' : 'luzdafe'),
    siteGateOff,
    // Without it (demo, development) links point at this server on localhost; production requires it.
    publicUrl: parsePublicUrl(env.PUBLIC_URL) ?? (production ? '' : `http://localhost:${port}`),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    logRequests: env.LOG_REQUESTS !== '0',
  };
  if (production) {
    const missing: string[] = [];
    if (config.appSecret.length < 32) missing.push('APP_SECRET (32+ caracteres)');
    if (!config.publicUrl) missing.push('PUBLIC_URL (endereço público da loja, ex.: https://loja.exemplo.com.br)');
    if (!siteGateOff && !config.siteAccessPassword) missing.push('SITE_ACCESS_PASSWORD');
    if (!config.adminEmail || !config.adminPassword) missing.push('ADMIN_EMAIL e ADMIN_PASSWORD');
    if (missing.length) throw new ConfigError(`Configuração ausente em produção: ${missing.join(', ')}`);
  }
  return config;
}
