import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the storefront's first screen (main.tsx and everything it imports without `import()`) loads
// on every visit (decision 079): no back-office code, and no full zod — a schema it runs is written
// in zod/mini. The bench measures the bytes; this names the import that brought them back.
const SRC = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  if (/\.(css|svg|png|jpe?g|webp)$/.test(base)) return null;
  for (const ext of ['', ...EXTENSIONS]) if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile()) return base + ext;
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** Value imports (and re-exports) of a module; `import type` / `export type` load nothing. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) specs.push(m[1]!);
  return specs;
}

function firstScreenGraph() {
  const modules = new Map<string, string[]>();
  const queue = [path.join(SRC, 'web/main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    const specs = staticImports(file);
    modules.set(file, specs);
    for (const spec of specs) {
      const local = resolveLocal(file, spec);
      if (local) queue.push(local);
    }
  }
  return modules;
}

describe('the storefront first screen’s imports', () => {
  const graph = firstScreenGraph();
  const rel = (f: string) => path.relative(SRC, f);

  it('reach the catalogue pages (the walk follows the app)', () => {
    expect([...graph.keys()].map(rel)).toEqual(expect.arrayContaining(['web/store/catalog/product-list-page.tsx', 'domain/schemas/product-list-query.ts']));
  });

  it('never reach the back-office', () => {
    expect([...graph.keys()].map(rel).filter((f) => f.startsWith('web/admin/'))).toEqual([]);
  });

  it('use zod only through zod/mini', () => {
    const fullZod = [...graph].flatMap(([file, specs]) =>
      specs.filter((s) => s === 'zod' || s.startsWith('zod/locales') || s === 'zod/v4').map((s) => `${rel(file)} → ${s}`),
    );
    expect(fullZod).toEqual([]);
  });
});
