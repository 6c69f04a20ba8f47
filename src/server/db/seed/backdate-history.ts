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
  // Stock per place (issue 36): balances, transfers, counts, store sales and the stores' minimums.
  'stock_balances',
  'stock_minimums',
  'transfers',
  'transfer_items',
  'stock_counts',
  'stock_count_items',
  'store_sales',
  'store_sale_items',
];

/**
 * The domain functions stamp their rows with the present (now() defaults and `new Date()`), and
 * most take no date: the history is written in ONE transaction, in time order, and after each
 * step every timestamp written since the transaction began (>= now(), which stays the
 * transaction's start) is moved back to that step's moment. Rows already moved lie in the past
 * and are left alone, so each step only dates its own rows. `done` removes what it made.
 */
export async function historyBackdater(tx: Tx): Promise<{ backdate: (at: Date) => Promise<void>; done: () => Promise<void> }> {
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
  const updates = [...columns].map(([table, cols]) => {
    const set = cols.map((c) => `"${c}" = CASE WHEN "${c}" >= since THEN "${c}" - d ELSE "${c}" END`).join(', ');
    return `UPDATE "${table}" SET ${set} WHERE ${cols.map((c) => `"${c}" >= since`).join(' OR ')};`;
  });
  // A function of this session's own (pg_temp): its statements are planned once, not at every step.
  await tx.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION pg_temp.demo_history_backdate(target timestamptz) RETURNS void LANGUAGE plpgsql AS $body$
      DECLARE
        since timestamptz := now() - interval '1 millisecond';
        d interval := now() - target;
      BEGIN
        ${updates.join('\n        ')}
      END $body$`),
  );
  return {
    backdate: async (at: Date) => {
      await tx.execute(sql`SELECT pg_temp.demo_history_backdate(${at.toISOString()}::timestamptz)`);
    },
    done: async () => {
      await tx.execute(sql`DROP FUNCTION pg_temp.demo_history_backdate(timestamptz)`);
    },
  };
}
