import { type SQL, sql } from 'drizzle-orm';
import type { ProductSort } from '../../../domain/catalog';

// Each order matches an index of migration 0004 column for column (NULLS LAST included), so a
// page is read straight from the index instead of sorting every product.

/** Accent- and case-free name order (stored name_key), so "Ícone" sorts with the I's whatever the collation. */
export const BY_NAME = sql`p.name_key, p.id`;
export const NEWEST = sql`p.created_at DESC NULLS LAST, p.id DESC NULLS LAST`;
/** Units actually sold; the seeded ratings and review counts only break ties (requirements §9: best sellers by units actually sold). */
export const BEST_SELLERS = sql`p.units_sold DESC NULLS LAST, p.rating DESC NULLS LAST, p.review_count DESC NULLS LAST, p.id`;

export const SORTS: Record<ProductSort, SQL> = {
  name: BY_NAME,
  'price-low': sql`p.price_cents ASC, ${BY_NAME}`,
  'price-high': sql`p.price_cents DESC, ${BY_NAME}`,
  newest: NEWEST,
  bestsellers: BEST_SELLERS,
};
