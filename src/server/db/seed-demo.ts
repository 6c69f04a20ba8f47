import { eq, sql } from 'drizzle-orm';
import { internalEan13 } from '../../domain/barcode';
import { SEM_GTIN } from '../../domain/product-fiscal';
import { normalizeSearchText } from '../../domain/search';
import { createUserWithPassword } from '../auth/create-user';
import type { AppContext } from '../context';
import { foldUnitsSold, rebuildStockBalances } from '../modules/stock';
import type { DbOrTx } from './client';
import { categories, classifications, products, staffMembers, stockMovements, stores, suppliers, user } from './schema';
import { seedDemoHistory } from './seed/demo-history';
import { seedDemoOrders } from './seed/demo-orders';
import { DEMO_PRODUCTS } from './seed/demo-products';
import { DEMO_CATEGORIES, DEMO_CLASSIFICATIONS, DEMO_STORES, DEMO_SUPPLIERS } from './seed/demo-registries';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { email: 'admin@luzdafe.test', name: 'Helena Administradora', role: 'admin' as const, jobTitle: 'Administrador', phone: '(11) 98888-0001' },
  { email: 'funcionario@luzdafe.test', name: 'Carlos Funcionário', role: 'staff' as const, jobTitle: 'Supervisor', phone: '(11) 98888-0002' },
  { email: 'cliente@luzdafe.test', name: 'Maria Cliente', role: 'customer' as const, jobTitle: null, phone: '(11) 98888-0003' },
  // A store clerk (issue 26): sees and asks for the Filial's goods only, never posts warehouse stock.
  { email: 'loja@luzdafe.test', name: 'Lúcia da Loja', role: 'staff' as const, jobTitle: 'Funcionário', phone: '(11) 98888-0004' },
];

/** The demo store clerk works at the first store of type Filial; stores are seeded after the accounts. */
async function placeDemoStoreClerk(db: DbOrTx) {
  await db.execute(sql`
    UPDATE staff_members SET store_id = (SELECT id FROM stores WHERE type = 'Filial' ORDER BY id LIMIT 1)
    WHERE store_id IS NULL AND user_id = (SELECT id FROM "user" WHERE email = 'loja@luzdafe.test')`);
}

/** A plausible NCM per demo category (all in the table in force); kits are left without one. */
const DEMO_NCM_BY_CATEGORY: Record<string, string> = {
  tercos: '71179000',
  imagens: '39264000',
  velas: '34060000',
  crucifixos: '83062900',
  medalhas: '71171900',
  livros: '49019900',
};

/** A packed item per demo category (grams, cm): what the shipping estimate and Expedição quote. */
const DEMO_MEASURES_BY_CATEGORY: Record<string, { weightGrams: number; heightCm: number; widthCm: number; lengthCm: number }> = {
  tercos: { weightGrams: 120, heightCm: 4, widthCm: 11, lengthCm: 16 },
  imagens: { weightGrams: 650, heightCm: 25, widthCm: 12, lengthCm: 12 },
  velas: { weightGrams: 400, heightCm: 20, widthCm: 8, lengthCm: 8 },
  crucifixos: { weightGrams: 300, heightCm: 4, widthCm: 15, lengthCm: 30 },
  medalhas: { weightGrams: 60, heightCm: 2, widthCm: 11, lengthCm: 16 },
  livros: { weightGrams: 450, heightCm: 3, widthCm: 16, lengthCm: 23 },
  kits: { weightGrams: 900, heightCm: 10, widthCm: 20, lengthCm: 30 },
};

const DAY = 24 * 60 * 60 * 1000;
const cents = (reais: number) => Math.round(reais * 100);

