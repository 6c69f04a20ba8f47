import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

// Every table a back-office document or an online order writes to (rows, lines, ledger, history,
// audit, e-mails) and the product rows whose cost and update time an entry moves.
const HISTORY_TABLES = [
  'stock_entries',
  'stock_exits',
  'stock_exit_items',
  'stock_movements',
  'supplier_invoices',
  'supplier_invoice_items',
  'supplier_product_codes',
  'receiving_checks',
  'receiving_check_items',
  'purchase_requests',
  'purchase_request_items',
  'merchandise_requests',
  'merchandise_request_items',
  'special_orders',
  'special_order_items',
  'document_history',
  'audit_log',
  'orders',
  'order_items',
  'order_status_history',
  'outbox',
  'products',
];

/**
 * The domain functions stamp their rows with the present (now() defaults and `new Date()`), and
 * most take no date: the history is written in ONE transaction, in time order, and after each
 * step every timestamp written since the transaction began (>= now(), which stays the
 * transaction's start) is moved back to that step's moment. Rows already moved lie in the past
 * and are left alone, so each step only dates its own rows. Returns the function that does it.
 */
export async function historyBackdater(tx: Tx): Promise<(at: Date) => Promise<void>> {
  const found = await tx.execute<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type = 'timestamp with time zone'
      AND table_name IN (${sql.join(
        HISTORY_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )})
    ORDER BY table_name, ordinal_position`);
  const columns = new Map<string, string[]>();
  for (const r of found.rows) columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);
  // A JS stamp is cut to the millisecond: the margin keeps one made within now()'s millisecond.
  const since = `now() - interval '1 millisecond'`;
  const updates = [...columns].map(([table, cols]) => {
    const set = cols.map((c) => `"${c}" = CASE WHEN "${c}" >= ${since} THEN "${c}" - (SELECT d FROM shift) ELSE "${c}" END`).join(', ');
    return `UPDATE "${table}" SET ${set} WHERE ${cols.map((c) => `"${c}" >= ${since}`).join(' OR ')}`;
  });
  // One statement per step (PGlite's cost is per statement more than per row): the updates as
  // data-modifying CTEs.
  const ctes = sql.raw(updates.map((u, i) => `u${i} AS (${u} RETURNING 1)`).join(', '));
  return async (at: Date) => {
    await tx.execute(sql`WITH shift AS (SELECT now() - ${at.toISOString()}::timestamptz AS d), ${ctes} SELECT 1`);
  };
}
