import { desc, eq } from 'drizzle-orm';
import type { SandboxCardInput } from '../../../domain/schemas/checkout';
import type { AppContext } from '../../context';
import { payments } from '../../db/schema';
import type { PaymentProvider } from './payment-provider';
import { sandboxCardToken } from './sandbox-card-token';
import type { SandboxControls } from './sandbox-remote';
import { settleProviderPayment } from './settle-provider-payment';

/** Whether the shop's provider is the sandbox, with its demo controls (decision 060). */
export const isSandbox = (provider: PaymentProvider): provider is PaymentProvider & SandboxControls =>
  typeof (provider as Partial<SandboxControls>).approve === 'function';

/** The checkout's card as the sandbox's card form sends it: a token (the demo's orders are placed this way). */
export function demoCardPayment(ctx: Pick<AppContext, 'config'>, card: SandboxCardInput) {
  return sandboxCardToken(ctx.config.appSecret, card);
}

/**
 * What the sandbox's notification of an order's payment does, done at once (the demo seed has no
 * job runner while it writes its history): the order's latest charge read from the provider and
 * settled, as the settle job would. `approve` first tells the sandbox the payer paid (Pix, boleto).
 */
export async function settleDemoPayment(ctx: Pick<AppContext, 'database' | 'payments'>, orderId: string, opts: { approve?: boolean } = {}): Promise<void> {
  const [row] = await ctx.database.db
    .select({ id: payments.providerPaymentId, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) return;
  if (opts.approve && isSandbox(ctx.payments) && (row.status === 'pending' || row.status === 'in_process')) await ctx.payments.approve(row.id);
  await settleProviderPayment(ctx, await ctx.payments.readPayment(row.id), 'webhook');
}
