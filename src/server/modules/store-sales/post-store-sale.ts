import { eq, inArray } from 'drizzle-orm';
import { PRODUCT_NOT_FOUND_MESSAGE, STORE_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { STORE_NOT_A_PLACE_MESSAGE } from '../../../domain/store-sales';
import { sumByProduct } from '../../../domain/sum-by-product';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { products, stockLocations, storeSaleItems, storeSales, stores } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';
import type { StoreScope } from '../permissions';
import { changeStock } from '../stock';

export const OTHER_STORE_SALE_MESSAGE = 'Funcionários de loja só lançam vendas da própria loja.';

export type StoreSaleRow = typeof storeSales.$inferSelect;

/** The store and its place, as the user's scope allows (403 for another store's; 400 for a store that holds no stock). */
export async function readSaleStore(db: DbOrTx, storeId: number, scope: StoreScope): Promise<{ storeId: number; storeName: string; locationId: number }> {
  if (scope.storeId !== null && scope.storeId !== storeId) throw forbidden(OTHER_STORE_SALE_MESSAGE);
  const [row] = await db
    .select({ storeId: stores.id, storeName: stores.name, locationId: stockLocations.id })
    .from(stores)
    .leftJoin(stockLocations, eq(stockLocations.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) throw new AppError('STORE_NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
  if (row.locationId === null) throw new AppError('BAD_REQUEST', STORE_NOT_A_PLACE_MESSAGE);
  return { storeId: row.storeId, storeName: row.storeName, locationId: row.locationId };
}

export type StoreSalePost = {
  storeId: number;
  locationId: number;
  source: 'nfce' | 'manual';
  saleDate: string;
  notes?: string;
  accessKey?: string;
  nfceNumber?: string;
  nfceSeries?: string;
  issuerCnpj?: string;
  fileName?: string;
  totalCents?: number;
  idempotencyKey?: string;
  lines: { productId: number; quantity: number; totalCents: number }[];
};

/**
 * Writes a store's sale and takes its units out of the store's place (movements 'store_sale'), in
 * the caller's transaction: refused with the place's stock when the store does not hold them
 * (a store's stock comes in by transfers and counts).
 */
export async function postStoreSale(tx: Tx, user: SessionUser, post: StoreSalePost): Promise<StoreSaleRow> {
  const merged = [...sumByProduct(post.lines)].map(([productId, quantity]) => ({
    productId,
    quantity,
    totalCents: post.lines.filter((l) => l.productId === productId).reduce((s, l) => s + l.totalCents, 0),
  }));
  const named = new Map(
    (
      await tx
        .select({ id: products.id, name: products.name, code: products.code })
        .from(products)
        .where(
          inArray(
            products.id,
            merged.map((l) => l.productId),
          ),
        )
    ).map((p) => [p.id, p]),
  );
  for (const l of merged) if (!named.has(l.productId)) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  const [sale] = await tx
    .insert(storeSales)
    .values({
      storeId: post.storeId,
      locationId: post.locationId,
      source: post.source,
      accessKey: post.accessKey ?? null,
      nfceNumber: post.nfceNumber ?? null,
      nfceSeries: post.nfceSeries ?? null,
      issuerCnpj: post.issuerCnpj ?? null,
      saleDate: post.saleDate,
      totalCents: post.totalCents ?? merged.reduce((s, l) => s + l.totalCents, 0),
      totalItems: merged.reduce((s, l) => s + l.quantity, 0),
      fileName: post.fileName ?? null,
      notes: post.notes ?? '',
      createdById: user.id,
      createdByName: user.name,
      idempotencyKey: post.idempotencyKey ?? null,
    })
    .returning();
  await tx.insert(storeSaleItems).values(
    merged.map((l) => ({
      saleId: sale!.id,
      productId: l.productId,
      productName: named.get(l.productId)!.name,
      productCode: named.get(l.productId)!.code,
      quantity: l.quantity,
      totalCents: l.totalCents,
    })),
  );
  await changeStock(
    tx,
    merged.map((l) => ({
      productId: l.productId,
      locationId: post.locationId,
      quantity: -l.quantity,
      kind: 'store_sale',
      refType: 'store_sale',
      refId: sale!.id,
      reason: sale!.code,
      userId: user.id,
    })),
  );
  await recordAudit(tx, user, { action: 'create', entity: 'store_sale', entityId: sale!.id, after: { ...sale, items: merged } });
  return sale!;
}
