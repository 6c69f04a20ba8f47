// Feature walls (issue 35, decision 058): a feature is a folder under src/server/modules,
// src/web/admin or src/web/store. Code outside a feature may import only its public entry
// (`<feature>/index.ts`), and no two features may import each other in a cycle. Run by
// `npm run check`; prints each offending import and exits 1 on any. There is no ratchet left:
// scripts/boundaries-baseline.json, the list of the walls that existed when the check came, was
// emptied by issue 35 and must stay `[]` (an entry in it fails the check).
// To use another feature's piece, export it from that feature's index.ts (docs/DEVELOPING.md, 'Feature walls').
//
// One exception, LAZY_ROUTE_TABLES: the route table's lazy pages. `import('./store/cart/cart-page')`
// in src/web/router.tsx names the page's own module so the bundler makes the page a chunk of its own.
// Through the feature's index.ts it could not: an index is in the storefront's main bundle as soon
// as a page of that bundle imports it (the cart's is, for the header's count), and rolldown puts into
// that bundle every module the index re-exports — a lazy page with it. So a dynamic import() from the
// route table may name a page inside a feature; its static imports follow the rule.
import fs from 'node:fs';
import path from 'node:path';

// --root <dir> checks another tree (the check's own test builds small ones).
const rootAt = process.argv.indexOf('--root');
const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1]) : path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const src = path.join(root, 'src');
const FEATURE_ROOTS = ['server/modules', 'web/admin', 'web/store'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const baselinePath = path.join(root, 'scripts/boundaries-baseline.json');
const LAZY_ROUTE_TABLES = new Set(['web/router.tsx']); // files under src/ (see the comment above)

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** 'server/modules/orders' for a file inside that feature; null outside every feature. */
function featureOf(file) {
  const rel = path.relative(src, file).split(path.sep).join('/');
  for (const base of FEATURE_ROOTS) {
    if (rel.startsWith(`${base}/`)) {
      const rest = rel.slice(base.length + 1);
      if (!rest.includes('/')) return null; // a file directly in the root (admin-routes.tsx): the wiring, not a feature
      return `${base}/${rest.split('/')[0]}`;
    }
  }
  return null;
}

function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(src, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const rel = (f) => path.relative(root, f).split(path.sep).join('/');

const violations = new Set();
const edges = new Map(); // feature → Set(feature)
for (const file of walk(src)) {
  const text = fs.readFileSync(file, 'utf8');
  const from = featureOf(file);
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1] ?? m[2]);
    if (!target) continue;
    const to = featureOf(target);
    if (!to || to === from) continue;
    if (m[2] !== undefined && LAZY_ROUTE_TABLES.has(path.relative(src, file).split(path.sep).join('/'))) continue;
    if (from) {
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
    const entry = /\/index\.tsx?$/.test(target) && path.dirname(target) === path.join(src, to);
    if (!entry) violations.add(`${rel(file)} -> ${rel(target)}`);
  }
}

// Cycles between features (Tarjan's strongly connected components).
const cycles = [];
{
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) cycles.push(`cycle: ${scc.sort().join(' <-> ')}`);
    }
  };
  for (const v of [...edges.keys()].sort()) if (!idx.has(v)) visit(v);
}

const found = [...[...violations].sort(), ...cycles.sort()];
for (const v of found)
  console.error(
    `boundaries: ${v}\n  import another feature only through its index.ts: export the piece there (docs/DEVELOPING.md, 'Feature walls'); no cycles between features`,
  );
const baseline = fs.existsSync(baselinePath) ? JSON.parse(fs.readFileSync(baselinePath, 'utf8')) : [];
if (baseline.length) console.error('boundaries: scripts/boundaries-baseline.json must stay [] — the ratchet closed with issue 35; fix the import instead');
if (found.length || baseline.length) process.exit(1);
console.log('boundaries: every import of another feature goes through its index.ts, and no features import each other in a cycle');
