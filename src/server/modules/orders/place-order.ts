import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addBusinessDays } from '../../../domain/dates';
import { shortOrderId } from '../../../domain/ids';
import { sumLineTotals } from '../../../domain/money';
import { installmentsAllowed } from '../../../domain/payment';
import { mergeCartLines } from '../../../domain/schemas/cart';
import { INVALID_INSTALLMENTS_MESSAGE, type PlaceOrderInput } from '../../../domain/schemas/checkout';
import { normalizeSearchText } from '../../../domain/search';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { orders, type ShippingAddress } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../http/errors';
import { enqueueSql } from '../../mail/outbox';
import { getPaymentProvider, type PaymentProvider } from '../payments/payment-provider';
import { buildPixPayload, pixTxid } from '../payments/pix-code';
import { readShopSettings, type ShopSettings } from '../settings/settings-store';
import { assertStockSuffices, type LockedProduct, lockProducts, type StockChange, stockChangeCtes } from '../stock/change-stock';
import { type CustomerOrder, loadCustomerOrder } from './customer-order';
import { orderConfirmationEmail } from './order-email';
import { orderPaymentInfo, type PaymentInfo, paymentInfoOf } from './order-payment-info';
import { insertOrderCtes, type NewOrderRow, type PaymentColumns, updatePaymentSql } from './order-write-sql';

export type PlaceOrderResult = { order: CustomerOrder; created: boolean; payment: PaymentInfo };

/** Shipping is always free (SPEC 1), so the total is the subtotal. */
const SHIPPING_CENTS = 0;

type PricedLine = { productId: number; name: string; unitPriceCents: number; quantity: number };

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function findByIdempotencyKey(db: Db, userId: string, key: string): Promise<PlaceOrderResult | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  const order = row ? await loadCustomerOrder(db, row.id) : null;
  return order ? { order, created: false, payment: await orderPaymentInfo(db, row!.id) } : null;
}

/** Current prices from the locked rows; whatever price a client sent was never read. */
function priceLines(locked: Map<number, LockedProduct>, lines: { productId: number; quantity: number }[]): PricedLine[] {
  return lines.map((line) => {
    const product = locked.get(line.productId);
    if (!product) throw conflict('Um produto do carrinho não existe mais. Remova-o para continuar.', 'PRODUCT_UNAVAILABLE');
    if (!product.availableOnline) throw conflict(`"${product.name}" não está mais disponível na loja online.`, 'PRODUCT_UNAVAILABLE');
    return { productId: product.id, name: product.name, unitPriceCents: product.priceCents, quantity: line.quantity };
  });
}

type PaymentOutcome = PaymentColumns & { boletoDueDate?: Date };

async function collectPayment(
  provider: PaymentProvider,
  shop: ShopSettings,
  payment: PlaceOrderInput['payment'],
  order: { id: string; totalCents: number; installments: number; customerName: string; customerEmail: string; createdAt: Date },
): Promise<PaymentOutcome> {
  switch (payment.paymentMethod) {
    case 'credit':
    case 'debit': {
      const result = await provider.chargeCard({
        method: payment.paymentMethod,
        orderId: order.id,
        amountCents: order.totalCents,
        installments: order.installments,
        card: { number: payment.cardNumber, holderName: payment.cardName, expiry: payment.cardExpiry, cvv: payment.cardCvv },
      });
      return {
        paymentStatus: 'paid',
        paidAt: order.createdAt,
        cardBrand: result.brand,
        cardLast4: result.last4,
        paymentReference: `${provider.name}:${result.reference}`,
      };
    }
    case 'pix':
      return {
        pixPayload: buildPixPayload(shop, { id: order.id, shortId: shortOrderId(order.id), totalCents: order.totalCents }),
        paymentReference: `pix:${pixTxid(order.id)}`,
      };
    case 'boleto': {
      const result = await provider.issueBoleto({
        orderId: order.id,
        amountCents: order.totalCents,
        dueDate: addBusinessDays(order.createdAt, 3),
        payer: { name: order.customerName, email: order.customerEmail },
      });
      return { boletoLine: result.digitableLine, paymentReference: `${provider.name}:${result.reference}`, boletoDueDate: result.dueDate };
    }
  }
}

/**
 * Places a customer's order in one transaction (DESIGN 1.4): prices from the locked product rows,
 * stock taken with movement rows, order, items, history, payment and the confirmation e-mail — or
 * nothing at all (a sold-out product or a declined card rolls everything back). The writes go in
 * one statement, so a Pix or boleto order costs three round trips inside the transaction and a
 * card order four: under a rush of buyers, round trips are what queue (docs/decisions/010).
 */
