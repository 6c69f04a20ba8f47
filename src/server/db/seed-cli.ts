// `npm run seed -- --products N --orders M [--movements K] [--seed S]`: benchmark data in the configured database
// (DATA_DIR's PGlite, or DATABASE_URL). Demo registries are seeded first when the database has none.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createContext } from '../bootstrap';
import { loadConfigOrExit } from '../config';
import { seedStockDocuments } from './seed/seed-stock-documents';
import { seedBulk } from './seed-bulk';
import { seedDemo } from './seed-demo';

const USAGE = 'Uso: npm run seed -- --products N --orders M [--movements K] [--seed S]';

function count(name: string, value: string | undefined): number {
  const n = Number(value ?? 0);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} deve ser um número inteiro ≥ 0 (recebido: ${value}).`);
    process.exit(2);
  }
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, orders: { type: 'string' }, movements: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = count('products', values.products);
  const orders = count('orders', values.orders);
  const movements = count('movements', values.movements);
  const seed = values.seed === undefined ? undefined : count('seed', values.seed);

  const config = loadConfigOrExit();
  if (config.production) {
    console.error('Recusado: o gerador de dados de benchmark não roda com NODE_ENV=production.');
    process.exit(1);
  }

  const total = performance.now();
  const ctx = await createContext(config);
  try {
    console.log(`Banco: ${ctx.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`}`);
    const [{ n }] = (await ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM categories`)).rows;
    if (Number(n) === 0) {
      console.log('Sem cadastros: carregando os dados de demonstração primeiro...');
      await seedDemo(ctx);
    }
    console.log(`Abrir banco e migrar: ${Math.round(performance.now() - total)} ms`);
    if (products === 0 && orders === 0 && movements === 0) {
      console.log(`Nada a gerar. ${USAGE}`);
      return;
    }
    if (products > 0 || orders > 0) {
      const result = await seedBulk(ctx.database.db, { products, orders, seed, log: (m) => console.log(m) });
      console.log(
        `Gerados ${result.products} produtos, ${result.customers} clientes, ${result.orders} pedidos (${result.orderItems} itens), lote ${result.tag}.`,
      );
    }
    if (movements > 0) {
      const docs = await seedStockDocuments(ctx.database.db, movements);
      console.log(`Gerados ${docs.entries} entradas e ${docs.exits} saídas (${docs.exitLines} itens): ${movements} movimentos de estoque.`);
    }
    console.log(`Tempo total: ${((performance.now() - total) / 1000).toFixed(1)} s`);
  } finally {
    await ctx.database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
