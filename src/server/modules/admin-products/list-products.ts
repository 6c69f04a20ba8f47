import { type SQL, sql } from 'drizzle-orm';
import type { AdminProductList, AdminProductListItem } from '../../../domain/api/admin-products';
import { CSOSN_WITH_ST, type Csosn, missingFiscalFields, SHOP_FISCAL_DEFAULTS } from '../../../domain/product-fiscal';
import { productImageUrl } from '../../../domain/product-image';
import type { AdminProductListQuery } from '../../../domain/schemas/product';
import { normalizeSearchText } from '../../../domain/search';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../http/list-query';

export type { AdminProductList, AdminProductListItem };

/**
 * The list's filter. Every word must appear in the name (accent- and case-insensitive: name_key is the
 * stored f_unaccent(lower(name)), trigram-indexed) or in the code; a whole barcode (what a scanner
 * types) matches too.
 */
export function productFilter(q: Pick<AdminProductListQuery, 'search' | 'categoryId' | 'stock'> & Partial<Pick<AdminProductListQuery, 'archived' | 'fiscal'>>): SQL {
  const conds: SQL[] = [sql`true`];
  // Archived products (history kept, product retired) stay out of lists unless asked for.
  const archived = q.archived ?? 'active';
  if (archived === 'active') conds.push(sql`p.archived_at IS NULL`);
  if (archived === 'archived') conds.push(sql`p.archived_at IS NOT NULL`);
  const words = normalizeSearchText(q.search).split(' ').filter(Boolean);
  if (words.length > 0) {
    const byWords = words.map((w) => {
      const pattern = likePattern(w);
      return sql`(p.name_key LIKE ${pattern} OR lower(p.code) LIKE ${pattern})`;
    });
    conds.push(sql`((${sql.join(byWords, sql` AND `)}) OR p.barcode = ${q.search.trim()})`);
  }
  if (q.categoryId) conds.push(sql`p.category_id = ${q.categoryId}`);
  if (q.stock === 'low') conds.push(sql`p.stock <= p.min_stock`);
  if (q.stock === 'out') conds.push(sql`p.stock = 0`);
  // The same question as missingFiscalFields (src/domain/product-fiscal.ts), asked of every row.
  if (q.fiscal === 'incomplete') {
    const st = sql.join(CSOSN_WITH_ST.map((c) => sql`${c}`), sql`, `);
    conds.push(sql`(p.ncm IS NULL OR p.gtin IS NULL OR (p.cest IS NULL AND coalesce(p.csosn, ${shopDefaultCsosn}) IN (${st})))`);
  }
  return sql.join(conds, sql` AND `);
}

/** The issuer's default CSOSN (Configurações → Fiscal), for products without their own. */
const shopDefaultCsosn = sql`coalesce((SELECT f.default_csosn FROM fiscal_issuer f WHERE f.id = 1), ${SHOP_FISCAL_DEFAULTS.csosn})`;

type Row = {
  id: number;
  code: string;
  name: string;
  category_id: number | null;
  category_name: string | null;
  price_cents: number;
  stock: number;
  min_stock: number;
  barcode: string | null;
  available_online: boolean;
  archived: boolean;
  image_id: number | null;
  ncm: string | null;
  gtin: string | null;
  cest: string | null;
  csosn: Csosn | null;
  default_csosn: Csosn;
};

/** One page of the warehouse table: two queries whatever the page size. */
export async function listAdminProducts(db: DbOrTx, q: AdminProductListQuery): Promise<AdminProductList> {
  const where = productFilter(q);
  const offset = (q.page - 1) * q.pageSize;
  const [countResult, rows] = [
    await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`),
    await db.execute<Row>(sql`
      SELECT p.id, p.code, p.name, p.category_id, c.name AS category_name, p.price_cents, p.stock, p.min_stock,
             p.barcode, p.available_online, p.archived_at IS NOT NULL AS archived, p.ncm, p.gtin, p.cest, p.csosn, ${shopDefaultCsosn} AS default_csosn,
             (SELECT i.id FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image_id
      FROM products p LEFT JOIN categories c ON c.id = p.category_id
      WHERE ${where}
      ORDER BY p.name_key COLLATE "C", p.id
      LIMIT ${q.pageSize} OFFSET ${offset}`),
  ];
  return {
    total: Number(countResult.rows[0]?.total ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    items: rows.rows.map((r) => ({
      id: Number(r.id),
      code: r.code,
      name: r.name,
      categoryId: r.category_id == null ? null : Number(r.category_id),
      categoryName: r.category_name,
      priceCents: Number(r.price_cents),
      stock: Number(r.stock),
      minStock: Number(r.min_stock),
      barcode: r.barcode,
      availableOnline: Boolean(r.available_online),
      archived: Boolean(r.archived),
      imageUrl: productImageUrl(Number(r.id), r.image_id == null ? null : Number(r.image_id), 'card'),
      missingFiscal: missingFiscalFields(r, { csosn: r.default_csosn }),
    })),
  };
}
