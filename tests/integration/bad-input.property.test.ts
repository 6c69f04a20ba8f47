import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp, type TestClient } from '../support/test-app';
import { type Access, ROUTE_ACCESS } from './route-access';

// Generated bad input posted to every route of the role matrix, as a client allowed past its guard:
// never a 5xx, and every refusal explained in Portuguese.
let clients: Record<'anonymous' | 'customer' | 'admin', TestClient>;
const t = setUpTestApp();
beforeAll(async () => {
  clients = { anonymous: await t.as('anonymous'), customer: await t.as('customer'), admin: await t.as('admin') };
});

const NON_STAFF: Partial<Record<Access, keyof typeof clients>> = { public: 'anonymous', gate: 'anonymous', user: 'customer', customer: 'customer' };
// Back-office routes: the administrator, who holds every permission.
const WHO = (access: Access): keyof typeof clients => NON_STAFF[access] ?? 'admin';

// Words of the English messages libraries write by themselves; none may reach a user.
const ENGLISH = /\b(expected|received|invalid|required|must|cannot|failed|error|not found|too (big|small|long)|unexpected|undefined|null)\b/i;

const weirdText = fc.oneof(
  fc.constantFrom(
    '0x10',
    '1e3',
    '-1',
    '00',
    '1.5',
    ' 1',
    '9'.repeat(30),
    '%00',
    'a\u0000b',
    "'; DROP TABLE products; --",
    '../../etc/passwd',
    '<script>',
    '💒',
    '',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const weirdValue = fc.oneof(
  weirdText,
  fc.integer(),
  fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, -0),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(weirdText, { maxLength: 3 }),
);
const weirdBody = fc.oneof(
  fc.dictionary(
    fc.constantFrom('name', 'email', 'password', 'items', 'productId', 'quantity', 'status', 'price', 'code', 'search', 'id', 'version', 'notes'),
    weirdValue,
    { maxKeys: 6 },
  ),
  fc.array(weirdValue, { maxLength: 3 }),
  weirdValue,
);

const fill = (path: string, value: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, () => encodeURIComponent(value));

describe('bad input on every route', () => {
  it('never answers 5xx, and refuses in Portuguese', async () => {
    const failures: string[] = [];
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      const [method, path] = route.split(' ') as [string, string];
      const client = clients[WHO(access)];
      await fc.assert(
        fc.asyncProperty(
          weirdText,
          fc.dictionary(fc.constantFrom('page', 'pageSize', 'search', 'status', 'from', 'to', 'categoryId', 'sort'), weirdText, { maxKeys: 3 }),
          weirdBody,
          async (param, query, body) => {
            const qs = new URLSearchParams(query).toString();
            const url = `${fill(path, param)}${qs ? `?${qs}` : ''}`;
            const res = await client.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : body);
            const message: unknown = res.body?.error?.message;
            const bad = res.status >= 500 || (res.status >= 400 && (typeof message !== 'string' || message.length === 0 || ENGLISH.test(message)));
            if (bad) failures.push(`${method} ${url} ${JSON.stringify(body)?.slice(0, 80)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 160)}`);
            return true;
          },
        ),
        { numRuns: 25, seed: 20261124 },
      );
    }
    expect([...new Set(failures)].slice(0, 30)).toEqual([]);
  }, 300_000);
});
