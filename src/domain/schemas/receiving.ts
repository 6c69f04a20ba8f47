import { z } from 'zod';
import { codeList } from '../one-of';
import { formatQuantities, formatQuantity, signedQuantity, unitAbbreviation } from '../units';
import { fileSizeLimit, idempotencyKeyField, isoDateField, objectError, optionalText, requiredText, serialId, wholeNumber } from './fields';
import { documentListQuerySchema, optionalCodeFilter, optionalIdFilter } from './list-query';
import type { PickedProduct } from './product-picker';

// Requirements §5 (Receiving check) and §8 texts, to the letter.
export const RECEIVING_NO_PRODUCTS_MESSAGE = 'Adicione pelo menos um produto à conferência.';
export const RECEIVING_MISSING_DATA_MESSAGE = 'Preencha todos os dados da nota fiscal e do recebedor.';
export const SUPERVISOR_REJECTED_TITLE = 'Senha Incorreta';
export const SUPERVISOR_REJECTED_MESSAGE = 'Senha do Supervisor inválida para entrada com divergência.';
export const RECEIVING_REGISTERED_TOAST = 'Conferência Registrada!';
// Not in the requirements: the project's own words.
export const INVOICE_ALREADY_RECEIVED_MESSAGE = 'Esta nota fiscal já foi recebida (mesmo fornecedor, número e série).';
export const RECEIVING_DUPLICATE_PRODUCT_MESSAGE = 'Um produto aparece duas vezes na conferência.';
export const RECEIVING_INVALID_QUANTITY_MESSAGE = 'Quantidade inválida.';
export const RECEIVING_CHECK_NOT_FOUND_MESSAGE = 'Conferência não encontrada.';
export const RECEIVING_TOO_MANY_ATTEMPTS_MESSAGE = 'Muitas tentativas de aprovação. Aguarde alguns minutos e tente novamente.';

const countField = wholeNumber(RECEIVING_INVALID_QUANTITY_MESSAGE, 0, 1_000_000);

export const receivingLineSchema = z.object(
  {
    productId: serialId(RECEIVING_NO_PRODUCTS_MESSAGE),
    // On the invoice (0: arrived without being invoiced) and counted.
    expectedQuantity: countField,
    receivedQuantity: countField,
  },
  objectError,
);
export type ReceivingLineInput = z.infer<typeof receivingLineSchema>;

/**
 * Body of POST /api/admin/receiving-checks ('Finalizar'). `lines` comes first so that an empty
 * check answers the requirements' first message before the invoice data's.
 */
export const receivingCheckCreateSchema = z
  .object(
    {
      lines: z
        .array(receivingLineSchema, { error: RECEIVING_NO_PRODUCTS_MESSAGE })
        .min(1, { error: RECEIVING_NO_PRODUCTS_MESSAGE })
        .max(500, { error: 'Uma conferência pode ter no máximo 500 itens.' }),
      number: requiredText(RECEIVING_MISSING_DATA_MESSAGE, 20),
      series: optionalText(3),
      emissionDate: isoDateField(RECEIVING_MISSING_DATA_MESSAGE),
      receptionDate: isoDateField(RECEIVING_MISSING_DATA_MESSAGE),
      supplierId: serialId(RECEIVING_MISSING_DATA_MESSAGE),
      receiverName: requiredText(RECEIVING_MISSING_DATA_MESSAGE, 120),
      autoEntry: z.boolean({ error: 'Dados inválidos.' }).optional().default(false),
      notes: optionalText(1000),
      supervisorEmail: z.string().trim().toLowerCase().max(254).optional(),
      supervisorPassword: z.string().max(200).optional(),
      idempotencyKey: idempotencyKeyField(),
      // An imported invoice awaiting its check: its supplier, number, series, emission date and
      // expected quantities are the invoice's (the server reads them from it).
      invoiceId: serialId('Nota fiscal não encontrada.').optional(),
      // The purchase request whose goods arrived (one 'Aguardando Entrega'), when there is one.
      purchaseRequestId: serialId('Solicitação de compra não encontrada.').optional(),
    },
    objectError,
  )
  .refine((b) => new Set(b.lines.map((l) => l.productId)).size === b.lines.length, { error: RECEIVING_DUPLICATE_PRODUCT_MESSAGE, path: ['lines'] });
