import { z } from 'zod';
import { SPECIAL_ORDER_STATUSES } from '../requests';
import { fileSizeLimit, idempotencyKeyField, objectError, optionalText, serialId, wholeNumber } from './fields';
import { searchField } from './list-query';
import {
  INVALID_STATUS_MESSAGE,
  PURCHASE_ITEM_REQUIRED_MESSAGE,
  REQUEST_ITEMS_MAX,
  type RequestDetailBase,
  type RequestItemDetail,
  requestItemSchema,
} from './requests';

// Requirements §5 (Special order) and §8 texts, to the letter.
export const CUSTOMER_REQUIRED_MESSAGE = 'Dados do cliente são obrigatórios.';
export const EXISTING_PRODUCT_REQUIRED_MESSAGE = 'Adicione pelo menos um produto existente à encomenda.';
export const NEW_PRODUCT_NAME_REQUIRED_MESSAGE = 'Nome do novo produto é obrigatório.';
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Cliente não encontrado.';
export const SPECIAL_ORDER_PHOTO_TYPE_MESSAGE = 'A foto do produto deve ser uma imagem (JPEG, PNG ou WebP).';
export const { maxBytes: MAX_SPECIAL_ORDER_PHOTO_BYTES, tooLargeMessage: SPECIAL_ORDER_PHOTO_TOO_LARGE_MESSAGE } = fileSizeLimit('A foto', 5);

const customerText = (max: number) =>
  z
    .string({ error: CUSTOMER_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: CUSTOMER_REQUIRED_MESSAGE })
    .max(max, { error: `Use no máximo ${max} caracteres.` });

/**
 * Body of a new special order (the `data` field of the multipart POST; the photo travels beside it).
 * A registered customer is picked by id (name and contact come along from the search); a walk-in
 * customer is only a name and a contact. Either existing products (items) or one new product.
 */
export const specialOrderCreateSchema = z
  .object(
    {
      customerUserId: z.string().trim().min(1).max(100).nullable().optional(),
      customerName: customerText(120),
      customerContact: customerText(120),
      storeId: serialId('Loja não encontrada.').nullable().optional(),
      isExistingProduct: z.boolean({ error: 'Dados inválidos.' }),
      items: z
        .array(requestItemSchema(PURCHASE_ITEM_REQUIRED_MESSAGE), { error: EXISTING_PRODUCT_REQUIRED_MESSAGE })
        .max(REQUEST_ITEMS_MAX, { error: `Uma encomenda pode ter no máximo ${REQUEST_ITEMS_MAX} itens.` })
        .optional()
        .default([]),
      newProductName: optionalText(150),
      newProductDescription: optionalText(1000),
      notes: optionalText(1000),
      idempotencyKey: idempotencyKeyField(),
    },
    objectError,
  )
  .superRefine((o, ctx) => {
    if (o.isExistingProduct && o.items.length === 0) ctx.addIssue({ code: 'custom', message: EXISTING_PRODUCT_REQUIRED_MESSAGE, path: ['items'] });
    if (!o.isExistingProduct && !o.newProductName?.trim())
      ctx.addIssue({ code: 'custom', message: NEW_PRODUCT_NAME_REQUIRED_MESSAGE, path: ['newProductName'] });
  });
export type SpecialOrderCreateInput = z.input<typeof specialOrderCreateSchema>;
export type SpecialOrderCreate = z.output<typeof specialOrderCreateSchema>;

/** PATCH /api/admin/special-orders/:id/status */
export const specialOrderStatusMoveSchema = z.object(
  {
    status: z.enum(SPECIAL_ORDER_STATUSES, { error: INVALID_STATUS_MESSAGE }),
    version: wholeNumber('Versão inválida.', 1),
    note: optionalText(500),
  },
  objectError,
);
export type SpecialOrderStatusMove = z.infer<typeof specialOrderStatusMoveSchema>;

/** GET /api/admin/special-orders/customers?q= — registered customers by name, phone or e-mail. */
export const customerSearchQuerySchema = z.object({ q: searchField });
export const CUSTOMER_SUGGESTIONS = 5;

export type CustomerOption = { id: string; name: string; email: string; phone: string };

export type SpecialOrderDetail = RequestDetailBase & {
  customer: { userId: string | null; name: string; contact: string; registered: boolean };
  store: { id: number; name: string } | null;
  isExistingProduct: boolean;
  newProduct: { name: string; description: string; photoUrl: string | null } | null;
  items: RequestItemDetail[];
};

/** A special order as its customer sees it in the profile ('Minhas Encomendas'). */
export type MySpecialOrder = { id: number; code: string; createdAt: string; status: string; products: string[]; storeName: string | null };
