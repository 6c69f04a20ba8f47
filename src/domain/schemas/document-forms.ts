import { z } from 'zod';
import { STORE_SALE_ITEMS_REQUIRED_MESSAGE, STORE_SALE_STORE_REQUIRED_MESSAGE, type StoreSaleCreateInput } from '../store-sales';
import { isoDateField, optionalText, requiredText } from './fields';
import type { PickedProduct } from './product-picker';
import { RECEIVING_MISSING_DATA_MESSAGE, RECEIVING_NO_PRODUCTS_MESSAGE, type receivingCheckCreateSchema } from './receiving';
import { EXIT_REQUIRED_MESSAGE, type stockExitCreateSchema } from './stock-documents';

// The forms of the documents with lines (Nova Saída, Conferência), as the screens hold them: text
// as typed, selects as strings, each line with the product the picker gave. Checked in the browser
// with the server's own messages (issue 29); `…FormToBody` turns the values into what the API
// validates again. The lines editor only lets positive whole quantities in, so lines are not
// re-checked here one by one.

/** The product of a line: kept whole for the screen (name, unit, stock); only its id is sent. */
const pickedProduct = z.custom<PickedProduct>((v) => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number');

/** A select's chosen registry id ('' until chosen). */
const chosenId = (message: string) => z.string().regex(/^[1-9]\d{0,9}$/, { error: message });

export const stockExitFormSchema = z.object({
  storeId: chosenId(EXIT_REQUIRED_MESSAGE),
  exitDate: isoDateField('A data da saída é obrigatória.'),
  notes: optionalText(500),
  items: z.array(z.object({ product: pickedProduct, quantity: z.number() })).min(1, { error: EXIT_REQUIRED_MESSAGE }),
});
export type StockExitFormValues = z.input<typeof stockExitFormSchema>;

export const exitFormToBody = (values: StockExitFormValues, idempotencyKey: string): z.input<typeof stockExitCreateSchema> => ({
  storeId: Number(values.storeId),
  exitDate: values.exitDate,
  notes: values.notes,
  items: values.items.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
  idempotencyKey,
});

/** 'Baixa de venda' (Vendas das Lojas): the store, the day (today, not typed) and the items sold. */
export const storeSaleFormSchema = z.object({
  storeId: chosenId(STORE_SALE_STORE_REQUIRED_MESSAGE),
  notes: optionalText(500),
  items: z.array(z.object({ product: pickedProduct, quantity: z.number() })).min(1, { error: STORE_SALE_ITEMS_REQUIRED_MESSAGE }),
});
export type StoreSaleFormValues = z.input<typeof storeSaleFormSchema>;

export const storeSaleFormToBody = (values: StoreSaleFormValues, saleDate: string, idempotencyKey: string): StoreSaleCreateInput => ({
  storeId: Number(values.storeId),
  saleDate,
  notes: values.notes ?? '',
  items: values.items.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
  idempotencyKey,
});

/** A line of the check: `quantity` is the invoice's (the editor's quantity column), `received` the count. */
const checkLine = z.object({ product: pickedProduct, quantity: z.number(), received: z.number() });

/**
 * The check being counted (also its draft, kept in the browser). The lines come first: an empty
 * check answers the requirements' first message before the invoice data's, as the server does.
 */
export const receivingCheckFormSchema = z.object({
  lines: z.array(checkLine).min(1, { error: RECEIVING_NO_PRODUCTS_MESSAGE }),
  number: requiredText(RECEIVING_MISSING_DATA_MESSAGE, 20),
  series: optionalText(3),
  emissionDate: isoDateField(RECEIVING_MISSING_DATA_MESSAGE),
  receptionDate: isoDateField(RECEIVING_MISSING_DATA_MESSAGE),
  supplierId: chosenId(RECEIVING_MISSING_DATA_MESSAGE),
  receiverName: requiredText(RECEIVING_MISSING_DATA_MESSAGE, 120),
  notes: optionalText(1000),
  autoEntry: z.boolean(),
  /** The purchase request ('Aguardando Entrega') whose goods these are, or ''. */
  purchaseRequestId: z.string(),
  /** The imported invoice being counted: its data and expected quantities are the invoice's. */
  invoiceId: z.number().optional(),
  /** The invoice's quantity per product (stock units): fixed, the clerk only counts. */
  invoiceExpected: z.custom<Record<number, number>>().optional(),
  /** One key per draft: a double click or a retry after a dropped connection posts once. */
  idempotencyKey: z.string(),
});
export type ReceivingCheckFormValues = z.input<typeof receivingCheckFormSchema>;
export type CheckFormLine = ReceivingCheckFormValues['lines'][number];

export const checkFormToBody = (d: ReceivingCheckFormValues, supervisor?: { email: string; password: string }): z.input<typeof receivingCheckCreateSchema> => ({
  lines: d.lines.map((l) => ({ productId: l.product.id, expectedQuantity: l.quantity, receivedQuantity: l.received })),
  number: d.number,
  series: d.series,
  emissionDate: d.emissionDate,
  receptionDate: d.receptionDate,
  supplierId: Number(d.supplierId),
  receiverName: d.receiverName,
  autoEntry: d.autoEntry,
  notes: d.notes,
  idempotencyKey: d.idempotencyKey,
  ...(d.invoiceId ? { invoiceId: d.invoiceId } : {}),
  ...(d.purchaseRequestId ? { purchaseRequestId: Number(d.purchaseRequestId) } : {}),
  ...(supervisor ? { supervisorEmail: supervisor.email, supervisorPassword: supervisor.password } : {}),
});

/**
 * 'Cadastrar produto' from an NF-e line no product matches: name and code (from the line), the
 * category and the selling price. The server checks them with the product's own schema (its
 * messages come back under the form); here they are only held as typed.
 */
export const productFromLineFormSchema = z.object({ name: z.string(), code: z.string(), categoryId: z.string(), price: z.string() });
export type ProductFromLineFormValues = z.input<typeof productFromLineFormSchema>;
