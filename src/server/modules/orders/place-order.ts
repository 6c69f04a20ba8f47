import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addBusinessDays } from '../../../domain/dates';
import { shortOrderId } from '../../../domain/ids';
import { sumLineTotals } from '../../../domain/money';
import { BOLETO_CONFIRMATION_BUSINESS_DAYS, installmentsAllowed, paymentDeadline } from '../../../domain/payment';
import { mergeCartLines } from '../../../domain/schemas/cart';
import { INVALID_INSTALLMENTS_MESSAGE, type PlaceOrderInput } from '../../../domain/schemas/checkout';
import type { PlaceRemoteOrderInput, RemotePaymentInput } from '../../../domain/schemas/remote-checkout';
import { normalizeSearchText } from '../../../domain/search';
import { LOCATION_NOT_FOUND_MESSAGE, WAREHOUSE_LOCATION_ID } from '../../../domain/stock-locations';
import type { AppContext, SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { orders, payments, type ShippingAddress } from '../../db/schema';
import { readShopSettings, type ShopSettings } from '../../db/settings-store';
import { isUniqueViolation } from '../../http/db-errors';
import { AppError, badRequest, conflict } from '../../http/errors';
import { enqueueSql } from '../../mail/outbox';
import type { PaymentProvider, RemoteCharge, RemotePayments } from '../payments';
import { buildPixPayload, instructionsOf, pixTxid } from '../payments';
import { shippingChargeFor } from '../shipping-estimate';
import {
  assertStockSuffices,
  InsufficientStockError,
  type LockedProduct,
  lockProducts,
  readPlaceBalances,
  type StockChange,
  stockReservationCtes,
} from '../stock';
import { chargePlacedOrder, type PlacedOrder, recordOrderCharge } from './charge-placed-order';
import { type CustomerOrder, loadCustomerOrder } from './customer-order';
import { type ConfirmationInput, orderConfirmationEmail } from './order-email';
import { orderPaymentInfo, type PaymentInfo, paymentInfoOf } from './order-payment-info';
import { insertOrderCtes, type NewOrderRow, type PaymentColumns, unpaidOrdersCountSql, updatePaymentCtes } from './order-write-sql';
import { pickupPlaceOf } from './pickup-place';

/**
 * The checkout's validated body, and the place that fulfils the order: the warehouse unless the
 * caller (a 'Retirar na loja' checkout, after checking the store the customer chose) names a store's
 * place. placeOrder refuses any place that is neither (a virtual place never sells).
 */
export type PlaceOrderRequest = PlaceRemoteOrderInput & { fulfilmentLocationId?: number };

export const NOT_A_FULFILMENT_PLACE_MESSAGE = 'Este local não atende pedidos. Escolha outra loja para retirar.';

export type PlaceOrderResult = { order: CustomerOrder; created: boolean; payment: PaymentInfo };

type PricedLine = { productId: number; name: string; unitPriceCents: number; quantity: number };

async function findByIdempotencyKey(db: Db, userId: string, key: string): Promise<PlaceOrderResult | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  const order = row ? await loadCustomerOrder(db, row.id) : null;
  return order ? { order, created: false, payment: await orderPaymentInfo(db, row!.id) } : null;
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'Esta chave de idempotência já foi usada em outro pedido. Recarregue a página e tente de novo.';

/** Whether a retried submit asks for the order its key already placed: same products, quantities and payment. */
function sameOrder(order: CustomerOrder, lines: { productId: number; quantity: number }[], method: string): boolean {
  if (order.paymentMethod !== method || order.items.length !== lines.length) return false;
  const wanted = new Map(lines.map((l) => [l.productId, l.quantity]));
  return order.items.every((i) => i.productId !== null && wanted.get(i.productId) === i.quantity);
}

/** Current prices from the locked rows; whatever price a client sent was never read. */
function priceLines(locked: Map<number, LockedProduct>, lines: { productId: number; quantity: number }[]): PricedLine[] {
  return lines.map((line) => {
    const product = locked.get(line.productId);
    if (!product) throw new AppError('PRODUCT_UNAVAILABLE', 'Um produto do carrinho não existe mais. Remova-o para continuar.');
    if (!product.availableOnline) throw new AppError('PRODUCT_UNAVAILABLE', `"${product.name}" não está mais disponível na loja online.`);
    return { productId: product.id, name: product.name, unitPriceCents: product.priceCents, quantity: line.quantity };
  });
}

type PaymentOutcome = PaymentColumns & { boletoDueDate?: Date };

/**
 * Places a customer's order in one transaction (decision 010): prices from the locked product rows,
 * stock reserved at the fulfilling place (decision 069; the sale movement comes when it ships), order, items and history — or nothing at all (a sold-out
 * product). The writes go in one statement, so an order costs two round trips inside the
 * transaction (a Pix or boleto customer's advisory lock is taken with the product rows): under a
 * rush of buyers, round trips are what queue (docs/decisions/010, 034).
 *
 * The provider holds the payments (Mercado Pago, or the sandbox on the same path, decision 060):
 * the order is committed first, unpaid with its stock held, and charged after the transaction
 * (charge-placed-order.ts, decision 049): a provider call never runs inside a transaction, and the
 * charge's key comes from an order that outlives a lost answer, so the customer's next submit (same
 * checkout key) finds the same order and its charge instead of charging again. A declined card
 * withdraws the order (its reservation is let go).
 */
export const tooManyUnpaidMessage = (max: number) =>
  `Você já tem ${max} ${max === 1 ? 'pedido' : 'pedidos'} aguardando pagamento por Pix ou boleto. Pague ou aguarde o vencimento antes de fazer outro, ou pague com cartão.`;

/** Orders above this total would not fit the order columns (int4 centavos): refused with a message. */
export const MAX_ORDER_TOTAL_CENTS = 2_147_483_647;
export const ORDER_TOO_LARGE_MESSAGE = 'O total do pedido passa do limite de R$ 21.474.836,47. Divida a compra em pedidos menores.';

export async function placeOrder(
  ctx: Pick<AppContext, 'database' | 'config' | 'payments' | 'shipping'>,
  user: SessionUser,
  input: PlaceOrderRequest,
  opts: { provider?: PaymentProvider } = {},
): Promise<PlaceOrderResult> {
  const { db } = ctx.database;
  // 'Retirar na loja' (decision 070): the order reserves at the chosen store's place, ships nothing.
  const pickupStore = input.pickupStoreId ? await pickupPlaceOf(db, input.pickupStoreId) : null;
  const fulfilmentLocationId = pickupStore?.locationId ?? input.fulfilmentLocationId ?? WAREHOUSE_LOCATION_ID;
  const key = input.idempotencyKey ?? null;
  const shop = await readShopSettings(db);
  const provider = opts.provider ?? ctx.payments;
  const lines = mergeCartLines(input.items);
  const { customer, payment } = input;
  const address: ShippingAddress = {
    cep: input.address.cep,
    street: input.address.street,
    number: input.address.number,
    complement: input.address.complement ?? '',
    neighborhood: input.address.neighborhood,
    city: input.address.city,
    state: input.address.state,
  };
  // Pix and boleto orders get a payment deadline: whether there is one does not depend on the time.
  const holdsStockUnpaid = paymentDeadline(payment.paymentMethod, new Date(), ctx.config.payments) !== null;
  const id = randomUUID();
  // Shipping is free (requirements §1) unless Configurações → Entregas sets a minimum for the
  // address's region (decision 063): then the cheapest quote, asked here — outside the transaction,
  // and never from the client — is charged below it.
  // A pickup pays no shipping and asks no quote.
  const shipping = pickupStore ? { chargeCents: 0, freeFromCents: null } : await shippingChargeFor(ctx, address.cep, lines);

  let placed: { order: CustomerOrder; placedOrder: PlacedOrder; confirmation: ConfirmationInput };
  try {
    placed = await db.transaction(async (tx) => {
      // Unpaid orders hold stock: one customer may hold only a few. Their checkouts queue on an
      // advisory lock taken after the product rows, so the count in the write below (a statement
      // started after the lock) sees every order placed before this one.
      const locked = await lockProducts(
        tx,
        lines.map((l) => l.productId),
        holdsStockUnpaid ? { thenAdvisoryLock: `unpaid-orders:${user.id}` } : {},
      );
      const priced = priceLines(locked, lines);
      const subtotalCents = sumLineTotals(priced);
      // The minimum is weighed against the prices read under the lock.
      const shippingCents = shipping.freeFromCents != null && subtotalCents >= shipping.freeFromCents ? 0 : shipping.chargeCents;
      const totalCents = subtotalCents + shippingCents;
      if (totalCents > MAX_ORDER_TOTAL_CENTS) throw new AppError('ORDER_TOO_LARGE', ORDER_TOO_LARGE_MESSAGE);
      const installments = payment.paymentMethod === 'credit' ? payment.installments : 1;
      if (!installmentsAllowed(totalCents, installments, shop.maxInstallments)) throw badRequest(INVALID_INSTALLMENTS_MESSAGE);
      // The order reserves its units at the place that fulfils it (decision 069): no movement until it
      // ships. The warehouse's available stock is the locked rows' products.stock; another place's
      // balances are read (a store's pickup order: one more round trip, only for those).
      if (fulfilmentLocationId === WAREHOUSE_LOCATION_ID) {
        const wanted: StockChange[] = priced.map((l) => ({ productId: l.productId, quantity: -l.quantity, kind: 'sale' }));
        assertStockSuffices(locked, wanted);
      } else {
        await assertPlaceCanFulfil(tx, locked, fulfilmentLocationId, priced);
      }

      const createdAt = new Date();
      const deadline = paymentDeadline(payment.paymentMethod, createdAt, ctx.config.payments);
      const facts = { id, totalCents, installments, customerName: customer.name, customerEmail: customer.email, createdAt };
      // What the confirmation e-mail says of the order; its payment is added once the charge is made.
      const confirmation: ConfirmationInput = {
        orderId: id,
        createdAt,
        customerName: customer.name,
        accountEmail: user.email,
        items: priced,
        totalCents,
        address,
        paymentMethod: payment.paymentMethod,
        installments,
        pickupStore: pickupStore ? { name: pickupStore.name, address: pickupStore.address } : null,
      };
      const row: NewOrderRow = {
        id,
        userId: user.id,
        subtotalCents,
        shippingCents,
        totalCents,
        paymentMethod: payment.paymentMethod,
        installments,
        customer,
        address,
        key,
        searchText: normalizeSearchText([customer.name, ...priced.map((l) => l.name)].join(' ')),
        createdAt,
        paymentDeadline: deadline,
        fulfilmentLocationId,
        deliveryMethod: pickupStore ? 'pickup' : 'shipping',
      };
      // A second submit with the same key fails here, on the unique index, before any charge.
      // The sold counter ('Mais vendidos') counts at placement, as before reservations; a release uncounts.
      const held = priced.map((l) => ({ productId: l.productId, locationId: fulfilmentLocationId, delta: l.quantity }));
      const written = await tx.execute<{ taken: number; unpaid: number }>(sql`WITH ${stockReservationCtes(held, { unitsSold: true })},
        ${insertOrderCtes(row, priced, null, { clearCart: false })}
        SELECT count(*)::int AS taken,
          ${deadline ? unpaidOrdersCountSql(user.id) : sql`0`} AS unpaid
        FROM stock_held`);
      if (Number(written.rows[0]?.taken) !== held.length) throw new Error(`order ${id}: stock of a locked product was not reserved`);
      // The count does not see this statement's own order: at the limit already, undo everything.
      if (deadline && Number(written.rows[0]?.unpaid) >= ctx.config.payments.maxUnpaidOrders) {
        throw new AppError('TOO_MANY_UNPAID_ORDERS', tooManyUnpaidMessage(ctx.config.payments.maxUnpaidOrders));
      }

      const order: CustomerOrder = {
        id,
        createdAt: createdAt.toISOString(),
        status: 'pending',
        paymentMethod: payment.paymentMethod,
        paymentStatus: 'pending',
        installments,
        totalCents,
        shippingCents,
        items: priced.map(({ productId, name, unitPriceCents, quantity }) => ({ productId, name, unitPriceCents, quantity })),
        shippingAddress: address,
        cardBrand: null,
        cardLast4: null,
        paymentDeadline: deadline?.toISOString() ?? null,
        pickup: pickupStore ? { storeName: pickupStore.name, storeAddress: pickupStore.address, code: null, collectBy: null } : null,
      };
      const placedOrder: PlacedOrder = { ...facts, userId: user.id, address, expiresAt: remoteExpiry(payment.paymentMethod, createdAt, deadline) };
      return { order, placedOrder, confirmation };
    });
  } catch (err) {
    // A retried submit whose order exists returns it, even if the retry itself could not be placed
    // now (the stock it took is gone, or two submits with one key raced and this one lost).
    if (key && (isUniqueViolation(err) || err instanceof AppError)) {
      const existing = await findByIdempotencyKey(db, user.id, key);
      if (existing) {
        // The same key for another cart is a client bug (or a replay): never answer with the old order.
        if (!sameOrder(existing.order, lines, payment.paymentMethod)) throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
        // Its charge's answer was lost: look for it (and only then charge, under the same key).
        if (await awaitsCharge(db, existing.order.id)) return resumeCharge(db, provider, user, existing.order.id, payment);
        return existing;
      }
    }
    throw err;
  }
  const { order, placedOrder, confirmation } = placed;
  const charged = await chargePlacedOrder(db, provider, placedOrder, payment, { lookFirst: false, providerName: provider.name });
  await recordOrderCharge(db, provider.name, placedOrder, charged, confirmation);
  const made = charged.charge;
  const paid = charged.outcome;
  if (paid.cardBrand) order.cardBrand = paid.cardBrand;
  if (paid.cardLast4) order.cardLast4 = paid.cardLast4;
  const paymentInfo = paymentInfoOf(
    {
      id: order.id,
      pixPayload: paid.pixPayload ?? null,
      boletoLine: paid.boletoLine ?? null,
      createdAt: new Date(order.createdAt),
      paymentStatus: order.paymentStatus,
    },
    { instructions: instructionsOf(made), expiresAt: made.expiresAt },
  );
  return { order, created: true, payment: paymentInfo };
}

/**
 * The checks a store's place gets instead of products.stock (the warehouse's): it is a store's place,
 * and it has every line available (on hand − reserved), lines of one product together.
 */
async function assertPlaceCanFulfil(tx: Tx, locked: Map<number, LockedProduct>, locationId: number, lines: PricedLine[]) {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  const found = await readPlaceBalances(
    tx,
    [...wanted.keys()].sort((a, b) => a - b).map((productId) => ({ productId, locationId })),
  );
  for (const [productId, quantity] of [...wanted].sort((a, b) => a[0] - b[0])) {
    const row = found.get(`${productId}:${locationId}`);
    if (!row) throw new AppError('LOCATION_NOT_FOUND', LOCATION_NOT_FOUND_MESSAGE);
    if (row.kind !== 'store' && row.kind !== 'warehouse') throw badRequest(NOT_A_FULFILMENT_PLACE_MESSAGE);
    if (row.available < quantity)
      throw new InsufficientStockError(productId, locked.get(productId)?.name ?? String(productId), row.available, quantity, row.place);
  }
}

/** A provider's Pix lasts until the order's deadline; its boleto is due in BOLETO_CONFIRMATION_BUSINESS_DAYS business days. */
function remoteExpiry(method: string, createdAt: Date, deadline: Date | null): Date | null {
  return method === 'boleto' ? addBusinessDays(createdAt, BOLETO_CONFIRMATION_BUSINESS_DAYS) : deadline;
}

/** An order committed whose charge is not recorded yet (its provider's answer was lost): still open, no payment row. */
async function awaitsCharge(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, reference: orders.paymentReference })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row || row.status === 'cancelled' || row.paymentStatus !== 'pending' || row.reference) return false;
  const [charged] = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return !charged;
}

