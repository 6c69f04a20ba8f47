import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Email, Mailer } from '../mail/outbox';
import { emailChangeConfirmEmail, passwordResetEmail, verificationEmail } from './account-emails';

export const MIN_PASSWORD_LENGTH = 6;

/**
 * The client's address as the server's own client-address function found it (socket, or the
 * trusted proxy's header with TRUST_PROXY). auth/routes.ts overwrites any value a client sends, so
 * Better Auth's limiter and session records can never be fed a forged address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-luzdafe-client-address';

/** The kind of link a Better Auth e-mail-verification token carries (its payload is ours, signed with APP_SECRET). */
function verificationRequestType(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { requestType?: unknown };
    return typeof payload.requestType === 'string' ? payload.requestType : undefined;
  } catch {
    return undefined;
  }
}

export function createAuth(config: AppConfig, database: Database, mailer: Mailer) {
  const { db } = database;
  // Into the outbox (kept there if sending fails) and out at once, without making the request wait.
  const sendNow = async (email: Email) => {
    await mailer.enqueue(email);
    void mailer.flush();
  };
  return betterAuth({
    appName: 'Luz da Fé',
    secret: config.appSecret,
    // Links in e-mails (password reset, verification) are built from PUBLIC_URL only: a request's
    // Host or Origin header never reaches them.
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // Outside production any origin the server itself is reached on is trusted (tests pick random
    // ports); the Origin check middleware refuses foreign origins before Better Auth runs.
    trustedOrigins: (request) => {
      const origins = [new URL(config.publicUrl).origin];
      const host = request?.headers.get('host');
      if (host && !config.production) origins.push(`http://${host}`);
      return origins;
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => sendNow(passwordResetEmail(user, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // The same link confirms a new account's address and, second step of an e-mail change
      // (modules/staff/request-email-change.ts), the new address: each gets its own words.
      sendVerificationEmail: ({ user, url, token }) =>
        sendNow(verificationRequestType(token) === 'change-email-verification' ? emailChangeConfirmEmail(user, url) : verificationEmail(user, url)),
    },
    user: {
      additionalFields: {
        // Sign-up can never choose a role: every new account is a customer.
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
        phone: { type: 'string', required: false, defaultValue: '', input: true },
        deletedAt: { type: 'date', required: false, input: false },
        lastLoginAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Sign-in is throttled by failures per address and per account in auth/routes.ts instead:
        // counting every request per address would lock out customers who share one (CGNAT).
        '/sign-in/email': false,
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: config.production,
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const [row] = await db.select({ deletedAt: schema.user.deletedAt }).from(schema.user).where(eq(schema.user.id, session.userId));
            // An anonymised (deleted) account can no longer sign in.
            if (row?.deletedAt) return false;
            return { data: session };
          },
          after: async (session) => {
            await db.update(schema.user).set({ lastLoginAt: new Date() }).where(eq(schema.user.id, session.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
