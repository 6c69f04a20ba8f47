import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { fiscalWebhookEvents } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enqueueJob, wakeJobRunner } from '../../jobs/job-runner';
import { webhookAuthorization } from './issuer-settings';

export const INVALID_WEBHOOK_AUTHORIZATION_MESSAGE = 'Autorização da notificação inválida.';

const text = (v: unknown, max = 100) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, max) : null);

/**
 * A Focus NFe 'gatilho': its Authorization header must be the value registered with the hook
 * (Configurações → Fiscal shows it); the event is stored with the job that reads the invoice back,
 * in one transaction, and only then answered 200 (Focus NFe retries anything else).
 */
export async function receiveFocusNfeWebhook(
  ctx: Pick<AppContext, 'database' | 'config'>,
  delivery: { authorization: string | undefined; body: unknown },
): Promise<void> {
  const expected = Buffer.from(webhookAuthorization(ctx.config.appSecret));
  const given = Buffer.from(delivery.authorization ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('INVALID_SIGNATURE', INVALID_WEBHOOK_AUTHORIZATION_MESSAGE);
  const body = (delivery.body && typeof delivery.body === 'object' ? delivery.body : {}) as { ref?: unknown; status?: unknown };
  await ctx.database.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(fiscalWebhookEvents)
      .values({ provider: 'focusnfe', reference: text(body.ref), status: text(body.status, 40), payload: body })
      .returning({ id: fiscalWebhookEvents.id });
    await enqueueJob(tx, 'fiscal.webhook-event', { eventId: event!.id });
  });
  wakeJobRunner();
}
