import path from 'node:path';
import { createAuth } from './auth/create-auth';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { ensureFirstAdmin } from './db/ensure-first-admin';
import { lockLeftoverDemoAccounts } from './db/lock-demo-accounts';
import { seedDemo } from './db/seed-demo';
import { createLifecycle } from './http/lifecycle';
import { createMailer, fileTransport } from './mail/outbox';
import { smtpTransport } from './mail/smtp-transport';
import { createFiscalProvider } from './modules/fiscal';
import { ensureGateSettings } from './modules/gate';
import { createPaymentProvider, createSandboxPayments } from './modules/payments';
import { createShippingProvider } from './modules/shipping';
import { createLocalStorage } from './storage/storage';

/** Opens the database (migrating it), seeds demo data when asked and wires the services. */
export async function createContext(config: AppConfig, opts: { inMemory?: boolean; loadDataDir?: Blob } = {}): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: opts.inMemory ? null : config.dataDir,
    connectAttempts: config.dbConnectAttempts,
    loadDataDir: opts.loadDataDir,
    poolMax: config.dbPoolMax,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fileTransport(path.join(config.dataDir, 'outbox'), config.mailFrom);
  // The AWS SDK (~30 MB) is loaded only when the files live in a bucket (decision 081).
  const storage = config.s3 ? (await import('./storage/s3-storage')).createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'uploads'));
  const mailer = createMailer(database, transport, (key) => storage.get(key));
  const auth = createAuth(config, database, mailer);
  const ctx: AppContext = {
    config,
    database,
    auth,
    mailer,
    storage,
    payments: createPaymentProvider(config, database),
    fiscal: createFiscalProvider(config, database),
    shipping: createShippingProvider(config, database),
    lifecycle: createLifecycle(),
  };
  // Two instances starting on an empty database would both seed it: they take turns.
  await database.oneAtATime(async () => {
    await ensureGateSettings(database.db, config);
    // Demo orders are sample data paid in the sandbox, whatever provider the shop uses.
    if (config.demo) await seedDemo(config.paymentProvider === 'sandbox' ? ctx : { ...ctx, payments: createSandboxPayments(config, database) });
    else {
      const locked = await lockLeftoverDemoAccounts(ctx);
      if (locked.length) {
        console.warn(
          `Contas de demonstração bloqueadas (ainda tinham a senha pública): ${locked.join(', ')}. Use "Esqueci minha senha" para recuperá-las, se forem usadas.`,
        );
      }
    }
    await ensureFirstAdmin(ctx);
  });
  return ctx;
}
