import { sql } from 'drizzle-orm';
import type { ReportKind, ReportQuery } from '../../../domain/schemas/reports';
import type { DbOrTx } from '../../db/client';
import type { StoreScope } from '../permissions';
import { dayOf } from './format-report-cell';

/** The filters a file was made with, in words, for its header ('Fornecedor: Todos'). */
export async function describeReportFilters(db: DbOrTx, kind: ReportKind, q: ReportQuery, scope: StoreScope): Promise<[string, string][]> {
  const name = async (table: string, id: number | undefined, all: string) => {
    if (!id) return all;
    const rows = await db.execute<{ name: string }>(sql`SELECT name FROM ${sql.identifier(table)} WHERE id = ${id}`);
    return rows.rows[0]?.name ?? `#${id}`;
  };
  const period =
    q.from && q.to ? `De ${dayOf(q.from)} até ${dayOf(q.to)}` : q.from ? `A partir de ${dayOf(q.from)}` : q.to ? `Até ${dayOf(q.to)}` : 'Todo o período';
  const fields: [string, string][] = [['Período', period]];
  if (kind === 'entradas') {
    fields.push(['Fornecedor', await name('suppliers', q.supplierId, 'Todos')]);
    fields.push(['Categoria', await name('categories', q.categoryId, 'Todas')]);
    fields.push(['Produto', await name('products', q.productId, 'Todos')]);
  }
  // Store staff's file holds their own store's exits only, and says so.
  if (kind === 'saidas') fields.push(['Ponto de Venda', await name('stores', q.storeId ?? scope.storeId ?? undefined, 'Todas')]);
  if (kind === 'notas' && q.supplierId) fields.push(['Fornecedor', await name('suppliers', q.supplierId, 'Todos')]);
  return fields;
}
