import { z } from 'zod';
import { onlyDigits } from '../../../domain/brazil';
import type { Parcel, ShippingQuote } from '../../../domain/shipping';
import {
  type LabelRequest,
  type LabelState,
  type LabelStatus,
  type ShippingAccount,
  type ShippingParty,
  type ShippingProvider,
  ShippingProviderError,
} from './shipping-provider';

// Melhor Envio's API v2 (docs.melhorenvio.com.br): JSON over HTTPS with a Bearer token from its
// OAuth2 (authorization code, refreshed with the refresh token), a User-Agent naming the app and a
// technical contact (required), 250 requests a minute per user (429 beyond it). The sandbox host
// (sandbox.melhorenvio.com.br) takes the same calls with test money. Answers are parsed with zod:
// one shaped otherwise is an error, never a guess.

export const MELHOR_ENVIO_HOSTS = { production: 'https://melhorenvio.com.br', sandbox: 'https://sandbox.melhorenvio.com.br' } as const;

/** The scopes a label needs, asked for at the OAuth2 authorisation. */
export const MELHOR_ENVIO_SCOPES = [
  'cart-read',
  'cart-write',
  'orders-read',
  'shipping-calculate',
  'shipping-cancel',
  'shipping-checkout',
  'shipping-generate',
  'shipping-print',
  'shipping-tracking',
  'users-read',
].join(' ');

export type MelhorEnvioOptions = {
  /** MELHORENVIO_BASE_URL, or the host of MELHORENVIO_ENV (sandbox | production). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** 'Luz da Fé (contato@…)': the app and a technical contact, as the API requires. */
  userAgent: string;
  fetchImpl?: typeof fetch;
  /** Waits before retrying a 429 (the tests pass one that only records). */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
};

const MAX_429_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 10_000;

const money = z.union([z.string(), z.number()]).transform((v) => Math.round(Number(v) * 100));

const calculateAnswer = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    error: z.string().optional(),
    price: money.optional(),
    custom_price: money.optional(),
    delivery_time: z.number().optional(),
    custom_delivery_time: z.number().optional(),
    delivery_range: z.object({ min: z.number(), max: z.number() }).optional(),
    custom_delivery_range: z.object({ min: z.number(), max: z.number() }).optional(),
    company: z.object({ id: z.number(), name: z.string() }),
  }),
);

const cartAnswer = z.object({ id: z.string(), price: money.optional(), status: z.string().optional() });
const checkoutAnswer = z.object({ purchase: z.object({ id: z.string(), status: z.string().optional() }) });
const printAnswer = z.object({ url: z.string() });
const trackingAnswer = z.record(
  z.string(),
  z.object({
    id: z.string(),
    status: z.string(),
    tracking: z.string().nullable().optional(),
    melhorenvio_tracking: z.string().nullable().optional(),
    posted_at: z.string().nullable().optional(),
    delivered_at: z.string().nullable().optional(),
  }),
);
const cancellableAnswer = z.record(z.string(), z.object({ cancellable: z.boolean() }));
const cancelAnswer = z.record(z.string(), z.object({ canceled: z.boolean() }));
export const tokenAnswer = z.object({ access_token: z.string(), refresh_token: z.string(), expires_in: z.number() });

const STATUSES: Record<string, LabelStatus> = {
  pending: 'pending',
  released: 'released',
  generated: 'generated',
  posted: 'posted',
  delivered: 'delivered',
  canceled: 'canceled',
  cancelled: 'canceled',
  undelivered: 'undelivered',
  expired: 'expired',
};

/** The label's state as Melhor Envio names it, in the shop's terms (unknown statuses read as 'released'). */
export function labelStatusOf(status: string): LabelStatus {
  return STATUSES[status] ?? 'released';
}

/** Where a customer follows a Melhor Envio parcel. */
export const melhorRastreioUrl = (code: string) => `https://www.melhorrastreio.com.br/rastreio/${encodeURIComponent(code)}`;

const kg = (grams: number) => Math.round(grams) / 1000;
const reais = (cents: number) => Math.round(cents) / 100;

function volume(p: Parcel) {
  return { height: p.heightCm, width: p.widthCm, length: p.lengthCm, weight: kg(p.weightGrams) };
}

