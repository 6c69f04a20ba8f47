import { inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/order-status';
import { placeRemoteOrderSchema } from '../../../domain/schemas/remote-checkout';
import type { AppContext } from '../../context';
import { placeOrder, setOrderStatus } from '../../modules/orders';
import { demoCardPayment, settleDemoPayment } from '../../modules/payments';
import { products } from '../schema';
import { demoCpf } from './demo-cpf';
import { asSessionUser, usersByEmail } from './demo-users';

type Plan = {
  daysAgo: number;
  items: [name: string, quantity: number][];
  payment: Record<string, unknown>;
  paid?: boolean;
  status: OrderStatus;
};

const DEMO_ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 101',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

function demoCard() {
  const now = new Date();
  const expiry = `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
  return { cardNumber: '4111111111111111', cardName: 'MARIA CLIENTE', cardExpiry: expiry, cardCvv: '123' };
}

// Products with plenty of stock, so the demo orders never empty a shelf the other screens show.
const PLANS: Plan[] = [
  {
    daysAgo: 45,
    items: [
      ['Terço Missionário Colorido', 2],
      ['Vela de 7 Dias Branca', 3],
    ],
    payment: { paymentMethod: 'credit', installments: 3 },
    status: 'delivered',
  },
  { daysAgo: 21, items: [['Imagem de Santo Antônio 12 cm', 1]], payment: { paymentMethod: 'pix' }, paid: true, status: 'shipped' },
  {
    daysAgo: 9,
    items: [
      ['Cruz Tau Franciscana', 2],
      ['Terço de Nossa Senhora Aparecida em Madeira', 1],
    ],
    payment: { paymentMethod: 'boleto' },
    paid: true,
    status: 'processing',
  },
  { daysAgo: 4, items: [['Crucifixo de Parede em Resina 20 cm', 1]], payment: { paymentMethod: 'debit' }, status: 'cancelled' },
  {
    daysAgo: 1,
    items: [
      ['Vela de 7 Dias Branca', 2],
      ['Terço Missionário Colorido', 1],
    ],
    payment: { paymentMethod: 'pix' },
    status: 'pending',
  },
];

/**
 * A few orders of the demo customer in every status, placed through checkout itself so stock,
 * movements, units sold and history stay consistent; then dated back so the dashboard's 30-day
 * comparison has something to compare.
 */
export async function seedDemoOrders(ctx: AppContext) {
  const { db } = ctx.database;
  const [{ count }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from orders`)).rows;
  if (Number(count) > 0) return;
  const accounts = await usersByEmail(db, ['cliente@luzdafe.test', 'admin@luzdafe.test']);
  const customerRow = accounts.find((a) => a.email === 'cliente@luzdafe.test');
  const adminRow = accounts.find((a) => a.email === 'admin@luzdafe.test');
  if (!customerRow || !adminRow) return;
  const customer = asSessionUser(customerRow, 'customer');
  const admin = asSessionUser(adminRow, 'admin');
  const names = [...new Set(PLANS.flatMap((p) => p.items.map(([name]) => name)))];
  const found = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.name, names));
  const idOf = new Map(found.map((p) => [p.name, p.id]));

  for (const [index, plan] of PLANS.entries()) {
    const items = plan.items.filter(([name]) => idOf.has(name)).map(([name, quantity]) => ({ productId: idOf.get(name)!, quantity }));
    if (items.length === 0) continue;
    // Paid as at the checkout: the card as the sandbox's card form tokenises it, the boleto in the buyer's CPF.
    const method = plan.payment.paymentMethod;
    const card =
      method === 'credit' || method === 'debit' ? demoCardPayment(ctx, demoCard()) : method === 'boleto' ? { payerCpf: demoCpf(customer.email) } : {};
    const input = placeRemoteOrderSchema.parse({
      items,
      customer: { name: customer.name, email: customer.email, phone: customer.phone || '(11) 98888-0003', document: demoCpf(customer.email) },
      address: DEMO_ADDRESS,
      payment: { ...plan.payment, ...card },
      idempotencyKey: `demo-order-${index + 1}`,
    });
    const { order } = await placeOrder(ctx, customer, input);
    // The sandbox's notification, settled at once; a Pix or boleto the plan has paid is approved in the sandbox first ('Aprovar pagamento').
    await settleDemoPayment(ctx, order.id, { approve: plan.paid });
    if (plan.status !== 'pending') await setOrderStatus(db, { orderId: order.id, status: plan.status, user: admin });
    await backdate(ctx, order.id, plan.daysAgo);
  }
}

async function backdate(ctx: AppContext, orderId: string, daysAgo: number) {
  const { db } = ctx.database;
  const shift = sql`make_interval(days => ${daysAgo})`;
  await db.execute(
    sql`UPDATE orders SET created_at = created_at - ${shift}, updated_at = updated_at - ${shift}, paid_at = paid_at - ${shift} WHERE id = ${orderId}`,
  );
  await db.execute(sql`UPDATE stock_movements SET created_at = created_at - ${shift} WHERE ref_type = 'order' AND ref_id = ${orderId}`);
  await db.execute(sql`UPDATE audit_log SET created_at = created_at - ${shift} WHERE entity = 'order' AND entity_id = ${orderId}`);
  // Each later step of the history a day after the one before, as a real order would move.
  await db.execute(sql`
    UPDATE order_status_history h SET created_at = o.created_at + (r.rn - 1) * interval '1 day'
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM order_status_history WHERE order_id = ${orderId}) r, orders o
    WHERE h.id = r.id AND o.id = ${orderId}`);
}
