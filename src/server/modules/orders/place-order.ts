import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addBusinessDays } from '../../../domain/dates';
import { shortOrderId } from '../../../domain/ids';
import { sumLineTotals } from '../../../domain/money';
import { installmentsAllowed } from '../../../domain/payment';
import { mergeCartLines } from '../../../domain/schemas/cart';
import { INVALID_INSTALLMENTS_MESSAGE, type PlaceOrderInput } from '../../../domain/schemas/checkout';
import { normalizeSearchText } from '../../../domain/search';
import type { AppContext, SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { cartItems, orderItems, orders, orderStatusHistory, products, type ShippingAddress } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { getPaymentProvider, type PaymentProvider } from '../payments/payment-provider';
import { buildPixPayload, pixTxid } from '../payments/pix-code';
import { readShopSettings, type ShopSettings } from '../settings/settings-store';
import { changeStock } from '../stock/change-stock';
import { type CustomerOrder, loadCustomerOrder } from './customer-order';
import { orderConfirmationEmail } from './order-email';

export type PlaceOrderResult = { order: CustomerOrder; created: boolean };

/** Shipping is always free (SPEC 1), so the total is the subtotal. */
const SHIPPING_CENTS = 0;

type PricedLine = { productId: number; name: string; unitPriceCents: number; quantity: number };

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function findByIdempotencyKey(db: Db, userId: string, key: string): Promise<CustomerOrder | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ? loadCustomerOrder(db, row.id) : null;
}

/** Current prices from the database; whatever price a client sent was never read. */
async function priceLines(tx: Tx, lines: { productId: number; quantity: number }[]): Promise<PricedLine[]> {
  const found = await tx
    .select({ id: products.id, name: products.name, priceCents: products.priceCents, online: products.availableOnline })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const byId = new Map(found.map((p) => [p.id, p]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw conflict('Um produto do carrinho não existe mais. Remova-o para continuar.', 'PRODUCT_UNAVAILABLE');
    if (!product.online) throw conflict(`"${product.name}" não está mais disponível na loja online.`, 'PRODUCT_UNAVAILABLE');
    return { productId: product.id, name: product.name, unitPriceCents: product.priceCents, quantity: line.quantity };
  });
}

type PaymentOutcome = Partial<typeof orders.$inferInsert> & { boletoDueDate?: Date };

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
 * Places a customer's order in one transaction (DESIGN 1.4): prices from the database, stock
 * taken with movement rows, order, items, history, payment and the confirmation e-mail — or
 * nothing at all (a sold-out product or a declined card rolls everything back).
 */
export async function placeOrder(
  ctx: Pick<AppContext, 'database' | 'mailer'>,
  user: SessionUser,
  input: PlaceOrderInput,
  opts: { provider?: PaymentProvider } = {},
): Promise<PlaceOrderResult> {
  const { db } = ctx.database;
  const key = input.idempotencyKey ?? null;
  if (key) {
    const existing = await findByIdempotencyKey(db, user.id, key);
    if (existing) return { order: existing, created: false };
  }
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

  let orderId: string;
  try {
    orderId = await db.transaction(async (tx) => {
      const priced = await priceLines(tx, lines);
      const subtotalCents = sumLineTotals(priced);
      const totalCents = subtotalCents + SHIPPING_CENTS;
      const installments = payment.paymentMethod === 'credit' ? payment.installments : 1;
      if (!installmentsAllowed(totalCents, installments)) throw badRequest(INVALID_INSTALLMENTS_MESSAGE);

      const id = randomUUID();
      const createdAt = new Date();
      // Inserted first so that a concurrent double submit meets the unique index before any charge.
      await tx.insert(orders).values({
        id,
        userId: user.id,
        status: 'pending',
        subtotalCents,
        shippingCents: SHIPPING_CENTS,
        totalCents,
        paymentMethod: payment.paymentMethod,
        paymentStatus: 'pending',
        installments,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        shippingAddress: address,
        idempotencyKey: key,
        searchText: normalizeSearchText([customer.name, ...priced.map((l) => l.name)].join(' ')),
        createdAt,
        updatedAt: createdAt,
      });
      await changeStock(
        tx,
        priced.map((l) => ({ productId: l.productId, quantity: -l.quantity, kind: 'sale', refType: 'order', refId: id, userId: user.id })),
      );
      const sold = sql.join(
        priced.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
        sql`, `,
      );
      await tx.execute(sql`UPDATE products AS p SET units_sold = p.units_sold + v.qty FROM (VALUES ${sold}) AS v(id, qty) WHERE p.id = v.id`);
      await tx.insert(orderItems).values(priced.map((l) => ({ orderId: id, ...l })));
      await tx.insert(orderStatusHistory).values({ orderId: id, fromStatus: null, toStatus: 'pending', note: 'Pedido realizado', userId: user.id, createdAt });

      const { boletoDueDate, ...paid } = await collectPayment(provider, shop, payment, {
        id,
        totalCents,
        installments,
        customerName: customer.name,
        customerEmail: customer.email,
        createdAt,
      });
      await tx.update(orders).set(paid).where(eq(orders.id, id));
      // The bought lines leave the saved cart with the order.
      await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
      await ctx.mailer.enqueue(
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
          boletoDueDate,
        }),
        tx,
      );
      return id;
    });
  } catch (err) {
    // Two submits with one key raced: the loser returns the winner's order.
    if (key && isUniqueViolation(err)) {
      const existing = await findByIdempotencyKey(db, user.id, key);
      if (existing) return { order: existing, created: false };
    }
    throw err;
  }
  const order = await loadCustomerOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after commit`);
  return { order, created: true };
}
