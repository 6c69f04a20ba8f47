import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { TransferInvoiceSummary } from '../../../domain/api/fiscal';
import { buildTransferInvoice, differentEstablishments, type FiscalEstablishment, type FiscalTransfer } from '../../../domain/fiscal/build-transfer-invoice';
import { FISCAL_INVOICE_STATUS_LABELS, FISCAL_INVOICE_WORKFLOW, type FiscalInvoiceStatus } from '../../../domain/fiscal/invoice-status';
import { isShipped } from '../../../domain/transfers';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { documentHistory, fiscalInvoices, products, stores, transferItems, transfers } from '../../db/schema';
import { enqueueJobSql } from '../../job-runner/job-runner';
import { fiscalProductColumns, fiscalProductOf } from './fiscal-product-line';
import { municipalityCode } from './ibge-municipality';
import { type IssuerRow, issuerOf, readIssuerRow } from './issuer-settings';

// The NF-e de transferência (issue 36, decision 073): a transfer sent between two establishments of
// the shop (a store with its own CNPJ and IE, and the warehouse's — Configurações → Fiscal — or
// another store's) gets one NF-e, through the same invoice row, claim and provider calls as a sale's.

/** The provider reference of a transfer's NF-e: ours, stable, so a repeated send never issues twice. */
export const transferReference = (transferId: number) => `transferencia-${transferId}`;

type StoreRow = typeof stores.$inferSelect;

/** The establishment a place belongs to: a store with its own CNPJ is one; the warehouse and any other store are the shop's. */
function establishmentOf(store: StoreRow | null | undefined, shop: IssuerRow): FiscalEstablishment {
  if (store?.cnpj) {
    return {
      storeName: store.name,
      cnpj: store.cnpj,
      stateRegistration: store.stateRegistration,
      tradeName: store.name,
      address: {
        cep: store.cep,
        street: store.street,
        number: store.number,
        complement: store.complement,
        neighborhood: store.neighborhood,
        city: store.city,
        state: store.state,
        // As for a sale's destination: the code comes from the IBGE table by city and UF (decision 051).
        cityCode: municipalityCode(store.city, store.state),
      },
      phone: '',
    };
  }
  const issuer = issuerOf(shop);
  return {
    storeName: null,
    cnpj: issuer.cnpj,
    stateRegistration: issuer.stateRegistration,
    tradeName: issuer.tradeName,
    address: issuer.address,
    phone: issuer.phone,
  };
}

async function storeById(db: DbOrTx, id: number | null): Promise<StoreRow | null> {
  if (id === null) return null;
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row ?? null;
}

/** Whether a transfer's two ends are different establishments (a store's own CNPJ against the other end's, or the shop's). */
export async function transferNeedsInvoice(db: DbOrTx, transfer: { fromStoreId: number | null; toStoreId: number | null }): Promise<boolean> {
  const [from, to, shop] = await Promise.all([storeById(db, transfer.fromStoreId), storeById(db, transfer.toStoreId), readIssuerRow(db)]);
  return differentEstablishments(from?.cnpj || shop.cnpj, to?.cnpj || shop.cnpj);
}

/**
 * The job that issues a sent transfer's NF-e, as SQL for the transaction that sends it (so it
 * exists exactly when the send does) — or nothing, when both ends are the same establishment.
 */
export async function enqueueTransferInvoiceSql(
  tx: DbOrTx,
  transfer: { id: number; fromStoreId: number | null; toStoreId: number | null },
): Promise<SQL | null> {
  if (!(await transferNeedsInvoice(tx, transfer))) return null;
  return enqueueJobSql('fiscal.issue-transfer-invoice', sql`jsonb_build_object('transferId', ${transfer.id}::int)`);
}