export async function placeOrder(
  ctx: Pick<AppContext, 'database'>,
  user: SessionUser,
  input: PlaceOrderInput,
  opts: { provider?: PaymentProvider } = {},
): Promise<PlaceOrderResult> {
  const { db } = ctx.database;
  const key = input.idempotencyKey ?? null;
  const shop = await readShopSettings(db);
  const provider = opts.provider ?? getPaymentProvider();
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
  const isCard = payment.paymentMethod === 'credit' || payment.paymentMethod === 'debit';
  const id = randomUUID();

  let placed: { order: CustomerOrder; paid: PaymentOutcome };
  try {
    placed = await db.transaction(async (tx) => {
      const locked = await lockProducts(
        tx,
        lines.map((l) => l.productId),
      );
      const priced = priceLines(locked, lines);
      const subtotalCents = sumLineTotals(priced);
      const totalCents = subtotalCents + SHIPPING_CENTS;
      const installments = payment.paymentMethod === 'credit' ? payment.installments : 1;
      if (!installmentsAllowed(totalCents, installments)) throw badRequest(INVALID_INSTALLMENTS_MESSAGE);
      const stock: StockChange[] = priced.map((l) => ({ productId: l.productId, quantity: -l.quantity, kind: 'sale', refType: 'order', refId: id, userId: user.id }));
      assertStockSuffices(locked, stock);

      const createdAt = new Date();
      const facts = { id, totalCents, installments, customerName: customer.name, customerEmail: customer.email, createdAt };
      // Pix and boleto are settled later, so their codes exist before the order does; a card is
      // charged only once the order row holds the idempotency key and the stock is taken.
      const upfront = isCard ? null : await collectPayment(provider, shop, payment, facts);
      const email = (paid: PaymentOutcome) =>
        orderConfirmationEmail({
          orderId: id,
          createdAt,
          customerName: customer.name,
          customerEmail: customer.email,
          items: priced,
          totalCents,
          address,
          paymentMethod: payment.paymentMethod,
          installments,
          cardBrand: paid.cardBrand,
          cardLast4: paid.cardLast4,
          pixPayload: paid.pixPayload,
          boletoLine: paid.boletoLine,
          boletoDueDate: paid.boletoDueDate,
        });
      const row: NewOrderRow = {
        id,
        userId: user.id,
        subtotalCents,
        shippingCents: SHIPPING_CENTS,
        totalCents,
        paymentMethod: payment.paymentMethod,
        installments,
        customer,
        address,
        key,
        searchText: normalizeSearchText([customer.name, ...priced.map((l) => l.name)].join(' ')),
        createdAt,
      };
      // A second submit with the same key fails here, on the unique index, before any charge.
      const written = await tx.execute<{ taken: number }>(sql`WITH ${stockChangeCtes(stock, { unitsSold: true })},
        ${insertOrderCtes(row, priced, upfront)}
        ${upfront ? sql`, queued_email AS (${enqueueSql(email(upfront))})` : sql``}
        SELECT count(*)::int AS taken FROM stock_changed`);
      if (Number(written.rows[0]?.taken) !== locked.size) throw new Error(`order ${id}: stock of a locked product was not taken`);

      let paid = upfront;
      if (!paid) {
        paid = await collectPayment(provider, shop, payment, facts);
        await tx.execute(sql`WITH paid AS (${updatePaymentSql(id, paid)}), queued_email AS (${enqueueSql(email(paid))}) SELECT 1`);
      }
      const order: CustomerOrder = {
        id,
        createdAt: createdAt.toISOString(),
        status: 'pending',
        paymentMethod: payment.paymentMethod,
        paymentStatus: paid.paymentStatus ?? 'pending',
        installments,
        totalCents,
        items: priced.map(({ productId, name, unitPriceCents, quantity }) => ({ productId, name, unitPriceCents, quantity })),
        shippingAddress: address,
        cardBrand: paid.cardBrand ?? null,
        cardLast4: paid.cardLast4 ?? null,
      };
      return { order, paid };
    });
  } catch (err) {
    // A retried submit whose order exists returns it, even if the retry itself could not be placed
    // now (the stock it took is gone, or two submits with one key raced and this one lost).
    if (key && (isUniqueViolation(err) || err instanceof AppError)) {
      const existing = await findByIdempotencyKey(db, user.id, key);
      if (existing) return existing;
    }
    throw err;
  }
  const { order, paid } = placed;
  const paymentInfo = paymentInfoOf({
    id: order.id,
    pixPayload: paid.pixPayload ?? null,
    boletoLine: paid.boletoLine ?? null,
    createdAt: new Date(order.createdAt),
    paymentStatus: order.paymentStatus,
  });
  return { order, created: true, payment: paymentInfo };
}
