import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Db } from '../db/client';
import type { AppEnv } from '../context';

/** Fixed-window counter in the database, so every instance shares it. Returns true when over `max`. */
export async function overRateLimit(db: Db, key: string, max: number, windowSeconds: number): Promise<boolean> {
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_counters (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_counters.window_start < now() - make_interval(secs => ${windowSeconds})
                   THEN 1 ELSE rate_counters.count + 1 END,
      window_start = CASE WHEN rate_counters.window_start < now() - make_interval(secs => ${windowSeconds})
                   THEN now() ELSE rate_counters.window_start END
    RETURNING count`);
  return Number(result.rows[0]?.count ?? 0) > max;
}

/** The client's address: the socket's, or the proxy's header when TRUST_PROXY=1. */
export function clientIp(c: Context<AppEnv>): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
