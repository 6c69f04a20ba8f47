import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * The one client-address function of the server (throttles, audit, Better Auth). Without
 * TRUST_PROXY it is the socket's address: an X-Forwarded-For sent by the client is ignored, so a
 * forged header changes nothing. With TRUST_PROXY=N (N proxies in front of the app) it is the N-th
 * address from the right of X-Forwarded-For — the one the outermost trusted proxy saw; the
 * addresses to its left were written by the client and are never trusted.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const hops = c.var.ctx.config.trustProxy;
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded.length > 0) return forwarded[Math.max(0, forwarded.length - hops)]!;
  }
  return socketAddress(c);
}

function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests, the HTML renderer's own API calls) have no socket.
    return 'unknown';
  }
}
