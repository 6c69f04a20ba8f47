import './zod-locale';
import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { pageFields, searchField } from './list-query';

export const INVALID_ORDER_STATUS_MESSAGE = 'Selecione um status válido.';
export const ORDER_NOT_FOUND_MESSAGE = 'Pedido não encontrado.';
export const ORDERS_PAGE_SIZE = 20;

const orderStatusField = z.enum(ORDER_STATUSES, { error: INVALID_ORDER_STATUS_MESSAGE });

/** The online orders list's query, kept in the URL: text, status ('' is 'Todos os Status') and page. */
export const orderListQuerySchema = z.object({
  search: searchField,
  status: z.enum(['', ...ORDER_STATUSES], { error: INVALID_ORDER_STATUS_MESSAGE }).optional(),
  ...pageFields(ORDERS_PAGE_SIZE),
});

export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

// A malformed id names no order: the lookup answers 404, like an unknown one.
export const orderIdParamSchema = z.object({ id: z.string().max(100, { error: ORDER_NOT_FOUND_MESSAGE }) });

export const orderStatusChangeSchema = z.object(
  {
    status: orderStatusField,
    // The version the dialog loaded: another person's change since then answers 409.
    version: z.number({ error: 'Recarregue o pedido e tente novamente.' }).int({ error: 'Recarregue o pedido e tente novamente.' }).min(1, { error: 'Recarregue o pedido e tente novamente.' }),
    note: z.string().trim().max(500, { error: 'Use no máximo 500 caracteres.' }).optional(),
  },
  { error: 'Dados inválidos.' },
);

export type OrderStatusChangeInput = z.infer<typeof orderStatusChangeSchema>;
