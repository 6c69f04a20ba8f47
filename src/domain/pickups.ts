import { z } from 'zod';
import type { OrderStatus } from './order-status';
import { declarePermissions } from './permission-declarations';
import { objectError, wholeNumber } from './schemas/fields';
import { pageFields } from './schemas/list-query';
import { shippingEstimateSchema } from './schemas/shipping-estimate';

// 'Retirar na loja' (issue 37, decision 070): the customer collects the order at a physical store
// that holds every item; the store's staff make it ready (the customer gets a code by e-mail) and
// hand it over against the code. Not collected in the shop's term, it is cancelled and refunded.

/** 'Prazo para retirada (dias)' until the shop sets one. */
export const DEFAULT_PICKUP_DAYS = 7;
export const PICKUP_DAYS_MESSAGE = 'Informe um prazo para retirada de 1 a 90 dias.';

/** The code the customer shows at the store: six digits, made when the order is ready. */
export const PICKUP_CODE_LENGTH = 6;
export const PICKUP_CODE_FORMAT_MESSAGE = 'Informe o código de retirada de 6 dígitos.';
export const WRONG_PICKUP_CODE_MESSAGE = 'Código de retirada incorreto. Peça ao cliente o código do e-mail ou de Meu Perfil › Pedidos.';
/** Wrong codes an order takes within the window before its hand-over is refused (429) until the window passes (decision 078). */
export const PICKUP_CODE_MAX_WRONG = 5;
export const PICKUP_CODE_WINDOW_MINUTES = 15;
export const TOO_MANY_PICKUP_CODES_MESSAGE = 'Muitas tentativas com código errado. Tente novamente em alguns minutos.';
export const PICKUP_NOT_PAID_MESSAGE = 'Este pedido ainda não tem pagamento confirmado: ele só fica pronto para retirada depois da confirmação do pagamento.';
export const PICKUP_NOT_READY_MESSAGE = 'Este pedido não está pronto para retirada.';
export const PICKUP_ALREADY_READY_MESSAGE = 'Este pedido já está pronto para retirada: o código já foi enviado ao cliente.';
export const PICKUP_STORE_REQUIRED_MESSAGE = 'Escolha a loja onde vai retirar o pedido.';
export const PICKUP_STORE_UNAVAILABLE_MESSAGE = 'Esta loja não está disponível para retirada. Escolha outra loja ou receba em casa.';
export const NO_PICKUP_STORE_MESSAGE = 'Nenhuma loja tem todos os itens do carrinho agora. Escolha receber em casa.';
export const PICKUP_READY_TOAST = 'Pedido pronto para retirada';
export const PICKED_UP_TOAST = 'Pedido retirado';

/** The history notes of the two moves and of the cancellation for not being collected. */
export const PICKUP_READY_NOTE = 'Pronto para retirada: código enviado ao cliente por e-mail.';
export const PICKED_UP_NOTE = 'Retirado na loja: código conferido.';
export const pickupExpiredNote = (days: number) => `Não retirado em ${days} ${days === 1 ? 'dia' : 'dias'}: pedido cancelado e pagamento estornado.`;

/** The code as typed: spaces and dashes are ignored ('123 456', '123-456'). */
export const pickupCodeField = z
  .string({ error: PICKUP_CODE_FORMAT_MESSAGE })
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: PICKUP_CODE_FORMAT_MESSAGE }));

/** POST /api/admin/pickups/:id/hand-over. */
/** The version Retiradas listed: another person's move since then answers 409. */
const versionField = wholeNumber('Recarregue a lista e tente novamente.', 1).optional();

export const pickupHandOverSchema = z.object({ code: pickupCodeField, version: versionField }, objectError);
export type PickupHandOverInput = z.input<typeof pickupHandOverSchema>;

/** POST /api/admin/pickups/:id/ready. */
export const pickupReadySchema = z.object({ version: versionField }, objectError);

/** The storefront's choice of store: the cart's products and quantities, as the shipping estimate takes them (stock is read on the server). */
export const pickupStoresSchema = z.object({ items: shippingEstimateSchema.shape.items }, objectError);
export type PickupStoresInput = z.input<typeof pickupStoresSchema>;

/** A store a customer may collect at: public-safe (no staff, no stock figures). */
export type PickupStore = { id: number; name: string; address: string };

/** Retiradas: the orders waiting at the store, or those done (collected or cancelled). */
export const PICKUP_VIEWS = ['open', 'done'] as const;
export type PickupView = (typeof PICKUP_VIEWS)[number];
export const PICKUP_VIEW_LABELS: Record<PickupView, string> = { open: 'A retirar', done: 'Retirados e cancelados' };
export const PICKUP_OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'ready_for_pickup'];

export const pickupListQuerySchema = z.object({
  ...pageFields(20, 100),
  view: z.enum(PICKUP_VIEWS, { error: 'Filtro inválido.' }).optional().default('open'),
});
export type PickupListQuery = z.infer<typeof pickupListQuerySchema>;

/** A pickup order as Retiradas lists it (never its code: the customer shows it). */
export type PickupOrderListItem = {
  id: string;
  createdAt: string;
  status: OrderStatus;
  version: number;
  paymentStatus: string;
  customerName: string;
  totalCents: number;
  itemCount: number;
  storeId: number;
  storeName: string;
  readyAt: string | null;
  /** When the order is cancelled if nobody collects it (ready + the shop's term). */
  collectBy: string | null;
};

export type PickupOrderList = { orders: PickupOrderListItem[]; total: number; page: number; pageSize: number; pickupDays: number };

/** The pickup part of an order as the customer sees it in Meu Perfil › Pedidos. */
export type CustomerPickup = { storeName: string; storeAddress: string; code: string | null; collectBy: string | null };

/** The date an order ready at `readyAt` must be collected by. */
export function collectByOf(readyAt: Date, days: number): Date {
  return new Date(readyAt.getTime() + days * 24 * 60 * 60 * 1000);
}

// 'Retirar na loja' (issue 37, decision 070): every title hands over pickups, a store's staff at their own store (the scope).
export const PICKUP_PERMISSIONS = declarePermissions({
  'orders.pickup': { label: 'Entregar pedidos de retirada na loja (pronto para retirada e retirado)', from: 'Funcionário' },
});
