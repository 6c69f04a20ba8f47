import pg from 'pg';

/** The PostgreSQL server to test against, when CI (or a developer) gives one. */
export const serverDatabaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

/** Which database this run of the integration suites targets: `DB_KIND=postgres` needs a URL. */
export const dbKind = process.env.DB_KIND === 'postgres' && serverDatabaseUrl ? 'postgres' : 'pglite';

/** Creates an empty database on the server for one suite, so runs never see each other's data. */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `luz_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverDatabaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
