import { eq, inArray, or, sql } from 'drizzle-orm';
import { NFCE_MESSAGES } from '../../../domain/nfe';
import { stockUnitsOf } from '../../../domain/nfe-import';
import type { NfceImportResult } from '../../../domain/store-sales';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { products, storeSales } from '../../db/schema';
import { AppError } from '../../http/errors';
import { readIssuerRow } from '../fiscal';
import type { StoreScope } from '../permissions';
import { type ParsedNfe, parseNfce } from '../receiving';
import { lockIdempotencyKey } from '../stock';
import { postStoreSale, readSaleStore } from './post-store-sale';

const digits = (v: string) => v.replace(/\D/g, '');

/** The sale lines of an NFC-e matched to products: by GTIN first, then by the product's code; what is left is named. */
async function matchLines(db: Db, nfe: ParsedNfe): Promise<{ productId: number; quantity: number; totalCents: number }[]> {
  const barcodes = nfe.items.map((i) => i.barcode).filter((b): b is string => !!b);
  const codes = nfe.items.map((i) => i.supplierCode).filter(Boolean);
  const found = await db
    .select({ id: products.id, code: products.code, barcode: products.barcode })
    .from(products)
    .where(or(barcodes.length ? inArray(products.barcode, barcodes) : sql`false`, codes.length ? inArray(products.code, codes) : sql`false`));
  const byBarcode = new Map(found.filter((p) => p.barcode).map((p) => [p.barcode!, p.id]));
  const byCode = new Map(found.map((p) => [p.code, p.id]));
  const unmatched: string[] = [];
  const lines = nfe.items.flatMap((item) => {
    const productId = (item.barcode ? byBarcode.get(item.barcode) : undefined) ?? byCode.get(item.supplierCode);
    if (productId === undefined) {
      unmatched.push(`item ${item.lineNo} (${[item.barcode, item.supplierCode].filter(Boolean).join(' / ')} — ${item.description})`);
      return [];
    }
    const quantity = stockUnitsOf(item.quantity, 1);
    if (quantity === null) throw new AppError('NFE_FRACTION', NFCE_MESSAGES.fraction(item.lineNo));
    return [{ productId, quantity, totalCents: Math.max(0, item.totalCents - item.discountCents) }];
  });
  if (unmatched.length) throw new AppError('NFCE_UNMATCHED', NFCE_MESSAGES.unmatched(unmatched));
  return lines;
}

/**
 * Imports one NFC-e of a store: read with the NF-e reader's rules (protocol, key, cancellation),
 * refused when in homologação or issued by another CNPJ than the shop's (Configurações → Fiscal),
 * posted once per access key (a second import answers the first sale), its lines matched to
 * products. Each file in its own transaction: one refused file leaves the others posted.
 */
async function importOne(
  db: Db,
  user: SessionUser,
  store: { storeId: number; locationId: number },
  shopCnpj: string,
  file: { name: string; data: Buffer },
): Promise<NfceImportResult> {
  const result = (
    outcome: NfceImportResult['outcome'],
    message: string,
    accessKey: string | null,
    sale: NfceImportResult['sale'] = null,
  ): NfceImportResult => ({
    fileName: file.name,
    outcome,
    message,
    accessKey,
    sale,
  });
  let nfe: ParsedNfe | null = null;
  try {
    nfe = parseNfce(file.data);
    if (nfe.environment === 'homologacao') throw new AppError('NFE_HOMOLOGATION', NFCE_MESSAGES.homologation);
    if (!shopCnpj || digits(nfe.supplier.cnpj) !== shopCnpj) throw new AppError('NFCE_OTHER_ISSUER', NFCE_MESSAGES.otherIssuer(nfe.supplier.cnpj, shopCnpj));
    const parsed = nfe;
    const lines = await matchLines(db, parsed);
    return await db.transaction(async (tx) => {
      await lockIdempotencyKey(tx, 'store_sales_nfce', parsed.accessKey);
      const [previous] = await tx.select({ id: storeSales.id, code: storeSales.code }).from(storeSales).where(eq(storeSales.accessKey, parsed.accessKey));
      if (previous) return result('duplicate', NFCE_MESSAGES.alreadyImported(previous.code), parsed.accessKey, previous);
      const sale = await postStoreSale(tx, user, {
        storeId: store.storeId,
        locationId: store.locationId,
        source: 'nfce',
        saleDate: parsed.emissionDate,
        accessKey: parsed.accessKey,
        nfceNumber: parsed.number,
        nfceSeries: parsed.series,
        issuerCnpj: digits(parsed.supplier.cnpj),
        fileName: file.name.slice(0, 200),
        totalCents: parsed.totalCents,
        lines,
      });
      return result('imported', `Venda ${sale.code} lançada (NFC-e ${parsed.number}).`, parsed.accessKey, { id: sale.id, code: sale.code });
    });
  } catch (err) {
    if (err instanceof AppError) return result('refused', err.message, nfe?.accessKey ?? null);
    throw err;
  }
}

/** 'Importar NFC-e': one or many files of one store, each answered with what became of it. */
export async function importStoreNfce(
  db: Db,
  user: SessionUser,
  scope: StoreScope,
  storeId: number,
  files: { name: string; data: Buffer }[],
): Promise<NfceImportResult[]> {
  const store = await readSaleStore(db, storeId, scope);
  const shopCnpj = digits((await readIssuerRow(db)).cnpj);
  const results: NfceImportResult[] = [];
  for (const file of files) results.push(await importOne(db, user, store, shopCnpj, file));
  return results;
}