export type ReceivingCheckCreateInput = z.infer<typeof receivingCheckCreateSchema>;

/** A checked line as the report reads it; quantities are in the product's stock unit. */
export type ReportLine = { name: string; unit?: string | null; expectedQuantity: number; receivedQuantity: number };

export const lineHasDiscrepancy = (l: { expectedQuantity: number; receivedQuantity: number }) => l.expectedQuantity !== l.receivedQuantity;
export const hasDiscrepancy = (lines: { expectedQuantity: number; receivedQuantity: number }[]) => lines.some(lineHasDiscrepancy);

export const RECEIVING_NOTHING_CHECKED_MESSAGE = 'Nenhum item conferido.';

/** A difference as the check shows it: '+2', '-1', '0'. */
export const signedDifference = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A signed difference with its unit: '+2 UN', '-1 CX', '0 UN'. */

/**
 * The check's running totals, summed per unit (boxes and units do not add up):
 * 'Nota 12 UN · Recebido 10 UN · Dif. -2 UN'.
 */
export function checkTotalsLine(lines: CheckedQuantities[]): string {
  const t = checkTotals(lines);
  return `Nota ${t.expected} · Recebido ${t.received} · Dif. ${t.difference}`;
}

type CheckedQuantities = { unit?: string | null; expectedQuantity: number; receivedQuantity: number };

/** The check's totals per unit, as printed under its lines: '12 UN + 2 CX', '10 UN + 2 CX', '-2 UN 0 CX'. */
export function checkTotals(lines: CheckedQuantities[]): { expected: string; received: string; difference: string } {
  const differences = new Map<string, number>();
  for (const l of lines) differences.set(unitAbbreviation(l.unit), (differences.get(unitAbbreviation(l.unit)) ?? 0) + l.receivedQuantity - l.expectedQuantity);
  return {
    expected: formatQuantities(lines.map((l) => ({ unit: l.unit, quantity: l.expectedQuantity }))),
    received: formatQuantities(lines.map((l) => ({ unit: l.unit, quantity: l.receivedQuantity }))),
    difference: differences.size ? [...differences].map(([unit, n]) => signedQuantity(n, unit)).join(' ') : signedQuantity(0, null),
  };
}

/**
 * The check's report text (reportSummary): how many lines match, each line short or over, and the
 * notes. Built here so the screen shows, while counting, the very text the server stores.
 */
export function buildReceivingReport(lines: ReportLine[], notes = ''): string {
  const short = lines.filter((l) => l.receivedQuantity < l.expectedQuantity);
  const over = lines.filter((l) => l.receivedQuantity > l.expectedQuantity);
  const matching = lines.length - short.length - over.length;
  const out = [`Itens conferidos: ${lines.length}. Conferem: ${matching}. Com divergência: ${short.length + over.length}.`];
  const q = (l: ReportLine, n: number) => formatQuantity(n, l.unit);
  for (const l of short)
    out.push(
      `- Falta: ${l.name} — nota ${q(l, l.expectedQuantity)}, recebido ${q(l, l.receivedQuantity)} (faltam ${q(l, l.expectedQuantity - l.receivedQuantity)}).`,
    );
  for (const l of over)
    out.push(
      `- Sobra: ${l.name} — nota ${q(l, l.expectedQuantity)}, recebido ${q(l, l.receivedQuantity)} (sobram ${q(l, l.receivedQuantity - l.expectedQuantity)}).`,
    );
  if (lines.length === 0) out.push(RECEIVING_NOTHING_CHECKED_MESSAGE);
  else if (short.length + over.length === 0) out.push('Todos os itens conferem com a nota fiscal.');
  if (notes.trim()) out.push(`Observações: ${notes.trim()}`);
  return out.join('\n');
}

/** 'with' / 'without' discrepancy, for the history's filter. */
export const DISCREPANCY_FILTERS = ['with', 'without'] as const;
export const RECEIVING_PAGE_SIZE = 20;

