import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { shipments, shippingWebhookEvents } from '../../db/schema';
import { AppError } from '../../http/errors';
import { labelStatusOf, melhorRastreioUrl } from '../shipping';
import { applyLabelState } from './track-shipments';

// Melhor Envio's webhook (issue 37): X-ME-Signature is the HMAC-SHA256 of the raw body keyed by the
// app's secret. A wrong or missing signature is refused (401) before anything is read or stored;
// a signed delivery is stored once (its body's hash is unique) and then applied; a repeated one
// is answered 200 and changes nothing.

export const INVALID_SIGNATURE_MESSAGE = 'Assinatura inválida.';

/** The documentation shows the digest in base64; some public handlers compare hex: either is the same HMAC. */
export function melhorEnvioSignatureValid(raw: string, header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const digest = createHmac('sha256', secret).update(raw, 'utf8').digest();
  const given = header.trim();
  for (const expected of [digest.toString('base64'), digest.toString('hex')]) {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
  }
  return false;
}

const payloadSchema = z.object({
  event: z.string(),
  data: z.object({
    id: z.string(),
    status: z.string().optional(),
    tracking: z.string().nullable().optional(),
    self_tracking: z.string().nullable().optional(),
    tracking_url: z.string().nullable().optional(),
  }),
});

export async function receiveMelhorEnvioWebhook(ctx: Pick<AppContext, 'database' | 'config' | 'mailer'>, raw: string, signature: string | undefined) {
  const secret = ctx.config.melhorEnvio?.clientSecret ?? '';
  if (!melhorEnvioSignatureValid(raw, signature, secret)) throw new AppError('INVALID_SIGNATURE', INVALID_SIGNATURE_MESSAGE);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('BAD_JSON', 'Corpo da requisição inválido.');
  }
  const parsed = payloadSchema.safeParse(json);
  // Signed but not a label's news (the test Melhor Envio sends when the hook is registered): 200, nothing to do.
  if (!parsed.success) return { stored: false };
  const { event, data } = parsed.data;
  const { db } = ctx.database;
  const [stored] = await db
    .insert(shippingWebhookEvents)
    .values({ provider: 'melhorenvio', eventKey: createHash('sha256').update(raw).digest('hex'), event, labelId: data.id, payload: json })
    .onConflictDoNothing()
    .returning({ id: shippingWebhookEvents.id });
  if (!stored) return { stored: false };
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.provider, 'melhorenvio'), eq(shipments.providerId, data.id)));
  if (shipment) {
    const code = data.tracking || data.self_tracking || null;
    await applyLabelState(ctx, shipment, {
      id: data.id,
      status: labelStatusOf(data.status ?? event.replace(/^order\./, '')),
      trackingCode: code,
      trackingUrl: data.tracking_url || (code ? melhorRastreioUrl(code) : null),
      postedAt: null,
      deliveredAt: null,
    });
  }
  await db.update(shippingWebhookEvents).set({ processedAt: new Date() }).where(eq(shippingWebhookEvents.id, stored.id));
  return { stored: true };
}
