import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from '../config';
import type { AppEnv } from '../context';
import { ENTRY_LOADER_CSP_HASH } from '../spa/prepare-template';
import { errorAnswer } from './errors';

/**
 * Origins a payment provider's browser script needs, and only when that provider is the shop's:
 * MercadoPago.js itself, the API it tokenises cards with, and the frames of its card fields.
 */
export function providerOrigins(config: Pick<AppConfig, 'mercadopago'>): { script: string[]; connect: string[]; frame: string[] } {
  if (!config.mercadopago) return { script: [], connect: [], frame: [] };
  const sdk = new URL(config.mercadopago.sdkUrl).origin;
  return {
    script: [sdk],
    connect: [sdk, 'https://api.mercadopago.com', 'https://api.mercadolibre.com'],
    frame: [sdk, 'https://api-static.mercadopago.com'],
  };
}

export const securityHeadersFor = (config: Pick<AppConfig, 'mercadopago'>) => {
  const extra = providerOrigins(config);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Plus the one inline script of the HTML, which starts the app after the first paint.
      scriptSrc: ["'self'", ENTRY_LOADER_CSP_HASH, ...extra.script],
      // Radix and the toast library inject style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", ...extra.connect],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      ...(extra.frame.length ? { frameSrc: extra.frame } : {}),
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // A response that sets its own header keeps it: photos and documents answer with
    // `default-src 'none'; sandbox`, stricter than the app's policy (issue 26).
    overwrite: false,
  });
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses state-changing requests sent by another site (CSRF), judged by Origin and Sec-Fetch-Site. */
export const sameOriginWrites =
  (publicUrl: string | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const host = c.req.header('host');
      let allowed = true;
      if (fetchSite === 'cross-site') allowed = false;
      if (origin && origin !== 'null') {
        let originHost = '';
        try {
          originHost = new URL(origin).host;
        } catch {
          allowed = false;
        }
        const publicHost = publicUrl ? new URL(publicUrl).host : undefined;
        if (originHost !== host && originHost !== publicHost) allowed = false;
      } else if (origin === 'null') {
        allowed = false;
      }
      if (!allowed) return errorAnswer(c, 'FOREIGN_ORIGIN', 'Origem da requisição não permitida.');
    }
    await next();
  };

/** One JSON line per request: enough to trace a problem without logging bodies (no card data ever). */
export const requestLog =
  (enabled: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    const id = c.req.header('x-request-id') ?? crypto.randomUUID().slice(0, 8);
    c.set('requestId', id);
    await next();
    if (enabled) {
      process.stdout.write(
        `${JSON.stringify({
          t: new Date().toISOString(),
          id,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
          user: c.var.user?.id,
        })}\n`,
      );
    }
  };
