import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type SandboxPaymentAction, sandboxPaymentActionSchema } from '../../../domain/schemas/sandbox-payment';
import { recordAudit } from '../../audit-log/record-audit';
import type { AppContext, AppEnv, SessionUser } from '../../context';
import { payments } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import type { SandboxControls } from './sandbox-remote';

const NOT_HERE = 'Rota não encontrada.';
export const NO_DIVERGENT_CHARGEBACK_MESSAGE =
  'Este pagamento é divergente: ele não confirmou o pedido, então não há contestação a simular. Estorne-o, se for o caso.';
const orderParam = z.object({ orderId: z.uuid({ error: 'Identificador de pedido inválido.' }) });

const hasControls = (provider: PaymentProvider): provider is PaymentProvider & SandboxControls =>
  typeof (provider as Partial<SandboxControls>).approve === 'function';

/**
 * Tells the sandbox what happens to an order's payment (issue 33): approve, refuse, charge back or
 * pay another amount. Only in demo mode and only with the sandbox's remote model in the provider
 * seat (404 otherwise); the order then moves only through the sandbox's signed notification, the
 * path every provider payment takes.
 */
export async function moveSandboxPayment(
  ctx: Pick<AppContext, 'config' | 'database' | 'payments'>,
  user: SessionUser,
  orderId: string,
  input: SandboxPaymentAction,
): Promise<ProviderPayment> {
  const remote = ctx.payments;
  if (!ctx.config.demo || !hasControls(remote)) throw notFound(NOT_HERE);
  const { db } = ctx.database;
  // The payment the order's details show: its own, a divergent one only when there is no other.
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(sql`${payments.divergence} IS NULL DESC`, desc(payments.id))
    .limit(1);
  if (!row) throw notFound('Este pedido não tem pagamento no sandbox.');
  // A divergent payment never settled the order: a dispute of it would move nothing the shop shows
  // (the order is not 'Pago'), so the sandbox does not pretend to model one.
  if (input.action === 'charge_back' && row.divergence !== null) throw conflict(NO_DIVERGENT_CHARGEBACK_MESSAGE);
  const id = row.providerPaymentId;
  const moved =
    input.action === 'approve'
      ? await remote.approve(id)
      : input.action === 'refuse'
        ? await remote.refuse(id)
        : input.action === 'charge_back'
          ? await remote.chargeBack(id)
          : await remote.payAmount(id, input.amountCents!);
  await recordAudit(db, user, {
    action: 'update',
    entity: 'order',
    entityId: orderId,
    after: { sandboxPayment: input.action, amountCents: input.amountCents ?? null },
  });
  return moved;
}

export const sandboxPaymentRoutes = new Hono<AppEnv>().post(
  '/:orderId',
  requirePermission('orders.status'),
  validate('param', orderParam),
  validate('json', sandboxPaymentActionSchema),
  async (c) => {
    const payment = await moveSandboxPayment(c.var.ctx, currentUser(c), c.req.valid('param').orderId, c.req.valid('json'));
    return c.json({ payment: { id: payment.id, status: payment.status, amountCents: payment.amountCents } });
  },
);
