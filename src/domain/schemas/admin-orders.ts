import './zod-locale';
import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { PAYMENT_FILTERS } from '../provider-payment';
import { INT4_MAX, idempotencyKeyField, wholeNumber } from './fields';
import { optionalCodeFilter, pageFields, searchField } from './list-query';

export const INVALID_ORDER_STATUS_MESSAGE = 'Selecione um status válido.';
export const ORDER_NOT_FOUND_MESSAGE = 'Pedido não encontrado.';
export const ORDERS_PAGE_SIZE = 20;

const orderStatusField = z.enum(ORDER_STATUSES, { error: INVALID_ORDER_STATUS_MESSAGE });

/** The online orders list's query, kept in the URL: text, status (blank is 'Todos os Status') and page. */
export const orderListQuerySchema = z.object({
  search: searchField,
  status: optionalCodeFilter(ORDER_STATUSES, INVALID_ORDER_STATUS_MESSAGE),
  // 'Pagamentos': the order's payment status (blank is every one).
  payment: optionalCodeFilter(PAYMENT_FILTERS, 'Selecione um pagamento válido.'),
  ...pageFields(ORDERS_PAGE_SIZE),
});

export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

// A malformed id names no order: the lookup answers 404, like an unknown one.
export const orderIdParamSchema = z.object({ id: z.string().max(100, { error: ORDER_NOT_FOUND_MESSAGE }) });

export const orderStatusChangeSchema = z.object(
  {
    status: orderStatusField,
    // The version the dialog loaded: another person's change since then answers 409.
    version: wholeNumber('Recarregue o pedido e tente novamente.', 1),
    note: z.string().trim().max(500, { error: 'Use no máximo 500 caracteres.' }).optional(),
  },
  { error: 'Dados inválidos.' },
);

export type OrderStatusChangeInput = z.infer<typeof orderStatusChangeSchema>;

export const INVALID_REFUND_MESSAGE = 'Informe um valor de estorno maior que zero.';

/** 'Estornar' on a paid order: an amount in centavos (part or all of what is left) and why. */
export const orderRefundSchema = z.object(
  {
    amountCents: wholeNumber(INVALID_REFUND_MESSAGE, 1, INT4_MAX),
    reason: z.string().trim().min(3, { error: 'Diga o motivo do estorno.' }).max(200, { error: 'Use no máximo 200 caracteres.' }),
    // One key per 'Estornar' dialog: the same refund sent twice (a double click, a retry) refunds once.
    idempotencyKey: idempotencyKeyField().unwrap(),
  },
  { error: 'Dados inválidos.' },
);

export type OrderRefundInput = z.infer<typeof orderRefundSchema>;

/**
 * 'Estornar' on a divergent payment (issue 33): everything that payment still holds goes back, so
 * only why; the payment is named in the path, by the provider's id.
 */
export const divergentRefundSchema = orderRefundSchema.omit({ amountCents: true });

export type DivergentRefundInput = z.infer<typeof divergentRefundSchema>;

export const PAYMENT_NOT_FOUND_MESSAGE = 'Pagamento não encontrado neste pedido.';

/** An order and one of its provider payments, by the id the provider gave it (digits, or the sandbox's sbx-…). */
export const orderPaymentParamSchema = orderIdParamSchema.extend({
  paymentId: z
    .string()
    .max(64, { error: PAYMENT_NOT_FOUND_MESSAGE })
    .regex(/^[A-Za-z0-9_-]+$/, { error: PAYMENT_NOT_FOUND_MESSAGE }),
});
