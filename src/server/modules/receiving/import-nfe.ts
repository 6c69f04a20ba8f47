import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatCnpj } from '../../../domain/brazil';
import { NFE_MESSAGES } from '../../../domain/nfe';
import { invoiceUnitCostCents, isSameCompanyName, needsConversion, stockUnitsOf } from '../../../domain/nfe-import';
import {
  NFE_CHOICE_MISSING_MESSAGE,
  NFE_CONVERSION_MISSING_MESSAGE,
  NFE_FRACTION_MESSAGE,
  NFE_GUESS_NOT_CONFIRMED_MESSAGE,
  NFE_HOMOLOGATION_CONFIRM_MESSAGE,
  NFE_NO_SHOP_CNPJ_NOTICE,
  type NfeChoicesBody,
  type NfePreview,
} from '../../../domain/schemas/receiving';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../domain/schemas/stock-documents';
import { unitAbbreviation } from '../../../domain/units';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTx } from '../../db/client';
import { products, supplierInvoiceItems, supplierInvoices, supplierProductCodes, suppliers } from '../../db/schema';
import { isUniqueViolation } from '../../http/db-errors';
import { AppError } from '../../http/errors';
import { readIssuerRow } from '../fiscal';
import { productsById } from '../products';
import { matchNfeItems } from './match-nfe-items';
import { type ParsedNfe, parseNfe } from './parse-nfe';

async function findSupplierByCnpj(db: DbOrTx, cnpj: string): Promise<{ id: number; name: string } | null> {
  // Suppliers' CNPJs are stored as typed (with or without the mask); the invoice's has digits only.
  const [supplier] = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(sql`regexp_replace(coalesce(${suppliers.cnpj}, ''), '\\D', '', 'g') = ${cnpj}`)
    .orderBy(asc(suppliers.id))
    .limit(1);
  return supplier ?? null;
}

