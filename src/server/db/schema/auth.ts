import { bigint, boolean, index, integer, type PgColumnBuilderBase, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestampColumns, timestamptz, updatedAtColumn } from './columns';

/**
 * What every table Better Auth writes has besides its own columns: the id Better Auth makes itself
 * (text), and when the row was written and last changed.
 */
const betterAuthColumns = <T extends Record<string, PgColumnBuilderBase>>(columns: T) => ({
  id: text('id').primaryKey(),
  ...columns,
  ...timestampColumns(),
});

// Tables Better Auth reads and writes; property names are the ones its drizzle adapter expects.
export const user = pgTable(
  'user',
  betterAuthColumns({
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('customer'),
    phone: text('phone').notNull().default(''),
    lastLoginAt: timestamptz('last_login_at'),
    // Set when a customer deletes the account: the row stays (orders reference it) but is anonymised.
    deletedAt: timestamptz('deleted_at'),
  }),
  (t) => [index('user_role_idx').on(t.role)],
);

/** user_id of a row that belongs to an account; `onDelete` is what removing the account does to it. */
export const requiredUserId = (onDelete: 'cascade' | 'restrict') =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete });

/** An account a row mentions (who paid, approved, changed it…): null once the account is removed. */
export const userRef = (name: string) => text(name).references(() => user.id, { onDelete: 'set null' });

/** Who did what a row records (a status move, an audited change), the name the account had then, and when. */
export const recordedByColumns = () => ({
  userId: userRef('user_id'),
  userName: text('user_name').notNull().default(''),
  createdAt: createdAtColumn(),
});

/** Who changed a settings-like row last, and when. */
export const updatedByColumns = () => ({
  updatedById: userRef('updated_by_id'),
  updatedAt: updatedAtColumn(),
});

export const session = pgTable(
  'session',
  betterAuthColumns({
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: requiredUserId('cascade'),
  }),
  (t) => [index('session_user_idx').on(t.userId)],
);

/** What a social provider gave at sign-in (OAuth 2 / OpenID tokens); empty on password accounts. */
const oauthTokenColumns = () => ({
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamptz('access_token_expires_at'),
  refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
  scope: text('scope'),
});

export const account = pgTable(
  'account',
  betterAuthColumns({
    userId: requiredUserId('cascade'),
    // How the user signs in: provider 'credential' (a password) or a social provider, and the user's id there.
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    ...oauthTokenColumns(),
    password: text('password'),
  }),
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  betterAuthColumns({
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  }),
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// Better Auth's own rate limiter, kept in the database so several instances share it.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
