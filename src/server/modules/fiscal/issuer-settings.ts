import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FiscalSettings } from '../../../domain/api/fiscal';
import { type FiscalEnvironment, type FiscalIssuer, issuerProblems, type TaxRegime } from '../../../domain/fiscal/build-nfe-request';
import type { Csosn, PisCofinsCst } from '../../../domain/product-fiscal';
import { EMPTY_ADDRESS_FIELDS } from '../../../domain/schemas/address';
import type { FiscalSettingsValues } from '../../../domain/schemas/fiscal';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { fiscalIssuer } from '../../db/schema';
import type { ProviderAccount } from './fiscal-provider';

export type IssuerRow = typeof fiscalIssuer.$inferSelect;

/** The issuer row, or its defaults before anyone saved Configurações → Fiscal. */
export async function readIssuerRow(db: DbOrTx): Promise<IssuerRow> {
  const [row] = await db.select().from(fiscalIssuer).where(eq(fiscalIssuer.id, 1));
  return row ?? DEFAULT_ROW;
}

const DEFAULT_ROW: IssuerRow = {
  id: 1,
  cnpj: '',
  stateRegistration: '',
  legalName: '',
  tradeName: '',
  taxRegime: 'simples_nacional',
  ...EMPTY_ADDRESS_FIELDS,
  cityCode: '',
  phone: '',
  series: 1,
  environment: 'homologacao',
  autoIssue: true,
  defaultCsosn: '102',
  defaultPisCofinsCst: '49',
  providerToken: null,
  updatedById: null,
  updatedAt: new Date(0),
};

export function issuerOf(row: IssuerRow): FiscalIssuer {
  return {
    cnpj: row.cnpj,
    stateRegistration: row.stateRegistration,
    legalName: row.legalName,
    tradeName: row.tradeName,
    taxRegime: row.taxRegime as TaxRegime,
    address: {
      cep: row.cep,
      street: row.street,
      number: row.number,
      complement: row.complement,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
      cityCode: row.cityCode,
    },
    phone: row.phone,
    environment: row.environment as FiscalEnvironment,
    defaultCsosn: row.defaultCsosn as Csosn,
    defaultPisCofinsCst: row.defaultPisCofinsCst as PisCofinsCst,
  };
}

export function providerAccountOf(row: IssuerRow): ProviderAccount {
  return { token: row.providerToken, environment: row.environment as FiscalEnvironment, series: row.series };
}

/** Whether invoices can be issued: every issuer field filled and, for a real provider, a token. */
export function issuerReady(ctx: Pick<AppContext, 'fiscal'>, row: IssuerRow): boolean {
  return issuerProblems(issuerOf(row)).length === 0 && row.taxRegime === 'simples_nacional' && (ctx.fiscal.name === 'sandbox' || !!row.providerToken);
}

/**
 * What the provider sends in the webhook's Authorization header: registered with the hook, derived
 * from the app secret so it survives restarts and is the same on every instance.
 */
export function webhookAuthorization(appSecret: string): string {
  return createHmac('sha256', appSecret).update('focusnfe-webhook').digest('hex').slice(0, 40);
}

export const FOCUSNFE_WEBHOOK_PATH = '/api/fiscal/webhooks/focusnfe';

export async function getFiscalSettings(ctx: Pick<AppContext, 'database' | 'config' | 'fiscal'>): Promise<{ settings: FiscalSettings }> {
  const row = await readIssuerRow(ctx.database.db);
  const issuer = issuerOf(row);
  return {
    settings: {
      cnpj: row.cnpj,
      stateRegistration: row.stateRegistration,
      legalName: row.legalName,
      tradeName: row.tradeName,
      taxRegime: issuer.taxRegime,
      address: issuer.address,
      phone: row.phone,
      series: row.series,
      environment: issuer.environment,
      autoIssue: row.autoIssue,
      defaultCsosn: row.defaultCsosn,
      defaultPisCofinsCst: row.defaultPisCofinsCst,
      tokenSet: !!row.providerToken,
      provider: ctx.fiscal.name,
      webhookUrl: `${ctx.config.publicUrl}${FOCUSNFE_WEBHOOK_PATH}`,
      webhookAuthorization: ctx.fiscal.name === 'focusnfe' ? webhookAuthorization(ctx.config.appSecret) : null,
      configured: issuerReady(ctx, row),
    },
  };
}

/** Saves Configurações → Fiscal. The audit entry says whether the token changed, never what it is. */
export async function updateFiscalSettings(ctx: Pick<AppContext, 'database'>, actor: SessionUser, input: FiscalSettingsValues): Promise<void> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const before = await readIssuerRow(tx);
    const { token, clearToken, address, ...fields } = input;
    const providerToken = clearToken ? null : token ? token : before.providerToken;
    const values = { ...fields, ...address, providerToken, updatedById: actor.id, updatedAt: new Date() };
    await tx
      .insert(fiscalIssuer)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: fiscalIssuer.id, set: values });
    const { providerToken: tokenBefore, updatedAt: _a, updatedById: _b, ...shownBefore } = before;
    const { providerToken: tokenAfter, updatedAt: _c, updatedById: _d, ...shownAfter } = values;
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: 'fiscal',
      before: { ...shownBefore, tokenSet: !!tokenBefore },
      after: { ...shownAfter, tokenSet: !!tokenAfter, ...(tokenAfter !== tokenBefore ? { tokenChanged: true } : {}) },
    });
  });
}