/** GET /api/admin/receiving-checks, and the history screen's URL. */
export const receivingCheckListQuerySchema = documentListQuerySchema(RECEIVING_PAGE_SIZE, {
  number: z.string().trim().max(20, { error: 'Número da nota inválido.' }).optional().default(''),
  supplierId: optionalIdFilter('Fornecedor não encontrado.'),
  receiver: z.string().trim().max(120, { error: 'Recebedor inválido.' }).optional().default(''),
  discrepancy: optionalCodeFilter(DISCREPANCY_FILTERS, 'Filtro de divergência inválido.'),
});
export type ReceivingCheckListQuery = z.output<typeof receivingCheckListQuerySchema>;

/** What identifies a supplier invoice on every list and document that shows one. */
export type InvoiceHeading = {
  number: string;
  series: string;
  emissionDate: string;
  receptionDate: string | null;
  supplierId: number;
  supplierName: string;
};

export type ReceivingCheckListItem = InvoiceHeading & {
  id: number;
  invoiceId: number;
  receiverName: string;
  itemsChecked: number;
  discrepancies: number;
  hasDiscrepancy: boolean;
  autoEntry: boolean;
  approvedByName: string | null;
  postedAt: string | null;
};

export type ReceivingCheckLine = {
  productId: number;
  productName: string;
  productCode: string;
  /** The product's stock unit, in which both quantities are counted. */
  unit: string;
  expectedQuantity: number;
  receivedQuantity: number;
};

export type ReceivingCheckDetail = ReceivingCheckListItem & {
  reportSummary: string;
  notes: string;
  createdByName: string;
  lines: ReceivingCheckLine[];
};

// Received invoices (Notas Fiscais, requirements §2, §3, §4).
/** Requirements §4: 'Divergência' when any line's received quantity differs from the invoice's, else 'OK'. */
export const { values: INVOICE_STATUSES, labels: INVOICE_STATUS_LABELS } = codeList(['awaiting', 'ok', 'divergence'], {
  awaiting: 'Aguardando conferência',
  ok: 'OK',
  divergence: 'Divergência',
});
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_NOT_FOUND_MESSAGE = 'Nota fiscal não encontrada.';
export const INVOICE_PHOTO_UPLOADED_TOAST = 'Foto Carregada';
export const INVOICE_PHOTO_REQUIRED_MESSAGE = 'Selecione a foto da nota fiscal.';
export const INVOICE_PHOTO_TYPE_MESSAGE = 'Envie uma imagem (JPEG, PNG ou WebP) ou um PDF.';
export const INVOICE_NO_PHOTO_MESSAGE = 'Esta nota fiscal não tem foto.';
export const { maxBytes: MAX_INVOICE_PHOTO_BYTES, tooLargeMessage: INVOICE_PHOTO_TOO_LARGE_MESSAGE } = fileSizeLimit('A foto', 10);

/** GET /api/admin/supplier-invoices, and the Notas Fiscais screen's URL. */
export const supplierInvoiceListQuerySchema = documentListQuerySchema(RECEIVING_PAGE_SIZE, {
  supplierId: optionalIdFilter('Fornecedor não encontrado.'),
  status: optionalCodeFilter(INVOICE_STATUSES, 'Status inválido.'),
});
export type SupplierInvoiceListQuery = z.output<typeof supplierInvoiceListQuerySchema>;

export type SupplierInvoiceListItem = InvoiceHeading & {
  id: number;
  totalCents: number;
  status: InvoiceStatus;
  itemCount: number;
  checkId: number | null;
  hasPhoto: boolean;
  source: string;
};

export type SupplierInvoiceLine = {
  lineNo: number;
  name: string;
  productCode: string | null;
  expected: number;
  received: number | null;
  /** What one stock unit cost on an imported NF-e (its entries post at it); null when typed at the check. */
  unitCostCents: number | null;
  /** The product the line was matched to, as document screens pick it (the check starts from it). */
  product: PickedProduct | null;
};