function party(p: ShippingParty) {
  const doc = onlyDigits(p.document);
  return {
    name: p.name,
    phone: onlyDigits(p.phone),
    email: p.email,
    ...(doc.length === 14 ? { company_document: doc } : { document: doc }),
    address: p.street,
    complement: p.complement,
    number: p.number,
    district: p.district,
    city: p.city,
    state_abbr: p.state,
    country_id: 'BR',
    postal_code: onlyDigits(p.cep),
  };
}

export function createMelhorEnvioProvider(opts: MelhorEnvioOptions): ShippingProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const base = opts.baseUrl.replace(/\/$/, '');

  async function send(method: string, path: string, token: string | null, body: unknown) {
    try {
      return await doFetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': opts.userAgent,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
      });
    } catch {
      throw new ShippingProviderError('O Melhor Envio não respondeu. Tente novamente em instantes.');
    }
  }

  /** The refresh token traded once for a new pair, kept through `account.save`. */
  async function refresh(account: ShippingAccount): Promise<string> {
    if (!account.refreshToken) throw new ShippingProviderError('Conecte a conta do Melhor Envio em Configurações → Entregas.', 401);
    const res = await send('POST', '/oauth/token', null, {
      grant_type: 'refresh_token',
      refresh_token: account.refreshToken,
      client_id: opts.clientId,
      client_secret: opts.clientSecret,
    });
    const parsed = tokenAnswer.safeParse(await res.json().catch(() => null));
    if (!res.ok || !parsed.success)
      throw new ShippingProviderError('A conexão com o Melhor Envio expirou. Reconecte a conta em Configurações → Entregas.', res.status);
    const tokens = {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token,
      expiresAt: new Date(Date.now() + parsed.data.expires_in * 1000).toISOString(),
    };
    account.accessToken = tokens.accessToken;
    account.refreshToken = tokens.refreshToken;
    await account.save?.(tokens);
    return tokens.accessToken;
  }

  /** One call: a 429 waits (Retry-After, capped) and retries; a 401 refreshes the token once and retries. */
  async function call<T>(account: ShippingAccount, method: string, path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    if (!account.accessToken) throw new ShippingProviderError('Conecte a conta do Melhor Envio em Configurações → Entregas.', 401);
    let token = account.accessToken;
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const res = await send(method, path, token, body);
      if (res.status === 429 && attempt < MAX_429_RETRIES) {
        const seconds = Number(res.headers.get('retry-after'));
        await sleep(Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000 * 2 ** attempt, MAX_RETRY_WAIT_MS));
        continue;
      }
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        token = await refresh(account);
        continue;
      }
      const json = await res.json().catch(() => null);
      if (!res.ok) {
        const message = typeof json?.message === 'string' ? json.message : `HTTP ${res.status}`;
        throw new ShippingProviderError(
          res.status === 429
            ? 'O Melhor Envio pediu uma pausa (limite de requisições). Tente de novo em um minuto.'
            : `O Melhor Envio recusou o pedido: ${message}`,
          res.status,
        );
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new ShippingProviderError('O Melhor Envio respondeu num formato inesperado.', res.status);
      return parsed.data;
    }
  }

  return {
    name: 'melhorenvio',

    connect: {
      authorizeUrl: (state, redirectUri) => melhorEnvioAuthorizeUrl({ baseUrl: base, clientId: opts.clientId, redirectUri, state }),
      exchangeCode: (code, redirectUri) => exchangeMelhorEnvioCode({ ...opts, code, redirectUri }),
    },

    async quote(account, { fromCep, toCep, parcel }) {
      const answer = await call(
        account,
        'POST',
        '/api/v2/me/shipment/calculate',
        {
          from: { postal_code: onlyDigits(fromCep) },
          to: { postal_code: onlyDigits(toCep) },
          package: volume(parcel),
          options: { insurance_value: reais(parcel.insuranceCents), receipt: false, own_hand: false },
        },
        calculateAnswer,
      );
      const quotes: ShippingQuote[] = [];
      for (const s of answer) {
        const price = s.custom_price ?? s.price;
        const range = s.custom_delivery_range ?? s.delivery_range;
        const days = s.custom_delivery_time ?? s.delivery_time;
        if (s.error || price === undefined || (days === undefined && !range)) continue;
        quotes.push({
          serviceId: String(s.id),
          serviceName: s.name,
          carrier: s.company.name,
          priceCents: price,
          minDays: range?.min ?? days!,
          maxDays: range?.max ?? days!,
        });
      }
      return quotes;
    },

    async addToCart(account, r: LabelRequest) {
      const answer = await call(
        account,
        'POST',
        '/api/v2/me/cart',
        {
          service: Number(r.serviceId),
          from: party(r.from),
          to: party(r.to),
          products: r.products.map((p) => ({ name: p.name, quantity: p.quantity, unitary_value: reais(p.unitPriceCents) })),
          volumes: [volume(r.parcel)],
          options: {
            insurance_value: reais(r.parcel.insuranceCents),
            receipt: false,
            own_hand: false,
            reverse: false,
            non_commercial: false,
            invoice: { key: r.invoiceKey },
            platform: 'Luz da Fé',
            tags: [{ tag: r.reference, url: null }],
          },
        },
        cartAnswer,
      );
      return { id: answer.id, priceCents: answer.price ?? 0 };
    },

    async checkout(account, id) {
      await call(account, 'POST', '/api/v2/me/shipment/checkout', { orders: [id] }, checkoutAnswer);
    },

    async generate(account, id) {
      await call(account, 'POST', '/api/v2/me/shipment/generate', { orders: [id] }, z.record(z.string(), z.unknown()));
    },

    async print(account, id) {
      const answer = await call(account, 'POST', '/api/v2/me/shipment/print', { mode: 'private', orders: [id] }, printAnswer);
      return { url: answer.url };
    },

    async state(account, ids) {
      if (ids.length === 0) return {};
      const answer = await call(account, 'POST', '/api/v2/me/shipment/tracking', { orders: ids }, trackingAnswer);
      const out: Record<string, LabelState> = {};
      for (const [key, t] of Object.entries(answer)) {
        const code = t.tracking || t.melhorenvio_tracking || null;
        out[key] = {
          id: t.id,
          status: labelStatusOf(t.status),
          trackingCode: code,
          trackingUrl: code ? melhorRastreioUrl(code) : null,
          postedAt: t.posted_at ?? null,
          deliveredAt: t.delivered_at ?? null,
        };
      }
      return out;
    },

    async cancellable(account, id) {
      const answer = await call(account, 'POST', '/api/v2/me/shipment/cancellable', { orders: [id] }, cancellableAnswer);
      return answer[id]?.cancellable === true;
    },

    async cancel(account, id, reason) {
      const answer = await call(
        account,
        'POST',
        '/api/v2/me/shipment/cancel',
        { order: { id, reason_id: '2', description: reason.slice(0, 255) } },
        cancelAnswer,
      );
      return answer[id]?.canceled === true;
    },
  };
}

