import { and, eq } from 'drizzle-orm';
import { specialOrderWorkflow } from '../../../domain/requests';
import { CUSTOMER_NOT_FOUND_MESSAGE, type SpecialOrderCreate } from '../../../domain/schemas/special-orders';
import { STORE_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Tx } from '../../db/client';
import { specialOrderItems, specialOrders, stores, user as users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { loadRequestLines, newRequestHeader } from '../requests';
import { findPreviousPost } from '../stock';

/**
 * Encomenda of a customer: registered (their account gets the 'Pronta para Retirada' e-mail and
 * sees the order in the profile) or walk-in (name and contact only); existing products as lines,
 * or one line of a product the shop does not have yet (quantity 1, no product id), with its photo's
 * storage key when one was sent. Starts 'Recebida'; a retried post creates it once.
 */
export async function createSpecialOrder(
  tx: Tx,
  staff: SessionUser,
  input: SpecialOrderCreate,
  photoKey: string | null,
): Promise<{ id: number; created: boolean }> {
  const existing = await findPreviousPost(tx, specialOrders, input.idempotencyKey);
  if (existing) return { id: existing.id, created: false };
  if (input.customerUserId) {
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.customerUserId), eq(users.role, 'customer')));
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  }
  if (input.storeId) {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId));
    if (!store) throw new AppError('STORE_NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
  }
  const lines = input.isExistingProduct
    ? await loadRequestLines(tx, input.items)
    : [{ productId: null, productName: input.newProductName!.trim(), productCode: '', quantity: 1 }];
  const [row] = await tx
    .insert(specialOrders)
    .values({
      ...newRequestHeader(specialOrderWorkflow, staff, input),
      customerUserId: input.customerUserId ?? null,
      customerName: input.customerName,
      customerContact: input.customerContact,
      storeId: input.storeId ?? null,
      isExistingProduct: input.isExistingProduct,
      newProductName: input.isExistingProduct ? null : input.newProductName!.trim(),
      newProductDescription: input.isExistingProduct ? null : (input.newProductDescription ?? ''),
      newProductImageKey: input.isExistingProduct ? null : photoKey,
    })
    .returning();
  await tx.insert(specialOrderItems).values(lines.map((l) => ({ ...l, specialOrderId: row!.id })));
  await recordAudit(tx, staff, { action: 'create', entity: 'special_order', entityId: row!.id, after: { ...row, items: lines } });
  return { id: row!.id, created: true };
}
