import { sql } from 'drizzle-orm';
import { formatDay } from '../../../domain/dates';
import { unitAbbreviation } from '../../../domain/units';
import type { StockExitListQuery } from '../../../domain/schemas/stock-documents';
import type { DbOrTx } from '../../db/client';
import { csvMoney, csvText, writeCsv } from '../../files/csv';
import { EXITS_FROM, exitFilter } from './list-stock-exits';

const EXPORT_MAX_LINES = 200_000;

/**
 * The filtered exits as a CSV for Excel pt-BR (BOM, ';', decimal comma), one line per item so a
 * spreadsheet can sum by product or store. Filtered by product, only that product's lines: the
 * other products of the same exits are not what was asked for. One query, newest first, as the screen lists them.
 */
export async function exportExitsCsv(db: DbOrTx, q: Omit<StockExitListQuery, 'page' | 'pageSize'>): Promise<string> {
  const result = await db.execute<{
    code: string;
    exit_date: string;
    store_name: string;
    product_code: string;
    product_name: string;
    quantity: number;
    unit: string | null;
    unit_price_cents: number;
    created_by_name: string;
    notes: string;
  }>(sql`
    SELECT x.code, to_char(x.exit_date, 'YYYY-MM-DD') AS exit_date, st.name AS store_name, i.product_code, i.product_name, i.quantity, p.unit,
           i.unit_price_cents, x.created_by_name, x.notes
    ${EXITS_FROM} JOIN stock_exit_items i ON i.exit_id = x.id LEFT JOIN products p ON p.id = i.product_id
    WHERE ${exitFilter(q)} ${q.productId ? sql`AND i.product_id = ${q.productId}` : sql``}
    ORDER BY x.exit_date DESC NULLS LAST, x.id DESC NULLS LAST, i.id
    LIMIT ${EXPORT_MAX_LINES}`);
  const header = ['Saída', 'Data', 'Loja', 'Código do produto', 'Produto', 'Quantidade', 'Unidade', 'Valor unitário (venda)', 'Valor total (venda)', 'Registrada por', 'Observações'];
  return writeCsv([
    header,
    ...result.rows.map((r) => [
      r.code,
      formatDay(r.exit_date),
      csvText(r.store_name),
      csvText(r.product_code),
      csvText(r.product_name),
      String(r.quantity),
      unitAbbreviation(r.unit),
      csvMoney(Number(r.unit_price_cents)),
      csvMoney(Number(r.unit_price_cents) * Number(r.quantity)),
      csvText(r.created_by_name),
      csvText(r.notes),
    ]),
  ]);
}
