import type { SessionUser } from '../domain/api/session';
import type { Auth } from './auth/create-auth';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Lifecycle } from './http/lifecycle';
import type { Mailer } from './mail/outbox';
import type { FiscalProvider } from './modules/fiscal';
import type { PaymentProvider } from './modules/payments';
import type { ShippingProvider } from './modules/shipping';
import type { Storage } from './storage/storage';

export type { SessionUser };

/** Everything a request handler may use; built once at start, no per-instance state beyond it. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  /** Who signs and sends the sales NF-e (decision 040). */
  fiscal: FiscalProvider;
  /** Who quotes freight and sells labels (decision 063). */
  shipping: ShippingProvider;
  /** In-flight requests and shutdown (SIGTERM): main.ts drains, /api/ready reports it. */
  lifecycle: Lifecycle;
};

export type AppEnv = {
  Variables: {
    ctx: AppContext;
    user: SessionUser | null;
    requestId: string;
  };
};
