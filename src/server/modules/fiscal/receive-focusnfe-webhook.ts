import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { fiscalWebhookEvents } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enqueueJob, wakeJobRunner } from '../../job-runner/job-runner';
import { webhookAuthorization } from './issuer-settings';

export const INVALID_WEBHOOK_AUTHORIZATION_MESSAGE = 'Autorização da notificação inválida.';

const text = (v: unknown, max = 100) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, max) : null);

/**
 * A Focus NFe 'gatilho': its Authorization header must be the value registered with the hook
 * (Configurações → Fiscal shows it); the event is stored with the job that reads the invoice back,
 * in one transaction, and only then answered 200 (Focus NFe retries anything else). A delivery
 * repeated (same body, keys in any order) finds its event stored and queues nothing.
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
      .values({ provider: 'focusnfe', eventKey: eventKeyOf(body), reference: text(body.ref), status: text(body.status, 40), payload: body })
      .onConflictDoNothing({ target: [fiscalWebhookEvents.provider, fiscalWebhookEvents.eventKey] })
      .returning({ id: fiscalWebhookEvents.id });
    if (event) await enqueueJob(tx, 'fiscal.webhook-event', { eventId: event.id });
  });
  wakeJobRunner();
}

/** sha256 of the body as JSON with its keys sorted at every level. */
export function eventKeyOf(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}