const bareCnpj = (value: string | null | undefined) => (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * With the shop's CNPJ in the settings, an NF-e addressed to another CNPJ is refused; without it
 * the import goes on and says the recipient was not checked.
 */
async function checkRecipient(ctx: AppContext, nfe: ParsedNfe): Promise<string | null> {
  // The shop's CNPJ has one field, in Configurações → Fiscal (the issuer of the sales NF-e).
  const own = bareCnpj((await readIssuerRow(ctx.database.db)).cnpj);
  if (!own) return NFE_NO_SHOP_CNPJ_NOTICE;
  if (bareCnpj(nfe.recipientCnpj) !== own) throw new AppError('NFE_OTHER_RECIPIENT', NFE_MESSAGES.otherRecipient);
  return null;
}

async function assertNotImported(db: DbOrTx, accessKey: string) {
  const [same] = await db.select({ id: supplierInvoices.id }).from(supplierInvoices).where(eq(supplierInvoices.accessKey, accessKey));
  if (same) throw new AppError('NFE_ALREADY_IMPORTED', NFE_MESSAGES.alreadyImported);
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
  const issuer = { issuerName: nfe.supplier.name, issuerTradeName: nfe.supplier.tradeName };
  return {
    nfe,
    preview: {
      accessKey: nfe.accessKey,
      number: nfe.number,
      series: nfe.series,
      emissionDate: nfe.emissionDate,
      supplier: {
        id: supplier?.id ?? null,
        name: supplier?.name ?? (nfe.supplier.tradeName || nfe.supplier.name),
        cnpj: formatCnpj(nfe.supplier.cnpj),
        ...issuer,
        nameDiffers: supplier ? !isSameCompanyName(supplier.name, [nfe.supplier.name, nfe.supplier.tradeName]) : false,
      },
      totalCents: nfe.totalCents,
      notice,
      homologation: nfe.environment === 'homologacao',
      lines,
    },
  };
}

/**
 * Each line as it will be kept: the product the clerk chose — a guess by name only once confirmed
 * (the certain matches, by the supplier's remembered code or the barcode, are found again here,
 * not taken from the client) — its conversion, typed when the units differ, its stock units
 * (whole) and what one stock unit cost on the invoice.
 */
async function pickLines(ctx: AppContext, nfe: ParsedNfe, choices: NfeChoicesBody) {
  const { db } = ctx.database;
  const byLine = new Map(choices.map((c) => [c.lineNo, c]));
  const chosen = nfe.items.map((item) => {
    const choice = byLine.get(item.lineNo);
    if (!choice?.productId) throw new AppError('NFE_CHOICE_MISSING', NFE_CHOICE_MISSING_MESSAGE(item.lineNo));
    return { item, choice, productId: choice.productId };
  });
  const ids = [...new Set(chosen.map((p) => p.productId))];
  const found = await productsById(db, ids);
  if (ids.some((id) => !found.get(id) || found.get(id)!.archivedAt)) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  const supplier = await findSupplierByCnpj(db, nfe.supplier.cnpj);
  const certain = new Map((await matchNfeItems(db, supplier?.id ?? null, nfe.items, { byName: false })).map((l) => [l.lineNo, l.match?.id ?? null]));
  return chosen.map(({ item, choice, productId }) => {
    if (certain.get(item.lineNo) !== productId && !choice.confirmed) {
      throw new AppError('NFE_GUESS_NOT_CONFIRMED', NFE_GUESS_NOT_CONFIRMED_MESSAGE(item.lineNo, item.description));
    }
    const productUnit = found.get(productId)!.unit;
    if (choice.conversionFactor == null && needsConversion(item.unit, productUnit)) {
      throw new AppError('NFE_CONVERSION_MISSING', NFE_CONVERSION_MISSING_MESSAGE(item.lineNo, item.unit, unitAbbreviation(productUnit)));
    }
    const factor = choice.conversionFactor ?? 1;
    const expected = stockUnitsOf(item.quantity, factor);
    if (expected == null) throw new AppError('NFE_FRACTION', NFE_FRACTION_MESSAGE(item.lineNo));
    return { item, productId, factor, expected, unitCostCents: invoiceUnitCostCents(item.totalCents, item.discountCents, expected) };
  });
}

/**
 * Imports the NF-e as an invoice awaiting its check: links the supplier by CNPJ or creates it,
 * keeps each line with the product the user confirmed, its conversion and its cost per stock
 * unit, and remembers the supplier's code → product mapping for the next import. A test invoice
 * (homologação) only when the clerk said so. All in one transaction.
 */
export async function importNfe(
  ctx: AppContext,
  user: SessionUser,
  data: Buffer,
  choices: NfeChoicesBody,
  opts: { homologationConfirmed?: boolean } = {},
): Promise<{ invoiceId: number }> {
  const nfe = parseNfe(data);
  await checkRecipient(ctx, nfe);
  if (nfe.environment === 'homologacao' && !opts.homologationConfirmed) throw new AppError('NFE_HOMOLOGATION', NFE_HOMOLOGATION_CONFIRM_MESSAGE);
  const picked = await pickLines(ctx, nfe, choices);
  try {
    return await ctx.database.db.transaction(async (tx) => {
      await assertNotImported(tx, nfe.accessKey);
      // Archived between the check above and now: the transaction's own look.
      const ids = [...new Set(picked.map((p) => p.productId))];
      const live = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
      if (live.length !== ids.length) throw new AppError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
      let supplier = await findSupplierByCnpj(tx, nfe.supplier.cnpj);
      if (!supplier) {
        const [created] = await tx
          .insert(suppliers)
          .values({ name: nfe.supplier.tradeName || nfe.supplier.name, cnpj: formatCnpj(nfe.supplier.cnpj), email: '', address: nfe.supplier.address })
          .returning({ id: suppliers.id, name: suppliers.name });
        supplier = created!;
        await recordAudit(tx, user, {
          action: 'create',
          entity: 'supplier',
          entityId: supplier.id,
          after: { ...created, source: 'nfe', cnpj: nfe.supplier.cnpj },
        });
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
        picked.map(({ item, productId, factor, expected, unitCostCents }) => ({
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
          unitCostCents,
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
    if (isUniqueViolation(err)) throw new AppError('NFE_ALREADY_IMPORTED', NFE_MESSAGES.alreadyImported);
    throw err;
  }
}
