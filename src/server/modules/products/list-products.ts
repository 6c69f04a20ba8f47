import { asc, count, eq, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AdminProductList, AdminProductListItem } from '../../../domain/api/admin-products';
import { CSOSN_WITH_ST, type Csosn, missingFiscalFields, SHOP_FISCAL_DEFAULTS } from '../../../domain/product-fiscal';
import { productImageUrl } from '../../../domain/product-image';
import type { AdminProductListQuery } from '../../../domain/schemas/product';
import { normalizeSearchText } from '../../../domain/search';
import type { DbOrTx } from '../../db/client';
import { categories, products as p } from '../../db/schema';
import { likePattern, outerColumn } from '../../http/list-query';

export type { AdminProductList, AdminProductListItem };

/**
 * The list's filter. Every word must appear in the name (accent- and case-insensitive: name_key is the
 * stored f_unaccent(lower(name)), trigram-indexed) or in the code; a whole barcode (what a scanner
 * types) matches too.
 */
export function productFilter(
  q: Pick<AdminProductListQuery, 'search' | 'categoryId' | 'stock'> & Partial<Pick<AdminProductListQuery, 'archived' | 'fiscal'>>,
): SQL {
  const conds: SQL[] = [sql`true`];
  // Archived products (history kept, product retired) stay out of lists unless asked for.
  const archived = q.archived ?? 'active';
  if (archived === 'active') conds.push(isNull(p.archivedAt));
  if (archived === 'archived') conds.push(isNotNull(p.archivedAt));
  const words = normalizeSearchText(q.search).split(' ').filter(Boolean);
  if (words.length > 0) {
    const byWords = words.map((w) => {
      const pattern = likePattern(w);
      return sql`(${p.nameKey} LIKE ${pattern} OR lower(${p.code}) LIKE ${pattern})`;
    });
    conds.push(sql`((${sql.join(byWords, sql` AND `)}) OR ${p.barcode} = ${q.search.trim()})`);
  }
  if (q.categoryId) conds.push(eq(p.categoryId, q.categoryId));
  if (q.stock === 'low') conds.push(lte(p.stock, p.minStock));
  if (q.stock === 'out') conds.push(eq(p.stock, 0));
  // The same question as missingFiscalFields (src/domain/product-fiscal.ts), asked of every row.
  if (q.fiscal === 'incomplete') {
    const st = sql.join(
      CSOSN_WITH_ST.map((c) => sql`${c}`),
      sql`, `,
    );
    conds.push(sql`(${p.ncm} IS NULL OR ${p.gtin} IS NULL OR (${p.cest} IS NULL AND coalesce(${p.csosn}, ${shopDefaultCsosn}) IN (${st})))`);
  }
  return sql.join(conds, sql` AND `);
}

/** The issuer's default CSOSN (Configurações → Fiscal), for products without their own. */
const shopDefaultCsosn = sql`coalesce((SELECT f.default_csosn FROM fiscal_issuer f WHERE f.id = 1), ${SHOP_FISCAL_DEFAULTS.csosn})`;

/** One page of the warehouse table: two queries whatever the page size. */
export async function listAdminProducts(db: DbOrTx, q: AdminProductListQuery): Promise<AdminProductList> {
  const where = productFilter(q);
  const [counted] = await db.select({ total: count() }).from(p).where(where);
  const rows = await db
    .select({
      id: p.id,
      code: p.code,
      name: p.name,
      categoryId: p.categoryId,
      categoryName: categories.name,
      priceCents: p.priceCents,
      stock: p.stock,
      minStock: p.minStock,
      barcode: p.barcode,
      availableOnline: p.availableOnline,
      archivedAt: p.archivedAt,
      ncm: p.ncm,
      gtin: p.gtin,
      cest: p.cest,
      csosn: p.csosn,
      defaultCsosn: sql<Csosn>`${shopDefaultCsosn}`,
      imageId: sql<number | null>`(SELECT i.id FROM product_images i WHERE i.product_id = ${outerColumn(p.id)} ORDER BY i.position, i.id LIMIT 1)`,
    })
    .from(p)
    .leftJoin(categories, eq(categories.id, p.categoryId))
    .where(where)
    .orderBy(sql`${p.nameKey} COLLATE "C"`, asc(p.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    total: counted?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    items: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      categoryId: r.categoryId,
      categoryName: r.categoryName,
      priceCents: r.priceCents,
      stock: r.stock,
      minStock: r.minStock,
      barcode: r.barcode,
      availableOnline: r.availableOnline,
      archived: r.archivedAt !== null,
      imageUrl: productImageUrl(r.id, r.imageId, 'card'),
      missingFiscal: missingFiscalFields(r, { csosn: r.defaultCsosn }),
    })),
  };
}