/** First start with DEMO=1: the sample catalogue, registries and demo accounts, and with DEMO_HISTORY 90 days of history. Idempotent. */
export async function seedDemo(ctx: AppContext) {
  const { db } = ctx.database;
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    if (existing) continue;
    const created = await createUserWithPassword(ctx, {
      name: account.name,
      email: account.email,
      password: DEMO_PASSWORD,
      role: account.role,
      phone: account.phone,
      emailVerified: true,
    });
    if (account.jobTitle) {
      await db.insert(staffMembers).values({
        userId: created.id,
        jobTitle: account.jobTitle,
        phone: account.phone,
        address: 'Rua da Fé, 100 — Centro, São Paulo/SP',
        hireDate: account.role === 'admin' ? '2023-02-01' : '2024-03-15',
      });
    }
  }

  const [{ count }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from categories`)).rows;
  if (Number(count) > 0) {
    await placeDemoStoreClerk(db);
    await seedDemoOrders(ctx);
    if (ctx.config.demoHistory) await seedDemoHistory(ctx);
    // The demo's orders counted their units sold for the job's fold (decision 077): 'Mais vendidos' is right from the start.
    await foldUnitsSold(db);
    return;
  }

  await db.transaction(async (tx) => {
    const cats = await tx.insert(categories).values(DEMO_CATEGORIES).returning();
    const classes = await tx.insert(classifications).values(DEMO_CLASSIFICATIONS).returning();
    const sups = await tx
      .insert(suppliers)
      .values(DEMO_SUPPLIERS.map((s) => ({ ...s, cnpj: s.cnpj || null })))
      .returning();
    await tx.insert(stores).values(DEMO_STORES);
    await placeDemoStoreClerk(tx);
    const now = Date.now();
    const rows = DEMO_PRODUCTS.map((p, i) => {
      const category = cats.find((c) => c.slug === p.category)!;
      const prefix = normalizeSearchText(category.name).slice(0, 3).toUpperCase();
      return {
        name: p.name,
        code: `${prefix}-${String(i + 1).padStart(3, '0')}`,
        description: p.description,
        detailedDescription: `${p.description} Produto selecionado pela Luz da Fé, embalado com cuidado para presente.`,
        priceCents: cents(p.price),
        listPriceCents: p.listPrice ? cents(p.listPrice) : null,
        costPriceCents: cents(p.cost),
        categoryId: category.id,
        classificationId: classes.find((c) => c.name === p.classification)!.id,
        supplierId: sups[p.supplier]!.id,
        barcode: internalEan13(1000 + i),
        shelf: `P${(i % 6) + 1}`,
        box: `C${(i % 10) + 1}`,
        unit: p.unit ?? 'Unidade',
        initialQuantity: p.stock,
        stock: p.stock,
        minStock: p.minStock ?? 5,
        keywords: p.keywords,
        availableOnline: p.online ?? true,
        featured: p.featured ?? false,
        onSale: p.onSale ?? false,
        rating: p.rating,
        reviewCount: p.reviews,
        material: p.material,
        dimensions: p.dimensions,
        origin: p.origin ?? 'Nacional',
        // NF-e data (issue 28): an NCM by category, no GTIN of their own (the barcodes are the shop's
        // internal ones); the kits have none, so 'Dados fiscais incompletos' has something to show.
        ncm: DEMO_NCM_BY_CATEGORY[p.category] ?? null,
        gtin: DEMO_NCM_BY_CATEGORY[p.category] ? SEM_GTIN : null,
        icmsOrigin: p.origin === 'Importado' ? ('2' as const) : ('0' as const),
        ...(DEMO_MEASURES_BY_CATEGORY[p.category] ?? {}),
        // Spread over two months so "Novidades" and the dashboard's 30-day comparison have real data.
        createdAt: new Date(now - ((i * 37) % 60) * DAY - i * 60_000),
      };
    });
    const inserted = await tx.insert(products).values(rows).returning({ id: products.id, stock: products.stock, createdAt: products.createdAt });
    const movements = inserted
      .filter((p) => p.stock > 0)
      .map((p) => ({ productId: p.id, quantity: p.stock, kind: 'initial', reason: 'Estoque inicial (dados de demonstração)', createdAt: p.createdAt }));
    if (movements.length) await tx.insert(stockMovements).values(movements);
    // The movements above are the warehouse's (the column's default): its balances follow them.
    await rebuildStockBalances(tx);
  });
  await seedDemoOrders(ctx);
  if (ctx.config.demoHistory) await seedDemoHistory(ctx);
  await foldUnitsSold(db);
}
