import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { purchaseRequests } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export const PURCHASE_NOT_AWAITING_MESSAGE = 'A solicitação de compra escolhida não está aguardando entrega.';

/** A receiving check links only a purchase request whose goods are on their way ('Aguardando Entrega'). */
export async function assertAwaitingPurchase(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select({ status: purchaseRequests.status }).from(purchaseRequests).where(eq(purchaseRequests.id, id));
  if (!row) throw notFound('Solicitação de compra não encontrada.');
  if (row.status !== 'Aguardando Entrega') throw new AppError('PURCHASE_NOT_AWAITING', PURCHASE_NOT_AWAITING_MESSAGE);
}
