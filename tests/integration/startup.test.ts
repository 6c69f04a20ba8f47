import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '@/server/db/lock-data-dir';
import { lockLeftoverDemoAccounts } from '@/server/db/lock-demo-accounts';
import { dbKind } from '../support/databases';
import { createTestApp } from '../support/test-app';

// How the server starts and refuses to: the embedded database's lock, the demo banner, and a
// PostgreSQL server that cannot be reached.
const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-start-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Starts `npm start`'s server on a free port and resolves with its output once it listens (or exits). */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: string; exitCode: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: '0', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve) => {
    const onData = (d: Buffer) => {
      output += d;
      if (output.includes('Luz da Fé em http')) resolve({ child, output, exitCode: null });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => resolve({ child, output, exitCode: code }));
  });
}

// These start real processes on the embedded database: once per run is enough.
describe.skipIf(dbKind === 'postgres')('embedded database lock', () => {
  it('refuses a second holder of DATA_DIR, naming the directory and the process, until the first lets go', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} já está em uso pelo processo ${process.pid}`));
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over the lock of a process that crashed', async () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.mkdirSync(path.join(dir, 'servidor.lock'));
    fs.writeFileSync(
      path.join(dir, 'servidor.pid.json'),
      JSON.stringify({ pid: Number(dead.stdout), host: os.hostname(), startedAt: new Date().toISOString() }),
    );
    const release = await lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'servidor.pid.json'), 'utf8')).pid).toBe(process.pid);
    await release();
  });

  it('lets a second `npm start` on the same DATA_DIR exit with a pt-BR message while the first keeps running', async () => {
    const dir = tempDir();
    // Without the demo (no seeding) the first server is up in a few seconds.
    const shop = { DEMO: '0', APP_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres', SITE_ACCESS_PASSWORD: 'portao' };
    const first = await startServer({ DATA_DIR: dir, ...shop });
    expect(first.exitCode).toBeNull();
    expect(first.output).not.toContain('MODO DE DEMONSTRAÇÃO');
    const second = await startServer({ DATA_DIR: dir, ...shop });
    expect(second.exitCode).toBe(1);
    expect(second.output).toContain(`O diretório de dados ${dir} já está em uso pelo processo ${first.child.pid}`);
    expect(first.child.exitCode).toBeNull();
  });
});

describe.skipIf(dbKind === 'postgres')('PostgreSQL that cannot be reached', () => {
  it('retries, then exits with a pt-BR message instead of a stack trace', async () => {
    const result = await startServer({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://luz:segredo@127.0.0.1:1/loja', DB_CONNECT_ATTEMPTS: '2' });
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('Não foi possível conectar ao PostgreSQL em postgres://luz:***@127.0.0.1:1/loja depois de 2 tentativas');
    expect(result.output).not.toContain('segredo');
    expect(result.output).not.toMatch(/\n\s+at /);
  });
});

describe('leaving the demo', () => {
  it('locks every demo account that still opens with the public password, and ends its sessions', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.as('admin');
      expect((await admin.get('/api/me')).body.user?.email).toBe('admin@luzdafe.test');
      expect((await lockLeftoverDemoAccounts(t.ctx)).sort()).toEqual([
        'admin@luzdafe.test',
        'cliente@luzdafe.test',
        'funcionario@luzdafe.test',
        'loja@luzdafe.test',
      ]);
      expect((await admin.get('/api/me')).body.user).toBeNull();
      expect((await t.client().post('/api/auth/sign-in/email', { email: 'admin@luzdafe.test', password: 'demo1234' })).status).toBe(401);
      // Run again, nothing is left to lock.
      expect(await lockLeftoverDemoAccounts(t.ctx)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
