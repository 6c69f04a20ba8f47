import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CardRow, cardColumns, cardFrom, firstImageOf, type ProductCard, toProductCard } from '../catalog';

/**
 * A customer's favourites still sold online, most recently added first. Raw like every card read
 * (cardColumns, decision 045); tests/integration/raw-vs-typed.test.ts checks it against a typed select.
 */
export async function listFavorites(db: Db, userId: string): Promise<ProductCard[]> {
  const result = await db.execute<CardRow>(sql`
    WITH fav AS (
      SELECT ${cardColumns}, f.created_at AS favorited_at
      FROM favorites f JOIN ${cardFrom} ON p.id = f.product_id
      WHERE f.user_id = ${userId} AND p.available_online
    )
    SELECT fav.*, ${firstImageOf('fav')} AS image_id FROM fav ORDER BY fav.favorited_at DESC, fav.id`);
  return result.rows.map(toProductCard);
}
