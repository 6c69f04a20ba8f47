import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '@/server/app';
import { createContext } from '@/server/bootstrap';
import { loadConfig } from '@/server/config';
import type { AppContext } from '@/server/context';
import { clearSettingsCache } from '@/server/db/settings-store';
import { createScratchDatabase, dbKind, templatePrefix } from './databases';

// Suites create many clients from one address; the gate limit itself is tested with a lower value.
process.env.GATE_RATE_LIMIT ??= '10000';

export type TestApp = {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  dataDir: string;
  client: () => TestClient;
  /** A client already signed in as one of the demo accounts (password demo1234), with the gate pass. */
  as: (who: 'admin' | 'staff' | 'customer' | 'anonymous') => Promise<TestClient>;
  close: () => Promise<void>;
};

export const DEMO_EMAILS = {
  admin: 'admin@luzdafe.test',
  staff: 'funcionario@luzdafe.test',
  customer: 'cliente@luzdafe.test',
} as const;

// The demo database is migrated and seeded once per test worker and copied for every app after
// that (vitest runs a worker's files in one module context, isolate: false): a PGlite archive, or
// a PostgreSQL template database.
// One of each per kind of demo: without and with the 90 days of history (DEMO_HISTORY).
const demoArchives = new Map<boolean, Promise<Blob>>();
const demoTemplates = new Map<boolean, Promise<string>>();

/**
 * A fresh app on a fresh database: in-memory PGlite, or a scratch database on the PostgreSQL
 * server when DB_KIND=postgres. Demo data is seeded unless `demo: false`; the demo's back-office
 * history only with `history: true` (suites expect empty lists otherwise).
 */
