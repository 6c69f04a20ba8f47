import { sql } from 'drizzle-orm';
import { CUSTOMER_SUGGESTIONS, type CustomerOption } from '../../../domain/schemas/special-orders';
import type { DbOrTx } from '../../db/client';
import { wordsCondition } from '../../http/list-query';

/** Registered customers by name, phone (digits or masked) or e-mail, at most 5, for the order form. */
export async function searchCustomers(db: DbOrTx, q: string): Promise<CustomerOption[]> {
  const text = q.trim();
  if (!text) return [];
  const digits = text.replace(/\D/g, '');
  const byWords = wordsCondition([sql`u.name`, sql`u.email`, sql`coalesce(u.phone, '')`], text);
  const byPhone = digits.length >= 4 ? sql`regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') LIKE ${`%${digits}%`}` : sql`false`;
  const rows = await db.execute<{ id: string; name: string; email: string; phone: string | null }>(sql`
    SELECT u.id, u.name, u.email, u.phone FROM "user" u
    WHERE u.role = 'customer' AND (${byWords ?? sql`false`} OR ${byPhone})
    ORDER BY u.name, u.id LIMIT ${CUSTOMER_SUGGESTIONS}`);
  return rows.rows.map((r) => ({ id: r.id, name: r.name, email: r.email, phone: r.phone ?? '' }));
}
