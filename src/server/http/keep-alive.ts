import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default is 5 s: a client that reuses a
 * pooled connection just as the server closes it (a browser, Playwright's request context, a load
 * balancer) gets ECONNRESET instead of an answer — the profile e2e met it once, on /api/me after a
 * few seconds of UI work. Proxies keep idle connections for 60 s (the usual load-balancer default),
 * so the server waits longer than they do and is never the side that closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsOpen(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed keepAliveTimeout, or a slow second request on the connection is cut by the headers timer.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
