import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { FiscalProvider } from './fiscal-provider';
import { createFocusNfeProvider } from './focusnfe-provider';
import { createSandboxFiscalProvider } from './sandbox-fiscal-provider';

/** The fiscal provider of this instance, chosen by FISCAL_PROVIDER (decision 040); it reaches the jobs and routes through the app context. */
export function createFiscalProvider(config: Pick<AppConfig, 'fiscalProvider' | 'focusnfeBaseUrl'>, database: Database): FiscalProvider {
  switch (config.fiscalProvider) {
    case 'sandbox':
      return createSandboxFiscalProvider(database);
    case 'focusnfe':
      return createFocusNfeProvider({ baseUrl: config.focusnfeBaseUrl });
  }
}
