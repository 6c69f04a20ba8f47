import { and, asc, eq, or, sql } from 'drizzle-orm';
import { CUSTOMER_SUGGESTIONS, type CustomerOption } from '../../../domain/schemas/special-orders';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema';
import { wordsCondition } from '../../http/list-query';

/** Registered customers by name, phone (digits or masked) or e-mail, at most 5, for the order form. */
export async function searchCustomers(db: DbOrTx, q: string): Promise<CustomerOption[]> {
  const text = q.trim();
  if (!text) return [];
  const digits = text.replace(/\D/g, '');
  const byWords = wordsCondition([user.name, user.email, sql`coalesce(${user.phone}, '')`], text);
  const byPhone = digits.length >= 4 ? sql`regexp_replace(coalesce(${user.phone}, ''), '\\D', '', 'g') LIKE ${`%${digits}%`}` : undefined;
  return db
    .select({ id: user.id, name: user.name, email: user.email, phone: user.phone })
    .from(user)
    .where(and(eq(user.role, 'customer'), or(byWords, byPhone) ?? sql`false`))
    .orderBy(asc(user.name), asc(user.id))
    .limit(CUSTOMER_SUGGESTIONS);
}
