import { and, desc, eq, gte, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AuditEntryView } from '../../../domain/api/audit';
import { saoPauloDayRange } from '../../../domain/dates';
import type { AuditQuery } from '../../../domain/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { limitToPage } from '../../http/list-query';
import { inStoreScope, type StoreScope } from '../permissions';

export type { AuditEntryView };

// The name behind each kind of id the audit records (a row deleted since keeps its raw id).
const entityLabel = sql<string | null>`CASE ${auditLog.entity}
  WHEN 'product' THEN (SELECT name FROM products WHERE id::text = ${auditLog.entityId})
  WHEN 'product_image' THEN (SELECT p.name FROM product_images i JOIN products p ON p.id = i.product_id WHERE i.id::text = ${auditLog.entityId})
  WHEN 'product_image_order' THEN (SELECT name FROM products WHERE id::text = ${auditLog.entityId})
  WHEN 'order' THEN '#' || upper(right(${auditLog.entityId}, 6))
  WHEN 'user' THEN (SELECT name FROM "user" WHERE id = ${auditLog.entityId})
  WHEN 'staff' THEN (SELECT name FROM "user" WHERE id = ${auditLog.entityId})
  WHEN 'staff_document' THEN (SELECT d.type || ' — ' || u.name FROM staff_documents d JOIN staff_members m ON m.id = d.staff_id JOIN "user" u ON u.id = m.user_id WHERE d.id::text = ${auditLog.entityId})
  WHEN 'category' THEN (SELECT name FROM categories WHERE id::text = ${auditLog.entityId})
  WHEN 'classification' THEN (SELECT name FROM classifications WHERE id::text = ${auditLog.entityId})
  WHEN 'supplier' THEN (SELECT name FROM suppliers WHERE id::text = ${auditLog.entityId})
  WHEN 'store' THEN (SELECT name FROM stores WHERE id::text = ${auditLog.entityId})
  WHEN 'stock_exit' THEN (SELECT code FROM stock_exits WHERE id::text = ${auditLog.entityId})
  WHEN 'transfer' THEN (SELECT code FROM transfers WHERE id::text = ${auditLog.entityId})
  WHEN 'stock_count' THEN (SELECT code FROM stock_counts WHERE id::text = ${auditLog.entityId})
  WHEN 'store_sale' THEN (SELECT code FROM store_sales WHERE id::text = ${auditLog.entityId})
  WHEN 'stock_entry' THEN (SELECT 'Entrada de ' || p.name FROM stock_entries e JOIN products p ON p.id = e.product_id WHERE e.id::text = ${auditLog.entityId})
  WHEN 'report' THEN (SELECT title FROM generated_reports WHERE id::text = ${auditLog.entityId})
END`;

/** The audited kinds of store documents and their tables (each has a store_id). */
const STORE_DOCUMENTS: Record<string, string> = {
  stock_exit: 'stock_exits',
  merchandise_request: 'merchandise_requests',
  special_order: 'special_orders',
  // Issue 36: a store's inventários and sales (a warehouse count, of no store, is the warehouse's).
  stock_count: 'stock_counts',
  store_sale: 'store_sales',
};

/**
 * Store staff read the log of their own store's documents only (issue 34: every way a store's rows
 * come out takes the store scope): another store's exits, requests and special orders are left
 * out; the rest of the log (catalogue, registries, people) is the shop's.
 */
function storeDocumentsInScope(scope: StoreScope): SQL | undefined {
  const ofStore = inStoreScope(scope, sql.raw('d.store_id'));
  if (!ofStore) return undefined;
  return or(
    notInArray(auditLog.entity, [...Object.keys(STORE_DOCUMENTS), 'transfer']),
    // A transfer is its origin's and its destination's (decision 065).
    sql`(${auditLog.entity} = 'transfer' AND EXISTS (SELECT 1 FROM transfers d WHERE d.id::text = ${auditLog.entityId} AND (d.from_store_id = ${scope.storeId} OR d.to_store_id = ${scope.storeId})))`,
    ...Object.entries(STORE_DOCUMENTS).map(
      ([entity, table]) =>
        sql`(${auditLog.entity} = ${entity} AND EXISTS (SELECT 1 FROM ${sql.identifier(table)} d WHERE d.id::text = ${auditLog.entityId} AND ${ofStore}))`,
    ),
  );
}

/** Back-office writes, newest first; the dates are inclusive São Paulo days. */
export async function listAudit(db: Db, query: AuditQuery, scope: StoreScope): Promise<{ items: AuditEntryView[]; total: number }> {
  const where: SQL[] = [];
  const inScope = storeDocumentsInScope(scope);
  if (inScope) where.push(inScope);
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.userId) where.push(eq(auditLog.userId, query.userId));
  const { start, end } = saoPauloDayRange(query.from, query.to);
  if (start) where.push(gte(auditLog.createdAt, start));
  if (end) where.push(lt(auditLog.createdAt, end));
  const condition = where.length ? and(...where) : undefined;
  const newestFirst = db.select({ row: auditLog, entityLabel }).from(auditLog).where(condition).orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const [rows, total] = await Promise.all([limitToPage(newestFirst.$dynamic(), query), db.$count(auditLog, condition)]);
  return {
    items: rows.map(({ row: r, entityLabel: label }) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      userId: r.userId,
      userName: r.userName,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      entityLabel: label,
      before: r.before,
      after: r.after,
    })),
    total,
  };
}
