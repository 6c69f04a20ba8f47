import { eq, inArray, sql } from 'drizzle-orm';
import { formatCnpj } from '../../../domain/brazil';
import { NFE_MESSAGES } from '../../../domain/nfe';
import {
  NFE_CHOICE_MISSING_MESSAGE,
  NFE_FRACTION_MESSAGE,
  NFE_NO_SHOP_CNPJ_NOTICE,
  type NfeChoices,
  type NfePreview,
} from '../../../domain/schemas/receiving';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { products, supplierInvoiceItems, supplierInvoices, supplierProductCodes, suppliers } from '../../db/schema';
import { isUniqueViolation } from '../../http/db-errors';
import { badRequest, conflict } from '../../http/errors';
import { readShopSettings } from '../settings/settings-store';
import { matchNfeItems } from './match-nfe-items';
import { type ParsedNfe, parseNfe } from './parse-nfe';

async function findSupplierByCnpj(db: DbOrTx, cnpj: string): Promise<{ id: number; name: string } | null> {
  const rows = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM suppliers WHERE regexp_replace(coalesce(cnpj, ''), '\\D', '', 'g') = ${cnpj} ORDER BY id LIMIT 1`,
  );
  const r = rows.rows[0];
  return r ? { id: Number(r.id), name: r.name } : null;
}

const bareCnpj = (value: string | null | undefined) => (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * With the shop's CNPJ in the settings, an NF-e addressed to another CNPJ is refused; without it
 * the import goes on and says the recipient was not checked.
 */
async function checkRecipient(ctx: AppContext, nfe: ParsedNfe): Promise<string | null> {
  const own = bareCnpj((await readShopSettings(ctx.database.db)).cnpj);
  if (!own) return NFE_NO_SHOP_CNPJ_NOTICE;
  if (bareCnpj(nfe.recipientCnpj) !== own) throw badRequest(NFE_MESSAGES.otherRecipient, 'NFE_OTHER_RECIPIENT');
  return null;
}

async function assertNotImported(db: DbOrTx, accessKey: string) {
  const [same] = await db.select({ id: supplierInvoices.id }).from(supplierInvoices).where(eq(supplierInvoices.accessKey, accessKey));
  if (same) throw conflict(NFE_MESSAGES.alreadyImported, 'NFE_ALREADY_IMPORTED');
}

/**
 * Reads and checks the XML, and says what it would become: the supplier (known by CNPJ or new)
 * and each line's product as matched. Nothing is written.
 */
export async function previewNfe(ctx: AppContext, data: Buffer): Promise<{ nfe: ParsedNfe; preview: NfePreview }> {
  const { db } = ctx.database;
  const nfe = parseNfe(data);
  const notice = await checkRecipient(ctx, nfe);
  await assertNotImported(db, nfe.accessKey);
  const supplier = await findSupplierByCnpj(db, nfe.supplier.cnpj);
  const lines = await matchNfeItems(db, supplier?.id ?? null, nfe.items);
  return {
    nfe,
    preview: {
      accessKey: nfe.accessKey,
      number: nfe.number,
      series: nfe.series,
      emissionDate: nfe.emissionDate,
      supplier: { id: supplier?.id ?? null, name: supplier?.name ?? (nfe.supplier.tradeName || nfe.supplier.name), cnpj: formatCnpj(nfe.supplier.cnpj) },
      totalCents: nfe.totalCents,
      notice,
      lines,
    },
  };
}

/** Stock units of a line: qCom × the conversion (1 CX = 12 UN), refused when not a whole number. */
function stockUnits(quantity: string, factor: number, lineNo: number): number {
  const [whole, frac = ''] = quantity.split('.');
  const scaled = BigInt(whole + frac.padEnd(4, '0')) * BigInt(factor);
  if (scaled % 10000n !== 0n) throw badRequest(NFE_FRACTION_MESSAGE(lineNo), 'NFE_FRACTION');
  return Number(scaled / 10000n);
}

/**
 * Imports the NF-e as an invoice awaiting its check: links the supplier by CNPJ or creates it,
 * keeps each line with the product the user confirmed and its conversion, and remembers the
 * supplier's code → product mapping for the next import. All in one transaction.
 */
export async function importNfe(ctx: AppContext, user: SessionUser, data: Buffer, choices: NfeChoices): Promise<{ invoiceId: number }> {
  const nfe = parseNfe(data);
  await checkRecipient(ctx, nfe);
  const byLine = new Map(choices.map((c) => [c.lineNo, c]));
  const picked = nfe.items.map((item) => {
    const choice = byLine.get(item.lineNo);
    if (!choice?.productId) throw badRequest(NFE_CHOICE_MISSING_MESSAGE(item.lineNo), 'NFE_CHOICE_MISSING');
    return { item, productId: choice.productId, factor: choice.conversionFactor, expected: stockUnits(item.quantity, choice.conversionFactor, item.lineNo) };
  });
  try {
    return await ctx.database.db.transaction(async (tx) => {
      await assertNotImported(tx, nfe.accessKey);
      const ids = [...new Set(picked.map((p) => p.productId))];
      const found = await tx.select({ id: products.id, archivedAt: products.archivedAt }).from(products).where(inArray(products.id, ids));
      if (found.length !== ids.length || found.some((p) => p.archivedAt)) throw badRequest(PRODUCT_NOT_FOUND_MESSAGE, 'PRODUCT_NOT_FOUND');
      let supplier = await findSupplierByCnpj(tx, nfe.supplier.cnpj);
      if (!supplier) {
        const [created] = await tx
          .insert(suppliers)
          .values({ name: nfe.supplier.tradeName || nfe.supplier.name, cnpj: formatCnpj(nfe.supplier.cnpj), email: '', address: nfe.supplier.address })
          .returning({ id: suppliers.id, name: suppliers.name });
        supplier = created!;
        await recordAudit(tx, user, { action: 'create', entity: 'supplier', entityId: supplier.id, after: { ...created, source: 'nfe', cnpj: nfe.supplier.cnpj } });
      }
      const [invoice] = await tx
        .insert(supplierInvoices)
        .values({
          supplierId: supplier.id,
          number: nfe.number,
          series: nfe.series,
          accessKey: nfe.accessKey,
          emissionDate: nfe.emissionDate,
          productsTotalCents: nfe.productsTotalCents,
          discountCents: nfe.discountCents,
          totalCents: nfe.totalCents,
          status: 'awaiting',
          source: 'nfe_xml',
          createdById: user.id,
          createdByName: user.name,
        })
        .returning();
      await tx.insert(supplierInvoiceItems).values(
        picked.map(({ item, productId, factor, expected }) => ({
          invoiceId: invoice!.id,
          lineNo: item.lineNo,
          supplierCode: item.supplierCode,
          barcode: item.barcode,
          description: item.description,
          ncm: item.ncm,
          unit: item.unit,
          quantity: item.quantity,
          unitValue: item.unitValue,
          totalCents: item.totalCents,
          discountCents: item.discountCents,
          productId,
          conversionFactor: factor,
          expectedQuantity: expected,
        })),
      );
      for (const { item, productId, factor } of picked) {
        if (!item.supplierCode) continue;
        await tx
          .insert(supplierProductCodes)
          .values({ supplierId: supplier.id, supplierCode: item.supplierCode, productId, unit: item.unit, conversionFactor: factor })
          .onConflictDoUpdate({
            target: [supplierProductCodes.supplierId, supplierProductCodes.supplierCode],
            set: { productId, unit: item.unit, conversionFactor: factor, updatedAt: new Date() },
          });
      }
      await recordAudit(tx, user, { action: 'create', entity: 'supplier_invoice', entityId: invoice!.id, after: { ...invoice, lines: picked.length } });
      return { invoiceId: invoice!.id };
    });
  } catch (err) {
    // The same key, or the same supplier + series + number typed by hand earlier.
    if (isUniqueViolation(err)) throw conflict(NFE_MESSAGES.alreadyImported, 'NFE_ALREADY_IMPORTED');
    throw err;
  }
}
