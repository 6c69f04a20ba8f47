import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestampColumns } from './columns';

// Tables Better Auth reads and writes; property names are the ones its drizzle adapter expects.
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('customer'),
    phone: text('phone').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // Set when a customer deletes the account: the row stays (orders reference it) but is anonymised.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [index('user_role_idx').on(t.role)],
);

/** user_id of a row that belongs to an account; `onDelete` is what removing the account does to it. */
export const requiredUserId = (onDelete: 'cascade' | 'restrict') =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete });

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...timestampColumns(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: requiredUserId('cascade'),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: requiredUserId('cascade'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestampColumns(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestampColumns(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// Better Auth's own rate limiter, kept in the database so several instances share it.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
