import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { recordedByColumns, updatedByColumns } from './auth';
import { createdAtColumn, timestamptz } from './columns';

/** A file an e-mail carries, by its storage key (read when the e-mail is sent, never copied into the row). */
export type MailAttachment = { filename: string; contentType: string; storageKey: string };

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...updatedByColumns(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    ...recordedByColumns(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // Files sent with the message, read from storage when it goes out (the sales NF-e's XML and DANFE).
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAtColumn(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.createdAt)],
);

// Failure counters of the throttles (login, site gate, password checks), one fixed window per key,
// in the database so every instance and every restart sees the same counts (http/throttle.ts).
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamptz('window_start').notNull(),
  lastAt: timestamptz('last_at').notNull().defaultNow(),
});
