import pg from 'pg';

// What PostgreSQL spends on each statement of a checkout (issue 38), from its own statistics:
// pg_stat_statements' execution and planning time per call, for the bench's database only. It needs
// `shared_preload_libraries = 'pg_stat_statements'` on the server (README, "Desempenho"); without
// it the bench says so and goes on.

export type StatementCosts = { reset: () => Promise<void>; report: (orders: number) => Promise<void>; close: () => Promise<void> };

type Row = { query: string; calls: string; exec_ms: number; plan_ms: number; rows: string };

/** A statement's text cut to what names it: its first words and the tables it writes or reads. */
function shortName(query: string): string {
  const flat = query.replace(/\s+/g, ' ').trim();
  const ctes = [...flat.matchAll(/(\w+) AS \((?:INSERT INTO|UPDATE|DELETE FROM|SELECT)/g)].map((m) => m[1]);
  if (ctes.length) return `WITH ${ctes.join(', ')}`;
  return flat.length > 110 ? `${flat.slice(0, 107)}...` : flat;
}

export async function statementCosts(databaseUrl: string | undefined): Promise<StatementCosts | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const loaded = await client.query<{ on: boolean }>(`SELECT current_setting('shared_preload_libraries') ~ 'pg_stat_statements' AS on`);
  if (!loaded.rows[0]?.on) {
    console.log('  (per-statement costs: PostgreSQL without pg_stat_statements in shared_preload_libraries — see README)');
    await client.end();
    return null;
  }
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const db = `(SELECT oid FROM pg_database WHERE datname = current_database())`;
  return {
    reset: async () => {
      await client.query(`SELECT pg_stat_statements_reset(0, ${db}, 0)`);
    },
    report: async (orders) => {
      const { rows } = await client.query<Row>(
        `SELECT query, calls::text, total_exec_time AS exec_ms, total_plan_time AS plan_ms, rows::text
         FROM pg_stat_statements WHERE dbid = ${db} AND query !~* 'pg_stat_statements' ORDER BY total_exec_time + total_plan_time DESC`,
      );
      const total = rows.reduce((s, r) => s + r.exec_ms + r.plan_ms, 0);
      const calls = rows.reduce((s, r) => s + Number(r.calls), 0);
      const planning = rows.reduce((s, r) => s + r.plan_ms, 0);
      console.log(
        `  PostgreSQL per order (pg_stat_statements, ${orders} orders of one buyer): ${(calls / orders).toFixed(1)} statements, ${(total / orders).toFixed(2)} ms executing and planning (planning ${(planning / orders).toFixed(2)} ms)`,
      );
      for (const r of rows.slice(0, 25)) {
        const ms = (r.exec_ms + r.plan_ms) / orders;
        if (ms < 0.005) continue;
        console.log(
          `    ${ms.toFixed(3)} ms (planning ${(r.plan_ms / orders).toFixed(3)})  ${(Number(r.calls) / orders).toFixed(2)}×  ${(((r.exec_ms + r.plan_ms) / Number(r.calls)) * 1000).toFixed(0)} µs/call  ${shortName(r.query)}`,
        );
      }
    },
    close: () => client.end(),
  };
}
