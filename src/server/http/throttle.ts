import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError } from './errors';

/**
 * Throttles count FAILURES (a wrong password, a wrong gate password), never successes, in a fixed
 * window per key, stored in the database (rate_counters) so every instance and restart agrees.
 * Callers check before the attempt and record a failure after it; a success may clear the key.
 */
export type ThrottleRule = { key: string; max: number; windowSeconds: number };

export type ThrottleState = { failures: number; lastFailureAt: Date | null; retryAfterSeconds: number };

/** Failures of `rule.key` inside its window as of `now`. */
export async function readThrottle(db: DbOrTx, rule: ThrottleRule, now = new Date()): Promise<ThrottleState> {
  const result = await db.execute<{ count: number; window_start: string | Date; last_at: string | Date }>(
    sql`SELECT count, window_start, last_at FROM rate_counters WHERE key = ${rule.key}`,
  );
  const row = result.rows[0];
  if (!row) return { failures: 0, lastFailureAt: null, retryAfterSeconds: 0 };
  const windowStart = new Date(row.window_start);
  const windowEnd = windowStart.getTime() + rule.windowSeconds * 1000;
  if (windowEnd <= now.getTime()) return { failures: 0, lastFailureAt: null, retryAfterSeconds: 0 };
  return { failures: Number(row.count), lastFailureAt: new Date(row.last_at), retryAfterSeconds: Math.ceil((windowEnd - now.getTime()) / 1000) };
}

/** Whether the key has used up its failures; `retryAfterSeconds` says when the window ends. */
export async function isThrottled(db: DbOrTx, rule: ThrottleRule, now = new Date()): Promise<ThrottleState & { limited: boolean }> {
  const state = await readThrottle(db, rule, now);
  return { ...state, limited: state.failures >= rule.max };
}

/** Counts one failure (a new window when the last one is over); returns the failures in the window. */
export async function recordFailure(db: DbOrTx, rule: ThrottleRule, now = new Date()): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_counters (key, count, window_start, last_at) VALUES (${rule.key}, 1, ${now}, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_counters.window_start <= ${now}::timestamptz - make_interval(secs => ${rule.windowSeconds})
                   THEN 1 ELSE rate_counters.count + 1 END,
      window_start = CASE WHEN rate_counters.window_start <= ${now}::timestamptz - make_interval(secs => ${rule.windowSeconds})
                   THEN ${now} ELSE rate_counters.window_start END,
      last_at = ${now}
    RETURNING count`);
  return Number(result.rows[0]?.count ?? 0);
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_counters WHERE key = ${key}`);
}

/** 429 with a pt-BR message and, for clients that read it, Retry-After in seconds. */
export function tooManyAttempts(message: string, retryAfterSeconds: number): AppError {
  return Object.assign(new AppError('RATE_LIMITED', message), { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
