import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '@/server/db/schema';
import { newCustomer } from '../support/app-fixtures';
import { setUpTestApp } from '../support/test-app';

const t = setUpTestApp();

// create-auth.ts: sessions last 30 days and are extended once a day.
const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRES_IN_MS = 30 * DAY_MS;

async function sessionOf(userId: string) {
  const [row] = await t.ctx.database.db.select().from(session).where(eq(session.userId, userId));
  return row;
}

const setExpiry = (userId: string, at: Date) => t.ctx.database.db.update(session).set({ expiresAt: at }).where(eq(session.userId, userId));

describe('session of a request (decision 034)', () => {
  it('knows a signed-in user with one statement', async () => {
    const { client, user: me } = await newCustomer(t, 'sessao');
    const before = t.ctx.database.queryCount();
    const res = await client.get('/api/me');
    expect(t.ctx.database.queryCount() - before).toBe(1);
    expect(res.body.user).toEqual(me);
  });

  it('refuses a session cookie whose signature or token was changed', async () => {
    const { client } = await newCustomer(t, 'forjada');
    const genuine = client.cookies.get('better-auth.session_token')!;
    const [token, signature] = decodeURIComponent(genuine).split('.');
    // The signature's last character before '=' changed (it carries 4 bits: 'A' 1 time in 16, so never 'A' for 'A').
    const last = signature!.at(-2) === 'A' ? 'E' : 'A';
    client.cookies.set('better-auth.session_token', encodeURIComponent(`${token}.${signature!.slice(0, -2)}${last}=`));
    expect((await client.get('/api/me')).body.user).toBeNull();
    client.cookies.set('better-auth.session_token', encodeURIComponent(`${token}x.${signature}`));
    expect((await client.get('/api/me')).body.user).toBeNull();
    client.cookies.set('better-auth.session_token', genuine);
    expect((await client.get('/api/me')).body.user).not.toBeNull();
  });

  it('ends with sign-out and with the account deleted', async () => {
    const signedOut = await newCustomer(t, 'saiu');
    const cookie = signedOut.client.cookies.get('better-auth.session_token')!;
    await signedOut.client.post('/api/auth/sign-out');
    signedOut.client.cookies.set('better-auth.session_token', cookie);
    expect((await signedOut.client.get('/api/me')).body.user).toBeNull();

    const deleted = await newCustomer(t, 'apagada');
    await t.ctx.database.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, deleted.user.id));
    expect((await deleted.client.get('/api/me')).body.user).toBeNull();
    expect((await deleted.client.get('/api/store/orders')).status).toBe(401);
  });

  it('leaves an expired session to Better Auth, which refuses and deletes it', async () => {
    const { client, user: me } = await newCustomer(t, 'expirada');
    await setExpiry(me.id, new Date(Date.now() - 1000));
    expect((await client.get('/api/me')).body.user).toBeNull();
    expect(await sessionOf(me.id)).toBeUndefined();
  });

  it('leaves a session due for its daily extension to Better Auth, which extends it', async () => {
    const { client, user: me } = await newCustomer(t, 'renovada');
    // Created a little over a day ago: due.
    const due = new Date(Date.now() + EXPIRES_IN_MS - DAY_MS - 60_000);
    await setExpiry(me.id, due);
    expect((await client.get('/api/me')).body.user).toEqual(me);
    expect((await sessionOf(me.id))!.expiresAt.getTime()).toBeGreaterThan(Date.now() + EXPIRES_IN_MS - 60_000);
    // Created a little under a day ago: read as it is, nothing written.
    const notDue = new Date(Date.now() + EXPIRES_IN_MS - DAY_MS + 60_000);
    await setExpiry(me.id, notDue);
    expect((await client.get('/api/me')).body.user).toEqual(me);
    expect((await sessionOf(me.id))!.expiresAt.getTime()).toBe(notDue.getTime());
  });
});
