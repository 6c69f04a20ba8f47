import { createHmac, timingSafeEqual } from 'node:crypto';
import { CARD_BRAND_LABELS, type CardBrand, cardLast4, detectCardBrand } from '../../../domain/payment';
import type { SandboxCardInput } from '../../../domain/schemas/checkout';
import { SANDBOX_DECLINED_SUFFIX, type SandboxCard } from './sandbox-remote';

/** How long a card token may wait for its charge (Mercado Pago's card tokens last 7 days). */
const TOKEN_LIFETIME_MS = 7 * 86_400_000;

const key = (appSecret: string) => createHmac('sha256', appSecret).update('luz-da-fe:payments-sandbox:card-token').digest();
const sign = (appSecret: string, body: string) => createHmac('sha256', key(appSecret)).update(body).digest('hex').slice(0, 32);

/**
 * The sandbox's card form (decision 060), as Mercado Pago's would: the card typed at checkout
 * becomes a one-time token naming only its brand, last 4 digits, whether the sandbox declines it
 * (a test card ending in 0002) and until when it is good, signed with a key derived from APP_SECRET.
 * The number and the CVV are not in it and are kept nowhere.
 */
export function sandboxCardToken(appSecret: string, card: SandboxCardInput, now: Date = new Date()) {
  const digits = card.cardNumber.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  const body = [
    'sbx',
    brand,
    cardLast4(digits),
    digits.endsWith(SANDBOX_DECLINED_SUFFIX) ? '1' : '0',
    Math.floor((now.getTime() + TOKEN_LIFETIME_MS) / 1000),
  ].join('_');
  return { cardToken: `${body}_${sign(appSecret, body)}`, cardPaymentMethodId: brand, cardIssuerId: null };
}

/** The card a token stands for, or null when it is not one of this shop's sandbox tokens (or expired). */
export function sandboxCardOf(appSecret: string, token: string, now: Date = new Date()): SandboxCard | null {
  const parts = token.split('_');
  if (parts.length !== 6 || parts[0] !== 'sbx') return null;
  const body = parts.slice(0, 5).join('_');
  const given = Buffer.from(parts[5]!);
  const wanted = Buffer.from(sign(appSecret, body));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  if (Number(parts[4]) * 1000 < now.getTime()) return null;
  const brand = parts[1] as CardBrand;
  return { brand: CARD_BRAND_LABELS[brand] ?? brand, last4: parts[2]!, declined: parts[3] === '1' };
}
