import { eq, inArray } from 'drizzle-orm';
import { internalEan13 } from '../../../domain/barcode';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findProductRow } from './admin-product';

/**
 * Gives a product without a barcode an internal EAN-13 (GS1 prefix 789 + its id), or the next free
 * sequence when that one is already printed on another product.
 */
export async function assignInternalBarcode(db: Db, user: SessionUser, productId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const before = await findProductRow(tx, productId, { lock: true });
    if (before.barcode) throw new AppError('HAS_BARCODE', 'Este produto já tem código de barras.');
    for (let start = productId; ; start += 50) {
      const candidates = Array.from({ length: 50 }, (_, i) => internalEan13(start + i));
      const taken = await tx.select({ barcode: products.barcode }).from(products).where(inArray(products.barcode, candidates));
      const used = new Set(taken.map((t) => t.barcode));
      const barcode = candidates.find((c) => !used.has(c));
      if (!barcode) continue;
      await tx.update(products).set({ barcode, updatedAt: new Date() }).where(eq(products.id, productId));
      await recordAudit(tx, user, { action: 'update', entity: 'product', entityId: productId, before: { barcode: null }, after: { barcode } });
      return barcode;
    }
  });
}
