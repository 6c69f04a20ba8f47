import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, EDITABLE_JOB_TITLES, noPermissionMessage, PERMISSIONS, type Permission } from '@/domain/permissions';
import { signedInStaff } from '../support/app-fixtures';
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

const isPermission = (access: Access): access is Permission => (PERMISSIONS as readonly string[]).includes(access);

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
const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (name === 'size' ? 'card' : '999999'));

async function call(client: TestClient, route: string) {
  const [method, path] = route.split(' ');
  return client.request(method, concrete(path), method === 'GET' || method === 'DELETE' ? undefined : {});
}

const routesWith = (permission: Permission) =>
  Object.entries(ROUTE_ACCESS)
    .filter(([, access]) => access === permission)
    .map(([route]) => route);

describe('permission × route matrix', () => {
  it('lists every registered route', () => {
    const missing = registeredRoutes().filter((r) => !(r in ROUTE_ACCESS));
    expect(missing, 'routes missing from tests/integration/route-access.ts').toEqual([]);
    const stale = Object.keys(ROUTE_ACCESS).filter((r) => !registeredRoutes().includes(r));
    expect(stale, 'entries for routes that no longer exist').toEqual([]);
  });

  it('gives every back-office route a permission, and every permission a route', () => {
    const adminRoutes = Object.entries(ROUTE_ACCESS).filter(([route]) => route.split(' ')[1].startsWith('/api/admin/'));
    expect(adminRoutes.filter(([, access]) => !isPermission(access)).map(([route]) => route)).toEqual([]);
    // Approving a divergence is checked on the supervisor who types their password, not on the caller.
    const checkedInside: Permission[] = ['receiving.approve'];
    expect(PERMISSIONS.filter((p) => routesWith(p).length === 0 && !checkedInside.includes(p))).toEqual([]);
  });

  // Each row: who calls, the routes they may not use (by access rule), and the answer they must get.
  const refusals: { title: string; who: keyof typeof clients; on: (access: Access) => boolean; status: number }[] = [
    {
      title: 'answers 401 to visitors on every route that needs an account',
      who: 'anonymous',
      on: (a) => a === 'user' || a === 'customer' || isPermission(a),
      status: 401,
    },
    { title: 'answers 403 to customers on every back-office route', who: 'customer', on: isPermission, status: 403 },
    { title: 'answers 403 to staff and admins on customer-only routes', who: 'staff', on: (a) => a === 'customer', status: 403 },
    { title: 'answers 403 to admins on customer-only routes', who: 'admin', on: (a) => a === 'customer', status: 403 },
  ];
  for (const { title, who, on, status } of refusals) {
    it(title, async () => {
      const wrong: string[] = [];
      for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
        if (!on(access)) continue;
        const res = await call(clients[who], route);
        if (res.status !== status) wrong.push(`${route} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  const SIGNATURE_GUARDED = new Set([
    'POST /api/payments/mercadopago/webhook',
    'POST /api/fiscal/webhooks/focusnfe',
    'POST /api/shipping/webhooks/melhorenvio',
  ]);

  it('lets visitors, customers and the administrator past the guards of their routes (never 401/403, never 500)', async () => {
    const wrong: string[] = [];
    const allowed: Record<string, (keyof typeof clients)[]> = {
      public: ['anonymous'],
      gate: ['anonymous'],
      user: ['customer', 'staff'],
      customer: ['customer'],
    };
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      for (const who of isPermission(access) ? (['admin'] as const) : allowed[access]) {
        const res = await call(clients[who], route);
        // A provider's notification route is guarded by its signature, not a session: an unsigned call is a 401 (its own tests sign).
        const refused = res.status === 403 || (res.status === 401 && !SIGNATURE_GUARDED.has(route));
        if (refused || res.status >= 500) wrong.push(`${who} ${route} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Generated from the domain data: for each permission, one job title holds only it and another
  // everything but it (set through the Permissões matrix, as an administrator would).
  it('opens each back-office route to a job title holding only its permission, and refuses it to one holding all the others', async () => {
    const only = await signedInStaff(t, clients.admin, 'Funcionário');
    const allBut = await signedInStaff(t, clients.admin, 'Almoxarife');
    const wrong: string[] = [];
    try {
      for (const permission of PERMISSIONS) {
        const matrix = Object.fromEntries(EDITABLE_JOB_TITLES.map((title) => [title, []])) as Record<string, Permission[]>;
        matrix.Funcionário = [permission];
        matrix.Almoxarife = PERMISSIONS.filter((p) => p !== permission);
        const saved = await clients.admin.put('/api/admin/permissions', { matrix });
        expect(saved.status).toBe(200);
        for (const route of routesWith(permission)) {
          const refused = await call(allBut.client, route);
          if (refused.status !== 403 || refused.body?.error?.message !== noPermissionMessage(permission)) {
            wrong.push(`without ${permission}: ${route} → ${refused.status} ${refused.body?.error?.message ?? ''}`);
          }
          const passed = await call(only.client, route);
          if (passed.status === 401 || passed.status === 403 || passed.status >= 500) wrong.push(`with only ${permission}: ${route} → ${passed.status}`);
        }
      }
    } finally {
      const defaults = await clients.admin.put('/api/admin/permissions', {
        matrix: Object.fromEntries(EDITABLE_JOB_TITLES.map((title) => [title, DEFAULT_PERMISSIONS[title]])),
      });
      expect(defaults.status).toBe(200);
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
