import { sql } from 'drizzle-orm';
import { CLOSED_REQUEST_STATUSES } from '../../../domain/requests';
import type { DbOrTx } from '../../db/client';

export type PurchaseReportLine = {
  supplierName: string;
  productCode: string;
  productName: string;
  stock: number;
  minStock: number;
  /** Units asked for in open purchase requests, and their codes. */
  requested: number;
  requestCodes: string[];
  suggested: number;
};

/**
 * What to buy: every product in an open purchase request plus every active product at or below its
 * minimum stock, one line per product, grouped by supplier (A–Z, 'Sem fornecedor' last). The
 * suggested quantity is what was asked for, but never less than what brings the stock back to twice
 * the minimum — a purchase that only reaches the minimum would be below it again after one sale.
 */
export async function buildPurchaseReport(db: DbOrTx): Promise<PurchaseReportLine[]> {
  const closed = sql.join(
    CLOSED_REQUEST_STATUSES.purchase.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await db.execute<{
    supplier_name: string | null;
    code: string;
    name: string;
    stock: number;
    min_stock: number;
    requested: number;
    request_codes: string[] | null;
  }>(sql`
    WITH open_items AS (
      SELECT i.product_id, sum(i.quantity)::int AS requested, array_agg(DISTINCT r.code ORDER BY r.code) AS request_codes
      FROM purchase_request_items i JOIN purchase_requests r ON r.id = i.request_id
      WHERE r.status NOT IN (${closed})
      GROUP BY i.product_id
    )
    SELECT s.name AS supplier_name, p.code, p.name, p.stock, p.min_stock,
           coalesce(o.requested, 0) AS requested, o.request_codes
    FROM products p
    LEFT JOIN open_items o ON o.product_id = p.id
    LEFT JOIN suppliers s ON s.id = p.supplier_id
    WHERE o.product_id IS NOT NULL OR (p.archived_at IS NULL AND p.stock <= p.min_stock)
    ORDER BY s.name NULLS LAST, p.name, p.id`);
  return rows.rows.map((r) => {
    const stock = Number(r.stock);
    const minStock = Number(r.min_stock);
    const requested = Number(r.requested);
    return {
      supplierName: r.supplier_name ?? 'Sem fornecedor',
      productCode: r.code,
      productName: r.name,
      stock,
      minStock,
      requested,
      requestCodes: r.request_codes ?? [],
      suggested: Math.max(requested, 2 * minStock - stock, 0),
    };
  });
}
