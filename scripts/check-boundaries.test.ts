import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'check-boundaries.mjs');
let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** A small tree of files (path → source) checked with an empty ratchet; the exit code and what it printed. */
function check(files: Record<string, string>): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walls-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const r = spawnSync(process.execPath, [script, '--root', dir], { encoding: 'utf8' });
  return { status: r.status, output: r.stdout + r.stderr };
}

describe('check-boundaries', () => {
  it('lets a feature import another through its index.ts', () => {
    const r = check({
      'src/server/modules/orders/place-order.ts': "import { pay } from '../payments';\nexport const place = pay;\n",
      'src/server/modules/payments/index.ts': "export { pay } from './pay';\n",
      'src/server/modules/payments/pay.ts': 'export const pay = 1;\n',
    });
    expect(r.output).toContain('goes through its index.ts');
    expect(r.status).toBe(0);
  });

  it('refuses an import of another feature’s inner file, relative or by alias', () => {
    const r = check({
      'src/web/admin/orders/page.tsx': "import { Badge } from '@/web/admin/fiscal/badge';\nexport const x = Badge;\n",
      'src/web/admin/fiscal/badge.tsx': 'export const Badge = 1;\n',
      'src/server/http/guards.ts': "import { x } from '../modules/users/x';\nexport const y = x;\n",
      'src/server/modules/users/x.ts': 'export const x = 1;\n',
    });
    expect(r.status).toBe(1);
    expect(r.output).toContain('src/web/admin/orders/page.tsx -> src/web/admin/fiscal/badge.tsx');
    expect(r.output).toContain('src/server/http/guards.ts -> src/server/modules/users/x.ts');
  });

  it('lets only the route table name a lazy page inside a feature, and only by import()', () => {
    const page = { 'src/web/store/cart/cart-page.tsx': 'export default 1;\n' };
    const lazy = check({ ...page, 'src/web/router.tsx': "export const load = () => import('./store/cart/cart-page');\n" });
    expect(lazy.status).toBe(0);
    const elsewhere = check({ ...page, 'src/web/main.tsx': "export const load = () => import('./store/cart/cart-page');\n" });
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.output).toContain('src/web/main.tsx -> src/web/store/cart/cart-page.tsx');
    const staticImport = check({ ...page, 'src/web/router.tsx': "import CartPage from './store/cart/cart-page';\nexport const p = CartPage;\n" });
    expect(staticImport.status).toBe(1);
  });

  it('refuses an entry in the closed ratchet', () => {
    const r = check({ 'src/a.ts': 'export const a = 1;\n', 'scripts/boundaries-baseline.json': '["src/a.ts -> src/server/modules/x/y.ts"]\n' });
    expect(r.status).toBe(1);
    expect(r.output).toContain('must stay []');
  });

  it('refuses a cycle between features even through their entries', () => {
    const r = check({
      'src/server/modules/orders/index.ts': "import { pay } from '../payments';\nexport const order = pay;\n",
      'src/server/modules/payments/index.ts': "import { order } from '../orders';\nexport const pay = order;\n",
    });
    expect(r.status).toBe(1);
    expect(r.output).toContain('cycle: server/modules/orders <-> server/modules/payments');
  });
});
