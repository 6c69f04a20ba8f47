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
  publicUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  logRequests: boolean;
};

// Only for the embedded demo: production refuses to start without a real secret.
const DEMO_SECRET = 'luz-da-fe-demo-secret-never-use-in-production-0001';

export class ConfigError extends Error {}

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
    publicUrl: env.PUBLIC_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    logRequests: env.LOG_REQUESTS !== '0',
  };
  if (production) {
    const missing: string[] = [];
    if (config.appSecret.length < 32) missing.push('APP_SECRET (32+ caracteres)');
    if (!siteGateOff && !config.siteAccessPassword) missing.push('SITE_ACCESS_PASSWORD');
    if (!config.adminEmail || !config.adminPassword) missing.push('ADMIN_EMAIL e ADMIN_PASSWORD');
    if (missing.length) throw new ConfigError(`Configuração ausente em produção: ${missing.join(', ')}`);
  }
  return config;
}