/** The transfer's one invoice, created 'processing' if it has none (the unique transfer_id makes a retry find the first). */
export async function createTransferInvoice(ctx: Pick<AppContext, 'database' | 'fiscal'>, transferId: number): Promise<number> {
  const { db } = ctx.database;
  const issuer = await readIssuerRow(db);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(fiscalInvoices)
      .values({ transferId, status: 'processing', provider: ctx.fiscal.name, environment: issuer.environment, reference: transferReference(transferId) })
      .onConflictDoNothing({ target: fiscalInvoices.transferId })
      .returning({ id: fiscalInvoices.id });
    if (!made) {
      const [existing] = await tx.select({ id: fiscalInvoices.id }).from(fiscalInvoices).where(eq(fiscalInvoices.transferId, transferId));
      return existing!.id;
    }
    await tx.insert(documentHistory).values({
      documentType: FISCAL_INVOICE_WORKFLOW.type,
      documentId: String(made.id),
      fromStatus: null,
      toStatus: 'processing',
      note: 'Emissão automática: transferência enviada',
      userId: null,
      userName: 'Sistema (automático)',
    });
    await recordAudit(tx, null, { action: 'create', entity: FISCAL_INVOICE_WORKFLOW.type, entityId: made.id, after: { transferId, status: 'processing' } });
    return made.id;
  });
}

/** A transfer as the builder takes it: both ends' establishments and the lines at the average cost they were separated with. */
export async function loadFiscalTransfer(db: DbOrTx, transferId: number, issuedAt: Date, shop: IssuerRow): Promise<FiscalTransfer | null> {
  const [t] = await db.select().from(transfers).where(eq(transfers.id, transferId));
  if (!t) return null;
  const [from, to] = await Promise.all([storeById(db, t.fromStoreId), storeById(db, t.toStoreId)]);
  const lines = await db
    .select({
      quantity: transferItems.quantity,
      unitCostCents: transferItems.unitCostCents,
      currentCostCents: products.costPriceCents,
      name: transferItems.productName,
      ...fiscalProductColumns,
    })
    .from(transferItems)
    .leftJoin(products, eq(products.id, transferItems.productId))
    .where(eq(transferItems.transferId, transferId))
    .orderBy(asc(transferItems.id));
  return {
    code: t.code,
    issuedAt,
    from: establishmentOf(from, shop),
    to: establishmentOf(to, shop),
    lines: lines.map((l) => ({
      quantity: l.quantity,
      // The average cost the line was separated with; a product that had none then takes today's,
      // so fixing the cost in the catalogue and 'Emitir novamente' is enough.
      unitCostCents: l.unitCostCents > 0 ? l.unitCostCents : (l.currentCostCents ?? 0),
      product: fiscalProductOf(l),
    })),
  };
}

/** The request of a transfer's invoice, or why there is none yet. */
export async function buildTransferRequest(db: DbOrTx, transferId: number, shop: IssuerRow) {
  const transfer = await loadFiscalTransfer(db, transferId, new Date(), shop);
  if (!transfer) return { ok: false, problems: [{ productId: null, field: 'transfer', message: 'Transferência não encontrada.' }] } as const;
  return buildTransferInvoice(transfer, issuerOf(shop));
}

/**
 * What the transfer's detail shows of its NF-e: its invoice; 'queued' when it was sent between two
 * establishments and the job has not made the invoice yet; null when it has none (same
 * establishment, or not sent yet).
 */
export async function getTransferInvoice(db: DbOrTx, transfer: { id: number; status: string }): Promise<TransferInvoiceSummary | 'queued' | null> {
  const [row] = await db.select().from(fiscalInvoices).where(eq(fiscalInvoices.transferId, transfer.id));
  if (!row) {
    if (!isShipped(transfer.status)) return null;
    // Its job is waiting (or running): the card says so, and the screen reads again until the invoice exists.
    const waiting = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs
      WHERE kind = 'fiscal.issue-transfer-invoice' AND status IN ('pending', 'running') AND payload->>'transferId' = ${String(transfer.id)}`);
    return Number(waiting.rows[0]?.n ?? 0) > 0 ? 'queued' : null;
  }
  const status = row.status as FiscalInvoiceStatus;
  return {
    id: row.id,
    version: row.version,
    status,
    statusLabel: FISCAL_INVOICE_STATUS_LABELS[status],
    number: row.number,
    series: row.series,
    accessKey: row.accessKey,
    errors: row.status === 'rejected' || row.status === 'denied' ? row.messages.filter((m) => m.kind === 'error').map((m) => m.text) : [],
    hasDanfe: row.status === 'authorized' && !!row.danfeKey,
    hasXml: row.status === 'authorized' && !!row.xmlKey,
  };
}
