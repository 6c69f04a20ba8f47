import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DivergenceListItem, DivergenceListQuery } from '../../../domain/schemas/divergences';
import { DOCUMENT_COUNT_CAP, type DocumentPage } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { transferItems, transfers } from '../../db/schema';
import { allOf, documentList, periodCondition, wordsCondition } from '../../http/list-query';
import type { StoreScope } from '../permissions';
import { joinTransferPlaces, transferInScope, transferPlaceNames } from '../transfers';

const t = transfers;
const i = transferItems;

/**
 * The lines receipts found short (issue 36): waiting while their transfer reads 'Recebido com
 * divergência', resolved once someone decided loss or return. Oldest waiting first (the queue);
 * resolved newest first. A store's staff see their store's transfers only (transfer scope).
 */
export async function listDivergences(db: DbOrTx, q: DivergenceListQuery, scope: StoreScope): Promise<DocumentPage<DivergenceListItem>> {
  const lines = db
    .select({
      line: i,
      transferCode: t.code,
      receivedAt: t.receivedAt,
      resolution: t.resolution,
      ...transferPlaceNames,
    })
    .from(i)
    .innerJoin(t, eq(t.id, i.transferId))
    .$dynamic();
  const select = joinTransferPlaces(lines);
  const waiting = (q.situation ?? 'waiting') === 'waiting';
  const where = allOf(
    and(isNotNull(i.receivedQuantity), sql`${i.receivedQuantity} < ${i.quantity}`),
    eq(t.status, waiting ? 'divergent' : 'resolved'),
    transferInScope(scope),
    periodCondition(t.receivedAt, q, 'timestamp'),
    wordsCondition([t.code, i.productName, i.productCode, transferPlaceNames.fromName, transferPlaceNames.toName], q.search),
  );
  const orderBy = waiting ? [sql`${t.receivedAt} ASC NULLS LAST`, sql`${i.id} ASC`] : [sql`${t.receivedAt} DESC NULLS LAST`, sql`${i.id} DESC`];
  return documentList(db, select, { where, orderBy, cap: DOCUMENT_COUNT_CAP }, q, (r) => {
    const received = r.line.receivedQuantity ?? 0;
    const missing = r.line.quantity - received;
    return {
      transferItemId: r.line.id,
      transferId: r.line.transferId,
      transferCode: r.transferCode,
      fromName: r.fromName,
      toName: r.toName,
      productName: r.line.productName,
      productCode: r.line.productCode,
      sent: r.line.quantity,
      received,
      missing,
      missingCostCents: missing * r.line.unitCostCents,
      receivedAt: r.receivedAt ? r.receivedAt.toISOString() : null,
      resolution: r.resolution,
    };
  });
}
