import { describe, expect, it } from 'vitest';
import { accountWaitSeconds } from '@/server/auth/login-throttle';
import { setUpTestApp, type TestApp, type TestClient } from '../support/test-app';

// Throttles count failures only, per client address (the socket's, or the trusted proxy's with
// TRUST_PROXY) and per account, in the database. Each suite gets its own app: limits are config.
const ADMIN = 'admin@luzdafe.test';

function from(t: TestApp, address: string): TestClient {
  const c = t.client();
  c.address = address;
  return c;
}

const signIn = (c: TestClient, email: string, password: string, headers: Record<string, string> = {}) =>
  c.post('/api/auth/sign-in/email', { email, password }, headers);

describe('without TRUST_PROXY', () => {
  const t = setUpTestApp({ env: { GATE_RATE_LIMIT: '10', AUTH_RATE_LIMIT: 'on' } });

  it('lets 25 visitors behind one carrier address (CGNAT) through the gate', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await from(t, '100.64.0.1').post('/api/gate/unlock', { password: 'luzdafe' })).status);
    expect(statuses).toEqual(Array(25).fill(200));
  });

  it('stops wrong gate passwords from one address after 10, whatever X-Forwarded-For says, and spares other addresses', async () => {
    const attacker = from(t, '198.51.100.10');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await attacker.post('/api/gate/unlock', { password: 'errada' }, { 'x-forwarded-for': `203.0.113.${i}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await attacker.post('/api/gate/unlock', { password: 'luzdafe' }, { 'x-forwarded-for': '203.0.113.99' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe('Muitas tentativas. Aguarde um minuto e tente novamente.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from(t, '198.51.100.11').post('/api/gate/unlock', { password: 'luzdafe' })).status).toBe(200);
  });

  it('lets the admin sign in while someone else fails ten times on the admin account', async () => {
    const attacker = from(t, '198.51.100.20');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(attacker, ADMIN, `errada-${i}`, { 'x-forwarded-for': `203.0.113.${i}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const refused = await signIn(attacker, ADMIN, 'demo1234');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toContain('Muitas tentativas de login a partir deste endereço');
    // The real owner, from their own address, is not affected.
    expect((await signIn(from(t, '198.51.100.21'), ADMIN, 'demo1234')).status).toBe(200);
  });

  it('never counts successful sign-ins', async () => {
    const office = from(t, '198.51.100.30');
    for (let i = 0; i < 15; i++) expect((await signIn(office, 'funcionario@luzdafe.test', 'demo1234')).status).toBe(200);
  });

  it('slows an account guessed from many addresses down, and a password reset lifts it', async () => {
    const email = 'cliente@luzdafe.test';
    for (let i = 0; i < 20; i++) expect((await signIn(from(t, `192.0.2.${i}`), email, 'errada')).status).toBe(401);
    const slowed = await signIn(from(t, '192.0.2.200'), email, 'demo1234');
    expect(slowed.status).toBe(429);
    expect(slowed.body.error.message).toContain('Muitas tentativas de login nesta conta');
    expect(slowed.body.error.message).toContain('Esqueci minha senha');
    // The owner is never locked out of a reset.
    const owner = from(t, '192.0.2.201');
    expect((await owner.post('/api/auth/request-password-reset', { email, redirectTo: '/loja/redefinir-senha' })).status).toBe(200);
    const mail = (await t.ctx.database.db.query.outbox.findMany()).filter((m) => m.kind === 'password-reset' && m.to === email).at(-1);
    const token = mail!.text.match(/reset-password\/([^?\s]+)/)![1];
    expect((await owner.post('/api/auth/reset-password', { token, newPassword: 'nova-senha-1' })).status).toBe(200);
    expect((await signIn(owner, email, 'nova-senha-1')).status).toBe(200);
  });
});

describe('with TRUST_PROXY=1', () => {
  const t = setUpTestApp({ env: { TRUST_PROXY: '1', GATE_RATE_LIMIT: '3' } });

  it('reads the address the proxy appended (rightmost), never the ones the client wrote', async () => {
    const proxy = from(t, '10.0.0.2');
    for (let i = 0; i < 3; i++) {
      expect((await proxy.post('/api/gate/unlock', { password: 'errada' }, { 'x-forwarded-for': `1.1.1.${i}, 203.0.113.50` })).status).toBe(401);
    }
    expect((await proxy.post('/api/gate/unlock', { password: 'luzdafe' }, { 'x-forwarded-for': 'forjado, 203.0.113.50' })).status).toBe(429);
    expect((await proxy.post('/api/gate/unlock', { password: 'luzdafe' }, { 'x-forwarded-for': '203.0.113.50, 203.0.113.51' })).status).toBe(200);
  });
});

describe('account slow-down', () => {
  it('waits nothing before 20 failures, then 30 s doubling up to 15 minutes after the last one', () => {
    const last = new Date('2026-11-24T12:00:00Z');
    expect(accountWaitSeconds(19, last, last)).toBe(0);
    expect(accountWaitSeconds(20, last, last)).toBe(30);
    expect(accountWaitSeconds(21, last, new Date(last.getTime() + 10_000))).toBe(50);
    expect(accountWaitSeconds(40, last, last)).toBe(900);
    expect(accountWaitSeconds(20, last, new Date(last.getTime() + 31_000))).toBe(0);
  });
});
