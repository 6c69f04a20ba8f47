import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumns, timestamptz, updatedAtColumn } from './columns';

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
    lastLoginAt: timestamptz('last_login_at'),
    // Set when a customer deletes the account: the row stays (orders reference it) but is anonymised.
    deletedAt: timestamptz('deleted_at'),
    ...timestampColumns(),
  },
  (t) => [index('user_role_idx').on(t.role)],
);

/** user_id of a row that belongs to an account; `onDelete` is what removing the account does to it. */
export const requiredUserId = (onDelete: 'cascade' | 'restrict') =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete });

/** An account a row mentions (who paid, approved, changed it…): null once the account is removed. */
export const userRef = (name: string) => text(name).references(() => user.id, { onDelete: 'set null' });

/** Who changed a settings-like row last, and when. */
export const updatedByColumns = () => ({
  updatedById: userRef('updated_by_id'),
  updatedAt: updatedAtColumn(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
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
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
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
    expiresAt: timestamptz('expires_at').notNull(),
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
