import { Readable } from 'node:stream';
import { todayIso } from '../../../domain/dates';
import type { StockExitListQuery } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { csvResponseHeaders } from '../../files/csv';
import type { StoreScope } from '../permissions';
import { readReportRows } from './read-report-rows';
import { writeReportCsv } from './write-report-csv';

/**
 * Consultar Saídas' 'Exportar CSV': the exits report of the reports center (one line per item, Excel
 * pt-BR, totals at the end) with the list's filters — period, store, text, and for a product only
 * that product's lines. Streamed as it is read, so a year of exits never sits in memory.
 */
export function exportExitsCsv(db: DbOrTx, q: Omit<StockExitListQuery, 'page' | 'pageSize'>, scope: StoreScope, signal?: AbortSignal): Response {
  const rows = readReportRows(db, 'saidas', { from: q.from, to: q.to, storeId: q.storeId, productId: q.productId, search: q.search }, scope, { signal });
  return new Response(Readable.toWeb(Readable.from(writeReportCsv('saidas', rows))) as ReadableStream<Uint8Array>, {
    headers: csvResponseHeaders(`saidas-${todayIso()}.csv`),
  });
}