/** The authorisation page the shop's owner is sent to from Configurações → Entregas. */
export function melhorEnvioAuthorizeUrl(o: { baseUrl: string; clientId: string; redirectUri: string; state: string }): string {
  const q = new URLSearchParams({ client_id: o.clientId, redirect_uri: o.redirectUri, response_type: 'code', scope: MELHOR_ENVIO_SCOPES, state: o.state });
  return `${o.baseUrl.replace(/\/$/, '')}/oauth/authorize?${q}`;
}

/** The code of the authorisation traded for the first pair of tokens. */
export async function exchangeMelhorEnvioCode(
  o: Pick<MelhorEnvioOptions, 'baseUrl' | 'clientId' | 'clientSecret' | 'userAgent' | 'fetchImpl'> & { code: string; redirectUri: string },
) {
  const res = await (o.fetchImpl ?? fetch)(`${o.baseUrl.replace(/\/$/, '')}/oauth/token`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': o.userAgent },
    body: JSON.stringify({ grant_type: 'authorization_code', client_id: o.clientId, client_secret: o.clientSecret, redirect_uri: o.redirectUri, code: o.code }),
  }).catch(() => null);
  const parsed = tokenAnswer.safeParse(await res?.json().catch(() => null));
  if (!res?.ok || !parsed.success) throw new ShippingProviderError('O Melhor Envio não aceitou a autorização. Tente conectar de novo.', res?.status ?? null);
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    expiresAt: new Date(Date.now() + parsed.data.expires_in * 1000).toISOString(),
  };
}
