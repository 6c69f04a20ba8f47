import { sql } from 'drizzle-orm';
import { todayIso } from '../../../domain/dates';
import { POSITION_REPORTS, type ReportKind, type ReportQuery } from '../../../domain/schemas/reports';
import type { DbOrTx } from '../../db/client';
import type { StoreScope } from '../permissions';
import { dayOf } from './format-report-cell';

const STOCK_PLACE_KINDS: readonly ReportKind[] = ['estoque-por-local', 'transferencias', 'divergencias', 'ajustes-inventario'];

/** The filters a file was made with, in words, for its header ('Fornecedor: Todos'). */
export async function describeReportFilters(db: DbOrTx, kind: ReportKind, q: ReportQuery, scope: StoreScope): Promise<[string, string][]> {
  const name = async (table: string, id: number | undefined, all: string) => {
    if (!id) return all;
    const rows = await db.execute<{ name: string }>(sql`SELECT name FROM ${sql.identifier(table)} WHERE id = ${id}`);
    return rows.rows[0]?.name ?? `#${id}`;
  };
  const period =
    q.from && q.to ? `De ${dayOf(q.from)} até ${dayOf(q.to)}` : q.from ? `A partir de ${dayOf(q.from)}` : q.to ? `Até ${dayOf(q.to)}` : 'Todo o período';
  // A position report is today's, whatever period was asked.
  const fields: [string, string][] = [POSITION_REPORTS.includes(kind) ? ['Posição em', dayOf(todayIso())] : ['Período', period]];
  if (kind === 'entradas') {
    fields.push(['Fornecedor', await name('suppliers', q.supplierId, 'Todos')]);
    fields.push(['Categoria', await name('categories', q.categoryId, 'Todas')]);
    fields.push(['Produto', await name('products', q.productId, 'Todos')]);
  }
  // Store staff's file holds their own store's exits only, and says so.
  if (kind === 'saidas') fields.push(['Ponto de Venda', await name('stores', q.storeId ?? scope.storeId ?? undefined, 'Todas')]);
  // Stock per place: the store (a store's staff's file is their store's only, and says so), category, product.
  if (STOCK_PLACE_KINDS.includes(kind)) {
    fields.push(['Loja', await name('stores', q.storeId ?? scope.storeId ?? undefined, 'Todas')]);
    if (kind === 'estoque-por-local') fields.push(['Categoria', await name('categories', q.categoryId, 'Todas')]);
    fields.push(['Produto', await name('products', q.productId, 'Todos')]);
  }
  if (kind === 'notas' && q.supplierId) fields.push(['Fornecedor', await name('suppliers', q.supplierId, 'Todos')]);
  return fields;
}
