import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp, type TestClient } from '../support/test-app';
import { type Access, ROUTE_ACCESS } from './route-access';

let clients: Record<'anonymous' | 'customer' | 'staff' | 'admin', TestClient>;
const t = setUpTestApp();
beforeAll(async () => {
  clients = {
    anonymous: await t.as('anonymous'),
    customer: await t.as('customer'),
    staff: await t.as('staff'),
    admin: await t.as('admin'),
  };
});

/** Every concrete API route the app registers (middleware and the auth library's catch-all excluded). */
function registeredRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.startsWith('/api/auth') || r.path.endsWith('*')) continue;
    seen.add(`${r.method} ${r.path}`);
  }
  return [...seen].sort();
}

// Path parameters get a value that parses but names nothing: guards must answer before lookups.
const concrete = (path: string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (/id$/i.test(name) && name !== 'id' ? '999999' : name === 'size' ? 'card' : '999999'));

async function call(client: TestClient, route: string) {
  const [method, path] = route.split(' ');
  return client.request(method, concrete(path), method === 'GET' || method === 'DELETE' ? undefined : {});
}

describe('role × route matrix', () => {
  it('lists every registered route', () => {
    const missing = registeredRoutes().filter((r) => !(r in ROUTE_ACCESS));
    expect(missing, 'routes missing from tests/integration/route-access.ts').toEqual([]);
    const stale = Object.keys(ROUTE_ACCESS).filter((r) => !registeredRoutes().includes(r));
    expect(stale, 'entries for routes that no longer exist').toEqual([]);
  });

  // Each row: who calls, the routes they may not use (by access rule), and the answer they must get.
  const refusals: { title: string; who: keyof typeof clients; on: Access[]; status: number }[] = [
    { title: 'answers 401 to visitors on every route that needs an account', who: 'anonymous', on: ['user', 'customer', 'staff', 'admin'], status: 401 },
    { title: 'answers 403 to customers on staff and admin routes', who: 'customer', on: ['staff', 'admin'], status: 403 },
    { title: 'answers 403 to staff on admin-only and customer-only routes', who: 'staff', on: ['admin', 'customer'], status: 403 },
  ];
  for (const { title, who, on, status } of refusals) {
    it(title, async () => {
      const wrong: string[] = [];
      for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
        if (!on.includes(access)) continue;
        const res = await call(clients[who], route);
        if (res.status !== status) wrong.push(`${route} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('lets each allowed role past the guard (never 401/403, never 500)', async () => {
    const wrong: string[] = [];
    const allowed: Record<string, (keyof typeof clients)[]> = {
      public: ['anonymous'],
      gate: ['anonymous'],
      user: ['customer', 'staff'],
      customer: ['customer'],
      staff: ['staff', 'admin'],
      admin: ['admin'],
    };
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      for (const who of allowed[access]) {
        const res = await call(clients[who], route);
        if (res.status === 401 || res.status === 403 || res.status >= 500) wrong.push(`${who} ${route} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps storefront data (and product pictures, which name products) closed without the gate pass', async () => {
    const wrong: string[] = [];
    const noPass = t.client();
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      if (!route.split(' ')[1].startsWith('/api/store/') && access !== 'gate') continue;
      const res = await call(noPass, route);
      if (res.status !== 403 || res.body?.error?.code !== 'SITE_LOCKED') wrong.push(`${route} → ${res.status} (${access})`);
    }
    expect(wrong).toEqual([]);
  });
});
