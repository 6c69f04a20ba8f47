import { asc, eq, sql } from 'drizzle-orm';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import type { TransferDetail, TransferListItem, TransferListQuery } from '../../../domain/schemas/transfers';
import { TRANSFER_NOT_FOUND_MESSAGE, transferWorkflow } from '../../../domain/transfers';
import type { DbOrTx } from '../../db/client';
import { merchandiseRequests, products, stockExits, transferItems, transfers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { allOf, documentList, equalsFilter, periodCondition, wordsCondition } from '../../http/list-query';
import { listDocumentHistory } from '../../workflow/list-document-history';
import { getTransferInvoice } from '../fiscal';
import type { StoreScope } from '../permissions';
import { joinTransferPlaces, transferPlaceNames } from './transfer-places';
import { transferInScope } from './transfer-scope';

const t = transfers;

/** A transfer as its list row reads it: both places by name, its lines' count and quantities, its request or old exit. */
function selectTransfers(db: DbOrTx) {
  const query = db
    .select({
      transfer: t,
      ...transferPlaceNames,
      lineCount: sql<number>`(SELECT count(*)::int FROM transfer_items i WHERE i.transfer_id = ${t.id})`.mapWith(Number),
      totalQuantity: sql<number>`(SELECT coalesce(sum(i.quantity), 0)::int FROM transfer_items i WHERE i.transfer_id = ${t.id})`.mapWith(Number),
      missingQuantity:
        sql<number>`(SELECT coalesce(sum(i.quantity - i.received_quantity), 0)::int FROM transfer_items i WHERE i.transfer_id = ${t.id} AND i.received_quantity IS NOT NULL)`.mapWith(
          Number,
        ),
      requestCode: merchandiseRequests.code,
      exitCode: stockExits.code,
    })
    .from(t)
    .leftJoin(merchandiseRequests, eq(merchandiseRequests.id, t.requestId))
    .leftJoin(stockExits, eq(stockExits.id, t.exitId))
    .$dynamic();
  return joinTransferPlaces(query);
}

type Row = Awaited<ReturnType<typeof selectTransfers>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toItem({ transfer: x, ...r }: Row): TransferListItem {
  return {
    id: x.id,
    code: x.code,
    status: x.status,
    version: x.version,
    fromLocationId: x.fromLocationId,
    fromName: r.fromName,
    fromStoreId: x.fromStoreId,
    toLocationId: x.toLocationId,
    toName: r.toName,
    toStoreId: x.toStoreId,
    lineCount: r.lineCount,
    totalQuantity: r.totalQuantity,
    missingQuantity: r.missingQuantity,
    createdByName: x.createdByName,
    createdAt: x.createdAt.toISOString(),
    sentAt: iso(x.sentAt),
    receivedAt: iso(x.receivedAt),
    requestCode: r.requestCode,
    exitCode: r.exitCode,
  };
}

/** Transferências, newest first: the user's store scope, then status, origin, destination, period (created) and text. */
export async function listTransfers(db: DbOrTx, q: TransferListQuery, scope: StoreScope): Promise<DocumentPage<TransferListItem>> {
  const where = allOf(
    transferInScope(scope),
    equalsFilter(t.status, q.status),
    equalsFilter(t.fromLocationId, q.fromLocationId),
    equalsFilter(t.toLocationId, q.toLocationId),
    periodCondition(t.createdAt, q, 'timestamp'),
    wordsCondition(
      [
        t.code,
        t.notes,
        transferPlaceNames.fromName,
        transferPlaceNames.toName,
        sql`(SELECT string_agg(i.product_name || ' ' || i.product_code, ' ') FROM transfer_items i WHERE i.transfer_id = ${t.id})`,
      ],
      q.search,
    ),
  );
  const orderBy = [sql`${t.createdAt} DESC NULLS LAST`, sql`${t.id} DESC NULLS LAST`];
  return documentList(db, selectTransfers(db), { where, orderBy, cap: DOCUMENT_COUNT_CAP }, q, toItem);
}

/** One transfer with its lines (as separated) and its history; another store's is missing to store staff. */
export async function getTransfer(db: DbOrTx, id: number, scope: StoreScope): Promise<TransferDetail> {
  const [row] = await selectTransfers(db).where(allOf(eq(t.id, id), transferInScope(scope)));
  if (!row) throw notFound(TRANSFER_NOT_FOUND_MESSAGE);
  const lines = await db
    .select({ line: transferItems, unit: products.unit, barcode: products.barcode })
    .from(transferItems)
    .leftJoin(products, eq(products.id, transferItems.productId))
    .where(eq(transferItems.transferId, id))
    .orderBy(asc(transferItems.id));
  const [history, invoice] = await Promise.all([
    listDocumentHistory(db as never, transferWorkflow.type, id),
    getTransferInvoice(db, { id, status: row.transfer.status }),
  ]);
  return {
    ...toItem(row),
    notes: row.transfer.notes,
    resolution: row.transfer.resolution,
    requestId: row.transfer.requestId,
    exitId: row.transfer.exitId,
    items: lines.map(({ line: i, unit, barcode }) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      productCode: i.productCode,
      barcode: barcode ?? null,
      unit: unit ?? '',
      shelf: i.shelf,
      box: i.box,
      quantity: i.quantity,
      receivedQuantity: i.receivedQuantity,
      unitCostCents: i.unitCostCents,
      unitPriceCents: i.unitPriceCents,
    })),
    history,
    invoice,
  };
}
