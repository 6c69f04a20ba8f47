import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from './columns';

/**
 * Background work (docs/decisions/028): claimed with FOR UPDATE SKIP LOCKED, so each job runs on
 * one instance; retried with growing waits; after `max_attempts` failures it stays 'failed' with
 * its error until someone retries it from the back-office. A recurring job is one row (its
 * `singleton_key`) that moves its `run_at` forward after each run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedAt: timestamptz('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    lastRunAt: timestamptz('last_run_at'),
    singletonKey: text('singleton_key'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt), uniqueIndex('jobs_singleton_key_idx').on(t.singletonKey)],
);
