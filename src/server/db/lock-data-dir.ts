import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { StartupError } from '../startup-error';

type Holder = { pid: number; host: string; startedAt: string };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null;
  }
}

/**
 * The embedded database (PGlite) is one process's files: two servers on the same DATA_DIR would
 * both write them and lose data. The first takes a lock (released on exit, stale after a crash);
 * a second refuses to start, naming the directory and the process that holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'servidor.lock');
  const holderFile = path.join(dataDir, 'servidor.pid.json');
  const options = {
    lockfilePath: lockPath,
    realpath: false,
    retries: 0,
    stale: 30_000,
    update: 10_000,
    onCompromised: (err: Error) => {
      // Another process took the directory over (this one stalled past the stale time): writing on
      // would corrupt its data, so stop at once.
      console.error(`O bloqueio do diretório de dados ${dataDir} foi perdido (${err.message}). Encerrando para não corromper o banco.`);
      process.exit(1);
    },
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const holder = readHolder(holderFile);
    const sameHost = holder?.host === os.hostname();
    // A holder that crashed on this machine left a lock younger than the stale time: take it over.
    if (holder && sameHost && !isAlive(holder.pid)) {
      fs.rmSync(lockPath, { recursive: true, force: true });
      release = await lockfile.lock(dataDir, options);
    } else {
      const who = holder ? `pelo processo ${holder.pid} em ${holder.host} (iniciado em ${holder.startedAt})` : 'por outro processo';
      throw new StartupError(
        `O diretório de dados ${dataDir} já está em uso ${who}. Só um servidor pode abrir o banco embutido de cada vez: pare o outro processo, use outro DATA_DIR ou um PostgreSQL com DATABASE_URL.`,
      );
    }
  }
  const holder: Holder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  fs.writeFileSync(holderFile, JSON.stringify(holder));
  return async () => {
    fs.rmSync(holderFile, { force: true });
    await release().catch(() => {});
  };
}
