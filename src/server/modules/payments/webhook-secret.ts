import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config';

/**
 * The sandbox's 'assinatura secreta' (decision 060): derived from APP_SECRET, so every instance of
 * a shop signs and checks with the same one and nobody outside it can make one.
 */
export function sandboxWebhookSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('luz-da-fe:payments-sandbox:webhook').digest('hex');
}

/** The secret the live provider signs its notifications with; null: no provider notifies this shop. */
export function paymentWebhookSecret(config: Pick<AppConfig, 'paymentProvider' | 'mercadopago' | 'appSecret'>): string | null {
  if (config.paymentProvider === 'mercadopago') return config.mercadopago?.webhookSecret ?? null;
  return config.appSecret ? sandboxWebhookSecret(config.appSecret) : null;
}
