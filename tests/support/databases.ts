import pg from 'pg';

/** The PostgreSQL server to test against, when CI (or a developer) gives one. */
export const serverDatabaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

/** Which database this run of the integration suites targets: `DB_KIND=postgres` needs a URL. */
export const dbKind = process.env.DB_KIND === 'postgres' && serverDatabaseUrl ? 'postgres' : 'pglite';

/** That database's name, for a suite's title. */
export const dbLabel = dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite';

/**
 * Creates a database on the server (the tests' own, or `server`'s: the bench's) for one suite, so
 * runs never see each other's data: empty, or a copy of `template` (a migrated and seeded demo
 * database, see test-app.ts).
 */
export async function createScratchDatabase(
  opts: { template?: string; prefix?: string; server?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const server = opts.server ?? serverDatabaseUrl;
  const name = `${opts.prefix ?? 'luz_test'}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${opts.template ? ` TEMPLATE ${opts.template}` : ''}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * This run's template prefix: set by global-setup.ts before the workers start, so two runs on one
 * server (two checkouts, a developer beside CI) never drop each other's templates.
 */
export function templatePrefix() {
  return `luz_tpl_${process.env.LUZ_TEST_RUN ?? 'x'}`;
}

/** Drops the template databases of this run (tests/support/global-setup.ts, after every worker). */
export async function dropTemplates() {
  if (!serverDatabaseUrl) return;
  const admin = new pg.Client({ connectionString: serverDatabaseUrl });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${templatePrefix()}_%`]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  await admin.end();
}
