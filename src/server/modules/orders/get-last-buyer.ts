import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { LastBuyer } from '../../../domain/api/orders';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/** The CPF/CNPJ (and a company's IE) of the customer's newest order that has one, or null. */
export async function getLastBuyer(db: DbOrTx, userId: string): Promise<LastBuyer | null> {
  const [last] = await db
    .select({ document: orders.buyerDocument, ieIndicator: orders.buyerIeIndicator, stateRegistration: orders.buyerStateRegistration })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.buyerDocument)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!last?.document) return null;
  return { document: last.document, ieIndicator: last.ieIndicator ?? '9', stateRegistration: last.stateRegistration ?? '' };
}