export async function createTestApp(opts: { demo?: boolean; history?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const demo = opts.demo !== false;
  const history = opts.history === true;
  if (demo && dbKind === 'postgres' && !demoTemplates.has(history)) {
    demoTemplates.set(
      history,
      (async () => {
        const template = await createScratchDatabase({ prefix: templatePrefix() });
        const t = await createTestApp({ ...opts, env: { ...opts.env, DATABASE_URL: template.url } });
        await t.close();
        return template.name;
      })(),
    );
  }
  const template = demo && dbKind === 'postgres' && !opts.env?.DATABASE_URL ? await demoTemplates.get(history)! : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luz-test-'));
  const scratch = dbKind === 'postgres' && !opts.env?.DATABASE_URL ? await createScratchDatabase({ template }) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO: opts.demo === false ? '0' : '1',
    DEMO_HISTORY: history ? '1' : '0',
    // Without the demo there are no demo secrets: a test shop has its own.
    ...(opts.demo === false ? { APP_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres', SITE_ACCESS_PASSWORD: 'luzdafe' } : {}),
    LOG_REQUESTS: '0',
    // Suites may relax the limits for their own setup (set in process.env before createTestApp).
    ...(process.env.GATE_RATE_LIMIT ? { GATE_RATE_LIMIT: process.env.GATE_RATE_LIMIT } : {}),
    ...(process.env.AUTH_RATE_LIMIT ? { AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT } : {}),
    // Suites place many Pix orders with the demo customer; the limit itself has its own test.
    MAX_UNPAID_ORDERS: '1000',
    // Tests change stock and read it back at once.
    CATALOG_CACHE_MS: process.env.CATALOG_CACHE_MS ?? '0',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...opts.env,
  });
  clearSettingsCache();
  const fromArchive = demo && dbKind === 'pglite' && demoArchives.has(history) ? await demoArchives.get(history) : undefined;
  const ctx = await createContext(config, { inMemory: dbKind === 'pglite', loadDataDir: fromArchive });
  // The first demo database of the worker becomes the archive the others start from.
  if (demo && dbKind === 'pglite' && !demoArchives.has(history)) demoArchives.set(history, ctx.database.dump!());
  if (demo && demoArchives.has(history)) await demoArchives.get(history);
  const app = createApp(ctx);
  const client = () => new TestClient(app);
  return {
    ctx,
    app,
    dataDir,
    client,
    async as(who) {
      const c = client();
      await c.unlockGate();
      if (who !== 'anonymous') await c.signIn(DEMO_EMAILS[who], 'demo1234');
      return c;
    },
    async close() {
      // Sign-up e-mails are queued in the background; let them land before the database closes.
      await ctx.mailer.flush().catch(() => {});
      await ctx.database.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Stands for a value a suite's `beforeAll` makes, so a suite can name it at the top of the file
 * (`const t = setUpTestApp()`) instead of a `let` filled in later; reading it earlier throws.
 */
function madeLater<T extends object>(what: string): { value: T | undefined; proxy: T } {
  const box: { value: T | undefined; proxy: T } = { value: undefined, proxy: undefined as unknown as T };
  const real = () => {
    if (!box.value) throw new Error(`${what} is read before the suite's beforeAll made it`);
    return box.value;
  };
  box.proxy = new Proxy({} as T, {
    get(_, prop) {
      const v = real();
      const x = Reflect.get(v, prop, v);
      return typeof x === 'function' ? x.bind(v) : x;
    },
    set(_, prop, value) {
      return Reflect.set(real(), prop, value);
    },
  });
  return box;
}

/** The suite's app: made before its tests (`createTestApp(opts)`) and closed after them. */
export function setUpTestApp(opts: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const box = madeLater<TestApp>('the test app');
  beforeAll(async () => {
    box.value = await createTestApp(opts);
  });
  afterAll(async () => {
    await box.value?.close();
  });
  return box.proxy;
}

/**
 * A provider's stand-in (Focus NFe, Mercado Pago) started before the suite's app, which is made with
 * the stand-in's environment; both closed after the suite.
 */
export function setUpAppWithStandIn<S extends { env: Record<string, string>; close: () => Promise<void> }>(
  start: () => Promise<S>,
): { t: TestApp; standIn: S } {
  const app = madeLater<TestApp>('the test app');
  const standIn = madeLater<S>('the stand-in');
  beforeAll(async () => {
    standIn.value = await start();
    app.value = await createTestApp({ env: standIn.value.env });
  });
  afterAll(async () => {
    await app.value?.close();
    await standIn.value?.close();
  });
  return { t: app.proxy, standIn: standIn.proxy };
}

/** How many SQL statements the app sent while `run` ran. */
export async function statementsFor(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const before = t.ctx.database.queryCount();
  await run();
  return t.ctx.database.queryCount() - before;
}

/**
 * Something else the suite makes once before its tests (a row it reads, a signed-in user), named at
 * the top of the file like the app: `make` runs in a `beforeAll` after the hooks declared before it.
 */
export function madeForSuite<T extends object>(what: string, make: () => Promise<T>): T {
  const box = madeLater<T>(what);
  beforeAll(async () => {
    box.value = await make();
  });
  return box.proxy;
}

/** A demo account signed in on the suite's app (call after `setUpTestApp`, whose hook runs first). */
export function signInForSuite(t: TestApp, who: 'admin' | 'staff' | 'customer' | 'anonymous'): TestClient {
  return madeForSuite(`the ${who} client`, () => t.as(who));
}

export type JsonResponse<T = any> = { status: number; body: T; headers: Headers };

/** Calls the app in-process, keeping cookies like a browser would. */
export class TestClient {
  cookies = new Map<string, string>();
  /** The socket address the server sees (as @hono/node-server would report it); none by default. */
  address: string | undefined;
  constructor(private app: ReturnType<typeof createApp>) {}

  async request<T = any>(method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
    const isForm = body instanceof FormData;
    const res = await this.app.request(
      `http://localhost${urlPath}`,
      {
        method,
        headers: {
          ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...headers,
        },
        body: body === undefined ? undefined : isForm ? body : typeof body === 'string' ? body : JSON.stringify(body),
      },
      this.address ? { incoming: { socket: { remoteAddress: this.address } } } : undefined,
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Non-JSON answers (files, HTML) are returned as text.
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(p: string, headers?: Record<string, string>) {
    return this.request<T>('GET', p, undefined, headers);
  }
  post<T = any>(p: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', p, body ?? {}, headers);
  }
  put<T = any>(p: string, body?: unknown) {
    return this.request<T>('PUT', p, body ?? {});
  }
  patch<T = any>(p: string, body?: unknown) {
    return this.request<T>('PATCH', p, body ?? {});
  }
  delete<T = any>(p: string) {
    return this.request<T>('DELETE', p);
  }

  async unlockGate(password = 'luzdafe') {
    const res = await this.post('/api/gate/unlock', { password });
    if (res.status !== 200) throw new Error(`gate: ${res.status} ${JSON.stringify(res.body)}`);
  }

  /** Sends the registration form, the password confirmed unless `form` says otherwise; the answer is returned unchecked. */
  signUp(form: { name: string; email: string; password: string; phone?: string; confirmPassword?: string; role?: string }) {
    return this.post('/api/auth/sign-up/email', { phone: '(11) 98765-4321', confirmPassword: form.password, ...form });
  }

  async signIn(email: string, password: string) {
    const res = await this.post('/api/auth/sign-in/email', { email, password });
    if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }
}

/**
 * New clients that already passed the site gate: the suite unlocks it once and shares the pass
 * (the gate's own rate limit is not what these suites test).
 */
export function gatePassedClients(t: TestApp): () => Promise<TestClient> {
  let pass: Map<string, string> | undefined;
  return async () => {
    const c = t.client();
    if (!pass) {
      await c.unlockGate();
      pass = new Map(c.cookies);
    } else for (const [k, v] of pass) c.cookies.set(k, v);
    return c;
  };
}