export type SupplierInvoiceDetail = SupplierInvoiceListItem & { items: SupplierInvoiceLine[]; photoFileName: string | null };

// NF-e import: the preview the dialog shows, and the choices it sends back.
export type NfeMatchHow = 'mapping' | 'barcode' | 'name';
/** A product an invoice line may become, with its stock unit (the conversion is to it). */
export type NfeProductRef = { id: number; name: string; code: string; unit: string };
export type NfePreviewLine = {
  lineNo: number;
  supplierCode: string;
  barcode: string | null;
  description: string;
  unit: string;
  quantity: string;
  /** vUnCom as written in the XML (decimal point), per invoice unit. */
  unitValue: string;
  /** vProd and the line's vDesc: the cost per stock unit is their difference ÷ stock units. */
  totalCents: number;
  discountCents: number;
  match: (NfeProductRef & { how: NfeMatchHow }) | null;
  suggestions: NfeProductRef[];
  /** Remembered for the supplier's code, 1 when the units agree, null when it must be typed. */
  conversionFactor: number | null;
};
export type NfePreview = {
  accessKey: string;
  number: string;
  series: string;
  emissionDate: string;
  /**
   * `name` is the supplier registered under the CNPJ (or the one the import will create);
   * `issuerName`/`issuerTradeName` are the XML's xNome/xFant; `nameDiffers` when the registered
   * name is neither.
   */
  supplier: { id: number | null; name: string; cnpj: string; issuerName: string; issuerTradeName: string; nameDiffers: boolean };
  totalCents: number;
  notice: string | null;
  /** tpAmb 2: a test invoice with no fiscal value. */
  homologation: boolean;
  lines: NfePreviewLine[];
};

export const NFE_CHOICE_MISSING_MESSAGE = (lineNo: number) => `Escolha o produto do item ${lineNo} da nota.`;
export const NFE_FRACTION_MESSAGE = (lineNo: number) =>
  `A quantidade do item ${lineNo} convertida para a unidade do estoque não é um número inteiro: ajuste a conversão.`;
export const NFE_GUESS_NOT_CONFIRMED_MESSAGE = (lineNo: number, description: string) =>
  `Confirme o produto do item ${lineNo} da nota (${description}): ele foi apenas sugerido pelo nome.`;
export const NFE_CONVERSION_MISSING_MESSAGE = (lineNo: number, invoiceUnit: string, stockUnit: string) =>
  `Informe quantas ${stockUnit} vêm em cada ${invoiceUnit || 'item'} no item ${lineNo} da nota.`;
export const NFE_HOMOLOGATION_WARNING = 'Nota de homologação — sem valor fiscal';
export const NFE_HOMOLOGATION_CONFIRM_MESSAGE = 'Nota de homologação — sem valor fiscal: confirme que deseja importá-la assim mesmo.';
export const NFE_SUPPLIER_NAME_DIFFERS_MESSAGE = (issuer: string, registered: string) =>
  `O nome na nota (${issuer}) é diferente do fornecedor cadastrado com este CNPJ (${registered}): confira antes de importar.`;
export const NFE_NO_SHOP_CNPJ_NOTICE = 'O CNPJ da loja não está configurado: o destinatário da nota não foi verificado.';
export const NFE_IMPORTED_TOAST = 'Nota fiscal importada: confira a mercadoria.';

export const nfeChoicesSchema = z
  .array(
    z.object({
      lineNo: z.number().int().min(1).max(990),
      productId: serialId('Produto não encontrado.').nullable(),
      // Stock units per invoice unit; null or absent when the units agree (the server checks they do).
      conversionFactor: wholeNumber('Conversão inválida.', 1, 10_000).nullable().optional(),
      // The clerk chose or confirmed this product; a line matched only by name needs it.
      confirmed: z.boolean({ error: 'Dados inválidos.' }).optional().default(false),
    }),
    { error: 'Dados inválidos.' },
  )
  .max(990);
export type NfeChoices = z.output<typeof nfeChoicesSchema>;
/** What the dialog sends (`confirmed` may be left out). */
export type NfeChoicesBody = z.input<typeof nfeChoicesSchema>;
