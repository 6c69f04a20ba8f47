import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Servers shared by a worker's files outlive the files (server.ts): each one leaves its pid here,
 * and this teardown — in vitest's main process, after every worker — stops whatever is left, so no
 * server survives the run.
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-e2e-servers-'));
  process.env.E2E_SERVER_PIDS_DIR = dir;
  return () => {
    for (const file of fs.readdirSync(dir)) {
      try {
        process.kill(Number(file), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
