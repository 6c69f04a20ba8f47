import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../domain/dates';
import { MERCHANDISE_REQUEST_STATUSES, PURCHASE_REQUEST_STATUSES, SPECIAL_ORDER_STATUSES } from '../../../domain/requests';
import type { Db } from '../client';

const NOTE = 'Carga de benchmark';
const pgArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

// The live products as one array, picked from by position.
const LIVE_PRODUCTS = sql`ps AS (SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE archived_at IS NULL)`;
// Two product lines for each request just made (CTE made), the products taken in turn.
const TWO_LINES_EACH = sql`FROM made m CROSS JOIN generate_series(0, 1) k CROSS JOIN ps
      JOIN products p ON p.id = ps.ids[1 + ((m.id * 2 + k) % array_length(ps.ids, 1))]`;
// Request g's creation time: spread over the last year, one second apart; its dates are that
// moment's São Paulo day (not current_date, the session's day).
const CREATED_AT = sql`now() - (g % 365) * interval '1 day' - g * interval '1 second'`;

/**
 * Adds `count` requests of each kind (purchase, merchandise, special order), set-based, spread
 * over the last year and over every status, each with two product lines — what the Gerenciar
 * tabs list in a shop that has used them for years.
 */
export async function seedRequests(db: Db, count: number): Promise<{ perKind: number }> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH ${LIVE_PRODUCTS},
      made AS (
        INSERT INTO purchase_requests (status, notes, requested_by_name, created_at)
        SELECT (${pgArray(PURCHASE_REQUEST_STATUSES)})[1 + g % ${PURCHASE_REQUEST_STATUSES.length}], ${NOTE}, 'Benchmark', ${CREATED_AT}
        FROM generate_series(1, ${count}) g
        RETURNING id
      )
      INSERT INTO purchase_request_items (request_id, product_id, product_name, product_code, quantity)
      SELECT m.id, p.id, p.name, p.code, 1 + (m.id + k) % 9
      ${TWO_LINES_EACH}`);
    await tx.execute(sql`
      WITH ${LIVE_PRODUCTS},
      st AS (SELECT array_agg(id ORDER BY id) AS ids FROM stores),
      made AS (
        INSERT INTO merchandise_requests (status, notes, requested_by_name, created_at, store_id, request_date, delivery_date)
        SELECT (${pgArray(MERCHANDISE_REQUEST_STATUSES.filter((s) => s !== 'Enviado'))})[1 + g % ${MERCHANDISE_REQUEST_STATUSES.length - 1}], ${NOTE}, 'Benchmark',
               ${CREATED_AT}, st.ids[1 + g % array_length(st.ids, 1)],
               ((${CREATED_AT}) AT TIME ZONE ${TIME_ZONE})::date, ((${CREATED_AT}) AT TIME ZONE ${TIME_ZONE})::date + 7
        FROM generate_series(1, ${count}) g, st
        RETURNING id
      )
      INSERT INTO merchandise_request_items (request_id, product_id, product_name, product_code, quantity, status)
      SELECT m.id, p.id, p.name, p.code, 1 + (m.id + k) % 9, 'Recebido'
      ${TWO_LINES_EACH}`);
    await tx.execute(sql`
      WITH ${LIVE_PRODUCTS},
      made AS (
        INSERT INTO special_orders (status, notes, requested_by_name, created_at, customer_name, customer_contact, is_existing_product)
        SELECT (${pgArray(SPECIAL_ORDER_STATUSES)})[1 + g % ${SPECIAL_ORDER_STATUSES.length}], ${NOTE}, 'Benchmark', ${CREATED_AT},
               'Cliente ' || g, '(11) 9' || lpad((g % 100000000)::text, 8, '0'), true
        FROM generate_series(1, ${count}) g
        RETURNING id
      )
      INSERT INTO special_order_items (special_order_id, product_id, product_name, product_code, quantity)
      SELECT m.id, p.id, p.name, p.code, 1 + (m.id + k) % 3
      ${TWO_LINES_EACH}`);
  });
  // A bulk load, analyzed as the other seeds do (the tabs' plans follow the tables' statistics).
  await db.execute(
    sql`ANALYZE purchase_requests, purchase_request_items, merchandise_requests, merchandise_request_items, special_orders, special_order_items`,
  );
  return { perKind: count };
}
