import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Auth } from './auth/create-auth';
import type { Mailer } from './mail/outbox';
import type { Storage } from './storage/storage';

/** Everything a request handler may use; built once at start, no per-instance state beyond it. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
};

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: 'customer' | 'staff' | 'admin';
  phone: string;
  emailVerified: boolean;
};

export type AppEnv = {
  Variables: {
    ctx: AppContext;
    user: SessionUser | null;
    requestId: string;
  };
};
