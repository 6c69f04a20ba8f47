import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dbKind } from '../support/databases';
import { setUpTestApp } from '../support/test-app';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-production-secret-of-at-least-32-characters',
  SITE_ACCESS_PASSWORD: 'portao-secreto',
  ADMIN_EMAIL: 'Dona@LuzDaFe.com.br',
  ADMIN_PASSWORD: 'senha-forte-da-dona',
  PUBLIC_URL: 'https://loja.luzdafe.com.br',
  // These suites test the shop itself, not its providers: the sandboxes are chosen on purpose.
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: '1',
  ALLOW_SANDBOX_INVOICES_IN_PRODUCTION: '1',
};
const ORIGIN = { origin: PRODUCTION_ENV.PUBLIC_URL };

const t = setUpTestApp({ demo: false, env: PRODUCTION_ENV });

const cookieLine = (headers: Headers, name: RegExp) => headers.getSetCookie().find((l) => name.test(l.split('=')[0]!));

describe('production mode', () => {
  it('gives the gate pass as a Secure, httpOnly, SameSite cookie', async () => {
    const c = t.client();
    const res = await c.post('/api/gate/unlock', { password: 'portao-secreto' }, ORIGIN);
    expect(res.status).toBe(200);
    const line = cookieLine(res.headers, /^ldf_gate$/);
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
  });

  it('uses the configured gate password, not the demo one', async () => {
    const res = await t.client().post('/api/gate/unlock', { password: 'luzdafe' }, ORIGIN);
    expect(res.status).toBe(401);
  });

  it('creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD and signs in with a Secure session cookie', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/sign-in/email', { email: 'dona@luzdafe.com.br', password: 'senha-forte-da-dona' }, ORIGIN);
    expect(res.status).toBe(200);
    const line = cookieLine(res.headers, /session_token$/);
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    const me = await c.get('/api/me');
    expect(me.body.user).toMatchObject({ email: 'dona@luzdafe.com.br', role: 'admin' });
  });

  it('seeds no demo accounts', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', { email: 'admin@luzdafe.test', password: 'demo1234' }, ORIGIN);
    expect(res.status).toBe(401);
  });

  it('builds password-reset links from PUBLIC_URL, whatever Host the request names', async () => {
    const c = t.client();
    const res = await c.post(
      '/api/auth/request-password-reset',
      { email: 'dona@luzdafe.com.br', redirectTo: '/loja/redefinir-senha' },
      { ...ORIGIN, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(res.status).toBe(200);
    const mails = (await t.ctx.database.db.query.outbox.findMany()).filter((m) => m.kind === 'password-reset');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('evil.example');
    expect(mails[0]!.text).toMatch(/https:\/\/loja\.luzdafe\.com\.br\/api\/auth\/reset-password\/\S+/);
  });

  it('refuses writes from a foreign origin', async () => {
    const res = await t.client().post('/api/gate/unlock', { password: 'portao-secreto' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

/** Runs `npm start`'s server in production with `env`, until it exits or says it listens. */
function startProduction(env: Record<string, string>): Promise<{ output: string; exitCode: number | null; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-config-'));
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: '0', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve) => {
    const done = (exitCode: number | null) => resolve({ output, exitCode, dataDir });
    const onData = (d: Buffer) => {
      output += d;
      if (output.includes('Luz da Fé em http')) {
        child.kill('SIGKILL');
        done(null);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => done(code));
  });
}

// These start real processes on the embedded database (no DATABASE_URL): once per run is enough.
describe.skipIf(dbKind === 'postgres')('production start and the sandbox providers', () => {
  const { ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: _p, ALLOW_SANDBOX_INVOICES_IN_PRODUCTION: _f, ...README_ENV } = PRODUCTION_ENV;

  it('the production start refuses the sandbox: the README variables alone do not start a shop that takes test cards', async () => {
    const r = await startProduction(README_ENV);
    try {
      expect(r.exitCode).toBe(1);
      expect(r.output).toContain('ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION');
      expect(r.output).toContain('ALLOW_SANDBOX_INVOICES_IN_PRODUCTION');
      // It stopped before opening a database.
      expect(fs.readdirSync(r.dataDir)).toEqual([]);
    } finally {
      fs.rmSync(r.dataDir, { recursive: true, force: true });
    }
  });

  it('starts with the sandboxes explicitly allowed, naming the live providers in one line', async () => {
    const r = await startProduction(PRODUCTION_ENV);
    try {
      expect(r.exitCode).toBeNull();
      const line = r.output.split('\n').find((l) => l.includes('Provedores:'));
      expect(line).toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ payments: 'sandbox', fiscal: 'sandbox' });
      expect(line).toContain('pagamentos=sandbox (teste, não cobra), notas fiscais=sandbox (teste, sem valor fiscal), entregas=sandbox (etiquetas de teste)');
    } finally {
      fs.rmSync(r.dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(dbKind === 'postgres')('production start without configuration', () => {
  it('exits with a message naming what is missing', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-config-'));
    try {
      const root = path.resolve(import.meta.dirname, '../..');
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', APP_SECRET: 'curta' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('APP_SECRET');
      expect(r.stderr).toContain('PUBLIC_URL');
      expect(r.stderr).toContain('SITE_ACCESS_PASSWORD');
      expect(r.stderr).toContain('ADMIN_EMAIL');
      // It stopped before opening a database.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