/**
 * The customer's repeated submit of a checkout whose charge's answer was lost: the charge is looked
 * up by the order first and made (under the same key) only if the provider has none (issue 33 item 2).
 */
async function resumeCharge(db: Db, provider: PaymentProvider, user: SessionUser, orderId: string, payment: RemotePaymentInput): Promise<PlaceOrderResult> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  const current = await loadCustomerOrder(db, orderId);
  if (!row || !current) throw conflict('O pedido não existe mais. Recarregue a página e tente de novo.');
  const placedOrder: PlacedOrder = {
    id: row.id,
    userId: row.userId,
    totalCents: row.totalCents,
    installments: row.installments,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    address: row.shippingAddress,
    expiresAt: remoteExpiry(row.paymentMethod, row.createdAt, row.paymentDeadline),
    createdAt: row.createdAt,
  };
  const charged = await chargePlacedOrder(db, provider, placedOrder, payment, { lookFirst: true, providerName: provider.name });
  await recordOrderCharge(db, provider.name, placedOrder, charged, {
    orderId,
    createdAt: row.createdAt,
    customerName: row.customerName,
    accountEmail: user.email,
    items: current.items,
    totalCents: row.totalCents,
    address: row.shippingAddress,
    paymentMethod: current.paymentMethod,
    installments: row.installments,
    pickupStore: current.pickup ? { name: current.pickup.storeName, address: current.pickup.storeAddress } : null,
  });
  const order = (await loadCustomerOrder(db, orderId)) ?? current;
  return {
    order,
    created: false,
    payment: paymentInfoOf(
      { id: orderId, pixPayload: null, boletoLine: null, createdAt: row.createdAt, paymentStatus: order.paymentStatus },
      { instructions: instructionsOf(charged.charge), expiresAt: charged.charge.expiresAt },
    ),
  };
}
