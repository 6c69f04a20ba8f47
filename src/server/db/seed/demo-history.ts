import { asc, eq, inArray, sql } from 'drizzle-orm';
import { saoPauloDay, saoPauloMidnight, todayIso } from '../../../domain/dates';
import type { MerchandiseRequestStatus, PurchaseRequestStatus, SpecialOrderStatus } from '../../../domain/requests';
import { nfeChoicesSchema, receivingCheckCreateSchema } from '../../../domain/schemas/receiving';
import { placeRemoteOrderSchema } from '../../../domain/schemas/remote-checkout';
import {
  merchandiseRequestCreateSchema,
  merchandiseStatusMoveSchema,
  purchaseRequestCreateSchema,
  purchaseStatusMoveSchema,
} from '../../../domain/schemas/requests';
import { specialOrderCreateSchema, specialOrderStatusMoveSchema } from '../../../domain/schemas/special-orders';
import { stockEntryCreateSchema, stockExitCreateSchema } from '../../../domain/schemas/stock-documents';
import type { AppContext, SessionUser } from '../../context';
import { AppError } from '../../http/errors';
import { readIssuerRow } from '../../modules/fiscal';
import { placeOrder, setOrderStatus } from '../../modules/orders';
import { demoCardPayment, settleDemoPayment } from '../../modules/payments';
import type { Supervisor } from '../../modules/receiving';
import { createReceivingCheck, importNfe, planCheck } from '../../modules/receiving';
import { createMerchandiseRequest, createPurchaseRequest, moveMerchandiseRequest, movePurchaseRequest } from '../../modules/requests';
import { createSpecialOrder, moveSpecialOrder } from '../../modules/special-orders';
import { createStockEntry, createStockExit } from '../../modules/stock';
import type { Db, Tx } from '../client';
import { products, staffMembers, stores, suppliers } from '../schema';
import { historyBackdater } from './backdate-history';
import { type Rng, seededRng } from './bulk-rows';
import { demoCpf } from './demo-cpf';
import { ensureHistoryCustomers, type HistoryCustomer } from './demo-history-customers';
import { demoNfeXml } from './demo-nfe-xml';
import { planStockPlaces } from './demo-stock-places';
import { asSessionUser, usersByEmail } from './demo-users';

export const HISTORY_DAYS = 90;
const DAY = 86_400_000;
// Nothing is dated closer to the present than this: the last steps stay in the past.
const LATEST_MS = 15 * 60_000;

type Product = { id: number; name: string; code: string; supplierId: number | null; costPriceCents: number; availableOnline: boolean };
// `run` is given the step's moment as finally dated: documents take their dates from it, never from
// the planned one (a step moved back across midnight is a document of the day before).
type Step = { at: Date; order: number; run: (moment: Date) => Promise<void> };

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** Every demo supplier's state, for its NF-e key (IBGE codes). */
const UF_CODES: Record<string, string> = { SP: '35', MG: '31', RJ: '33', PR: '41' };

const WALK_IN = [
  ['Dona Aparecida Souza', '(11) 97777-1010'],
  ['Paróquia São José', '(11) 3222-5050'],
  ['Marcos Vinícius Prado', '(12) 98888-4321'],
  ['Catequese N. Sra. de Fátima', '(11) 3444-9090'],
  ['Sônia Regina Lopes', '(11) 96666-2020'],
] as const;
const NEW_PRODUCTS = [
  ['Imagem de São Miguel Arcanjo 40 cm', 'Em resina pintada à mão, para o altar da capela.'],
  ['Bíblia Ave-Maria capa de couro com zíper', 'Edição de estudo, letra grande.'],
] as const;

const ADDRESSES = [
  { cep: '01310-100', street: 'Avenida Paulista', number: '1000', complement: 'Apto 101', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  { cep: '20040-002', street: 'Rua da Assembleia', number: '77', complement: '', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
  { cep: '30130-010', street: 'Avenida Afonso Pena', number: '1500', complement: 'Sala 3', neighborhood: 'Centro', city: 'Belo Horizonte', state: 'MG' },
  { cep: '12570-000', street: 'Rua Monte Carmelo', number: '210', complement: '', neighborhood: 'Centro', city: 'Aparecida', state: 'SP' },
  { cep: '80020-310', street: 'Rua XV de Novembro', number: '500', complement: 'Casa', neighborhood: 'Centro', city: 'Curitiba', state: 'PR' },
];

/**
 * With DEMO_HISTORY, the demo's first start adds 90 days of a shop at work ending today: entries
 * from its suppliers, receiving checks (some with a divergence approved by the supervisor),
 * imported NF-e in every status, exits to the stores, the three kinds of requests in every status,
 * online orders, and stock at the stores (transfers in every state, store sales, a finished count;
 * demo-stock-places.ts) — each written by the function its screen or route calls, so codes, ledger,
 * history and audit are real, then dated back (see historyBackdater). Deterministic for a given
 * day (a seeded generator; dates relative to now in São Paulo). Runs once: a shop that already
 * has stock documents gets nothing. `today` moves its last day (each weekday's plan can be tried).
 */
export async function seedDemoHistory(ctx: AppContext, opts: { today?: Date } = {}): Promise<void> {
  const { db } = ctx.database;
  if (await hasDocuments(db)) return;
  const accounts = await usersByEmail(db, ['admin@luzdafe.test', 'funcionario@luzdafe.test']);
  const adminRow = accounts.find((a) => a.email === 'admin@luzdafe.test');
  const staffRow = accounts.find((a) => a.email === 'funcionario@luzdafe.test');
  if (!adminRow || !staffRow) return;
  const customers = await ensureHistoryCustomers(ctx);
  const [staffRecord] = await db.select({ jobTitle: staffMembers.jobTitle }).from(staffMembers).where(eq(staffMembers.userId, staffRow.id));
  const people = {
    admin: asSessionUser(adminRow, 'admin'),
    staff: asSessionUser(staffRow, 'staff'),
    supervisor: { id: staffRow.id, name: staffRow.name, jobTitle: staffRecord?.jobTitle ?? null } satisfies Supervisor,
    customers,
  };
  const shopCnpj = (await readIssuerRow(db)).cnpj;

  try {
    await writeHistory(ctx, people, shopCnpj, (opts.today ?? new Date()).getTime());
  } catch (err) {
    // Sample data must not keep the shop from starting: nothing was written (one transaction).
    console.error(`Histórico de demonstração não criado: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function writeHistory(ctx: AppContext, people: People, shopCnpj: string, now: number) {
  await ctx.database.db.transaction(async (tx) => {
    // The functions that open their own transaction get this one (theirs become savepoints), so
    // the whole history is written, and dated, all or nothing.
    const txCtx: AppContext = { ...ctx, database: { ...ctx.database, db: tx as unknown as Db } };
    const { backdate, done } = await historyBackdater(tx);
    const [{ outboxBefore }] = (await tx.execute<{ outboxBefore: number }>(sql`SELECT coalesce(max(id), 0)::int AS "outboxBefore" FROM outbox`)).rows;
    const steps = await planHistory(tx, txCtx, people, shopCnpj, now);
    steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
    // Steps planned later than the present (today's afternoon) are spread, in order, between
    // the last one that was not (or today's São Paulo midnight, when later: today's documents
    // stay today's) and a moment ago.
    const latest = Math.min(now, Date.now()) - LATEST_MS;
    const firstLate = steps.findIndex((s) => s.at.getTime() > latest);
    if (firstLate >= 0) {
      const previous = firstLate > 0 ? steps[firstLate - 1]!.at.getTime() : latest - 60 * 60_000;
      const midnight = saoPauloMidnight(todayIso(new Date(latest))).getTime();
      const from = midnight < latest ? Math.max(previous, midnight) : previous;
      const gap = (latest - from) / (steps.length - firstLate + 1);
      steps.slice(firstLate).forEach((s, i) => {
        s.at = new Date(from + gap * (i + 1));
      });
    }
    for (const step of steps) {
      await step.run(step.at);
      await backdate(step.at);
    }
    await done();
    // The confirmations of orders placed weeks ago belong to that past: recorded as sent then,
    // not mailed on the demo's first start.
    await tx.execute(sql`UPDATE outbox SET status = 'sent', sent_at = created_at WHERE id > ${Number(outboxBefore)} AND status = 'pending'`);
  });
}

/**
 * The check screen takes a paper invoice's quantities, not its money, so a typed invoice is
 * written with no value. The demo's paper invoices carried one: each line at its product's cost
 * (what the check's entries posted at), written in the same step, before anyone sees the invoice,
 * so the Notas list and report show what the shop paid.
 */
async function writePaperInvoiceValue(tx: Tx, invoiceId: number): Promise<void> {
  await tx.execute(sql`
    WITH priced AS (
      UPDATE supplier_invoice_items ii SET total_cents = ii.expected_quantity::bigint * p.cost_price_cents,
        unit_value = (p.cost_price_cents / 100.0)::numeric(21, 10)
      FROM products p WHERE p.id = ii.product_id AND ii.invoice_id = ${invoiceId}
      RETURNING ii.total_cents
    )
    UPDATE supplier_invoices SET products_total_cents = t.sum, total_cents = t.sum
    FROM (SELECT coalesce(sum(total_cents), 0)::bigint AS sum FROM priced) t WHERE id = ${invoiceId}`);
}

async function hasDocuments(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM stock_entries) OR EXISTS (SELECT 1 FROM stock_exits) OR EXISTS (SELECT 1 FROM receiving_checks) AS found`,
  );
  return Boolean(rows[0]?.found);
}

type People = { admin: SessionUser; staff: SessionUser; supervisor: Supervisor; customers: HistoryCustomer[] };

/** The moment `minutes` after midnight, São Paulo time, `daysAgo` days before today. */
function at(now: number, daysAgo: number, minutes: number): Date {
  const day = todayIso(new Date(now - daysAgo * DAY));
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return new Date(`${day}T${hh}:${mm}:00-03:00`);
}

const weekday = (d: Date) => saoPauloDay(d).weekday;

async function planHistory(tx: Tx, ctx: AppContext, people: People, shopCnpj: string, now: number): Promise<Step[]> {
  const rng = seededRng(2025);
  const catalogue: Product[] = await tx
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      supplierId: products.supplierId,
      costPriceCents: products.costPriceCents,
      availableOnline: products.availableOnline,
    })
    .from(products)
    .where(sql`${products.archivedAt} IS NULL`)
    .orderBy(asc(products.id));
  const shopStores = await tx.select().from(stores).orderBy(asc(stores.id));
  const shopSuppliers = await tx.select().from(suppliers).orderBy(asc(suppliers.id));
  // The stock each product had before the history: entries bring it back to that level.
  const level = new Map((await tx.select({ id: products.id, stock: products.stock }).from(products)).map((p) => [p.id, p.stock]));
  const stockOf = async (ids: number[]) =>
    new Map((await tx.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, ids))).map((p) => [p.id, p.stock]));
  const steps: Step[] = [];
  let order = 0;
  const add = (when: Date, run: (moment: Date) => Promise<void>) => steps.push({ at: when, order: order++, run });
  const { admin, supervisor } = people;

  // What a supplier's delivery should bring: each of its products back to its level, in the
  // supplier's packs (6 of the products kept by the dozen, 2 of the rest), once half a pack is gone.
  // `always`: an order placed anyway (a pack of its first product) when nothing is short.
  const shortfall = async (supplierId: number, always = false) => {
    const own = catalogue.filter((p) => p.supplierId === supplierId);
    const stock = await stockOf(own.map((p) => p.id));
    const packOf = (p: Product) => ((level.get(p.id) ?? 0) >= 12 ? 6 : 2);
    const lines = own
      .map((p) => {
        const missing = (level.get(p.id) ?? 0) - (stock.get(p.id) ?? 0);
        return { product: p, quantity: missing * 2 >= packOf(p) ? Math.ceil(missing / packOf(p)) * packOf(p) : 0 };
      })
      .filter((l) => l.quantity > 0)
      .slice(0, 6);
    return lines.length === 0 && always && own[0] ? [{ product: own[0], quantity: packOf(own[0]) }] : lines;
  };

  // Deliveries: each supplier every week on its own weekday, as entries, a counted check, or an NF-e.
  let delivery = 0;
  let invoiceNumber = 3100;
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const day = at(now, daysAgo, 9 * 60);
    const wd = weekday(day);
    if (wd === 0 || wd === 6) continue;
    const supplier = shopSuppliers[(wd - 1) % shopSuppliers.length];
    if (!supplier) continue;
    const n = delivery++;
    const uf = UF_CODES[/\/([A-Z]{2})$/.exec(supplier.address ?? '')?.[1] ?? 'SP'] ?? '35';
    const cnpj = (supplier.cnpj ?? '').replace(/\D/g, '');
    // The last days' invoices with a key arrive as NF-e, so some always wait for their count.
    const kind = cnpj && (n % 4 === 1 || daysAgo <= 3) ? 'nfe' : n % 4 === 3 ? 'check' : 'entry';
    const number = String(invoiceNumber++);
    const when = at(now, daysAgo, between(rng, 8 * 60, 11 * 60));
    if (kind === 'entry') {
      add(when, async (moment) => {
        for (const line of await shortfall(supplier.id)) {
          const input = stockEntryCreateSchema.parse({
            productId: line.product.id,
            quantity: line.quantity,
            entryDate: todayIso(moment),
            supplierId: supplier.id,
            notes: `NF ${number}`,
          });
          await createStockEntry(tx, admin, input);
        }
      });
    } else if (kind === 'check') {
      // One counted delivery in four comes one or two short on a line: the supervisor approves it.
      const short = n % 16 === 3;
      add(when, async (moment) => {
        const lines = await shortfall(supplier.id);
        if (lines.length === 0) return;
        const counted = lines.map((l, i) => ({
          productId: l.product.id,
          expectedQuantity: l.quantity,
          receivedQuantity: short && i === 0 ? Math.max(0, l.quantity - 1 - (n % 32 === 3 ? 1 : 0)) : l.quantity,
        }));
        const input = receivingCheckCreateSchema.parse({
          lines: counted,
          number,
          series: '1',
          emissionDate: todayIso(new Date(moment.getTime() - 2 * DAY)),
          receptionDate: todayIso(moment),
          supplierId: supplier.id,
          receiverName: admin.name,
          autoEntry: true,
          notes: short ? 'Caixa chegou avariada; conferido item a item.' : '',
        });
        const plan = await planCheck(tx, input);
        const { check } = await createReceivingCheck(tx, admin, input, { plan, supervisor: plan.needsApproval ? supervisor : null });
        await writePaperInvoiceValue(tx, check.invoiceId);
      });
    } else {
      // Invoices imported in the last days are still waiting for their count.
      const countedAfterDays = daysAgo > 3 ? 1 : null;
      const divergent = n % 32 === 5;
      let invoiceId = 0;
      let expected: { productId: number; quantity: number }[] = [];
      let emittedAt = new Date(when.getTime() - DAY);
      add(when, async (moment) => {
        const lines = await shortfall(supplier.id, countedAfterDays === null);
        if (lines.length === 0) return;
        expected = lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }));
        emittedAt = new Date(moment.getTime() - DAY);
        const xml = demoNfeXml({
          uf,
          cnpj,
          supplierName: supplier.name,
          recipientCnpj: shopCnpj || '44555666000181',
          number: Number(number),
          series: 1,
          emittedAt,
          lines: lines.map((l) => ({
            code: `F${supplier.id}-${l.product.code}`,
            barcode: null,
            name: l.product.name.toUpperCase(),
            unit: 'UN',
            quantity: l.quantity,
            unitCents: l.product.costPriceCents,
          })),
        });
        // The clerk confirms each line's product, as on the import screen.
        const choices = nfeChoicesSchema.parse(lines.map((l, i) => ({ lineNo: i + 1, productId: l.product.id, conversionFactor: 1, confirmed: true })));
        ({ invoiceId } = await importNfe(ctx, admin, Buffer.from(xml), choices));
      });
      if (countedAfterDays !== null) {
        const countedAt = at(now, daysAgo - countedAfterDays, between(rng, 13 * 60, 17 * 60));
        add(countedAt, async (moment) => {
          if (!invoiceId) return;
          const lines = expected.map((l, i) => ({
            productId: l.productId,
            expectedQuantity: l.quantity,
            receivedQuantity: divergent && i === 0 ? l.quantity + 2 : l.quantity,
          }));
          const input = receivingCheckCreateSchema.parse({
            lines,
            number,
            series: '1',
            emissionDate: todayIso(emittedAt),
            receptionDate: todayIso(moment),
            supplierId: supplier.id,
            receiverName: admin.name,
            autoEntry: true,
            invoiceId,
            notes: divergent ? 'Vieram 2 unidades a mais que a nota; fornecedor avisado.' : '',
          });
          const plan = await planCheck(tx, input);
          await createReceivingCheck(tx, admin, input, { plan, supervisor: plan.needsApproval ? supervisor : null });
        });
      }
    }
  }

  // Exits to the stores, Tuesdays and Fridays: what the warehouse can spare of a few products.
  let exitNo = 0;
  for (let daysAgo = HISTORY_DAYS - 2; daysAgo >= 0; daysAgo--) {
    const day = at(now, daysAgo, 14 * 60);
    if (![2, 5].includes(weekday(day))) continue;
    const store = shopStores[exitNo++ % shopStores.length];
    if (!store) continue;
    const when = at(now, daysAgo, between(rng, 14 * 60, 16 * 60));
    const wanted = Array.from({ length: between(rng, 4, 7) }, () => pick(rng, catalogue).id);
    add(when, async (moment) => {
      const stock = await stockOf(wanted);
      const items = [...new Set(wanted)]
        .filter((id) => (stock.get(id) ?? 0) >= 6)
        .map((id) => ({ productId: id, quantity: Math.min(12, Math.floor((stock.get(id) ?? 0) / 3)) }));
      if (items.length === 0) return;
      const input = stockExitCreateSchema.parse({ storeId: store.id, exitDate: todayIso(moment), notes: 'Reposição semanal da loja', items });
      await createStockExit(tx, admin, input);
    });
  }

  // Stores ask for what the warehouse keeps plenty of, so their requests can ship.
  const plenty = catalogue.filter((p) => (level.get(p.id) ?? 0) >= 10);
  planRequests(add, { now, rng, tx, ctx, catalogue, plenty, shopStores, people, stockOf });
  planOrders(add, { now, rng, ctx, catalogue, people, stockOf });
  await planStockPlaces(add, { now, rng, tx, ctx, admin, staff: people.staff, plenty, shopCnpj, at: (daysAgo, minutes) => at(now, daysAgo, minutes) });
  return steps;
}

type Add = (when: Date, run: (moment: Date) => Promise<void>) => void;
type PlanContext = {
  now: number;
  rng: Rng;
  ctx: AppContext;
  catalogue: Product[];
  people: People;
  stockOf: (ids: number[]) => Promise<Map<number, number>>;
};

/**
 * When a request created `daysAgo` days ago took each step of its path: a day or two apart when
 * there was time, otherwise an hour apart on the same day.
 */
function stepsOf<S extends string>(path: readonly S[], daysAgo: number, minutes: number): { status: S; daysAgo: number; minutes: number }[] {
  const gap = Math.min(2, Math.floor(daysAgo / Math.max(1, path.length)));
  return path.map((status, k) => ({ status, daysAgo: daysAgo - gap * (k + 1), minutes: gap ? minutes + 30 : minutes + 60 * (k + 1) }));
}

const PURCHASE_PATHS: Record<string, PurchaseRequestStatus[]> = {
  'Pedido Finalizado': ['Em Análise', 'Em Cotação', 'Aguardando Entrega', 'Pedido Finalizado'],
  'Pedido Recusado': ['Em Análise', 'Pedido Recusado'],
  'Pedido Cancelado': ['Em Análise', 'Em Cotação', 'Pedido Cancelado'],
  'Aguardando Entrega': ['Em Análise', 'Em Cotação', 'Aguardando Entrega'],
  'Em Cotação': ['Em Análise', 'Em Cotação'],
  'Em Análise': ['Em Análise'],
  Recebida: [],
};
// [created days ago, where it stands today]: the old ones closed, the recent ones in every other status.
const PURCHASES: [number, PurchaseRequestStatus][] = [
  [86, 'Pedido Finalizado'],
  [77, 'Pedido Finalizado'],
  [69, 'Pedido Recusado'],
  [60, 'Pedido Finalizado'],
  [51, 'Pedido Cancelado'],
  [43, 'Pedido Finalizado'],
  [34, 'Pedido Finalizado'],
  [26, 'Pedido Recusado'],
  [18, 'Pedido Finalizado'],
  [11, 'Aguardando Entrega'],
  [8, 'Em Cotação'],
  [5, 'Aguardando Entrega'],
  [3, 'Em Análise'],
  [0, 'Recebida'],
];
const MERCHANDISE_PATH: MerchandiseRequestStatus[] = ['Em Análise', 'Em Conferência', 'Em Separação', 'Separado', 'Enviado'];
const MERCHANDISE: [number, MerchandiseRequestStatus][] = [
  [84, 'Enviado'],
  [74, 'Enviado'],
  [63, 'Enviado'],
  [55, 'Enviado'],
  [45, 'Enviado'],
  [36, 'Enviado'],
  [27, 'Enviado'],
  [19, 'Enviado'],
  [12, 'Enviado'],
  [6, 'Separado'],
  [4, 'Em Separação'],
  [2, 'Em Conferência'],
  [1, 'Em Análise'],
  [0, 'Recebida'],
];
const SPECIAL_PATHS: Record<string, SpecialOrderStatus[]> = {
  Finalizada: ['Em Análise', 'Aguardando Chegada', 'Pronta para Retirada', 'Finalizada'],
  'Pronta para Retirada': ['Em Análise', 'Aguardando Chegada', 'Pronta para Retirada'],
  'Aguardando Chegada': ['Em Análise', 'Aguardando Chegada'],
  'Pedido Recusado': ['Em Análise', 'Pedido Recusado'],
  Cancelada: ['Em Análise', 'Aguardando Chegada', 'Cancelada'],
  'Em Análise': ['Em Análise'],
  Recebida: [],
};
const SPECIALS: [number, SpecialOrderStatus][] = [
  [80, 'Finalizada'],
  [66, 'Pedido Recusado'],
  [52, 'Finalizada'],
  [40, 'Cancelada'],
  [29, 'Finalizada'],
  [20, 'Finalizada'],
  [13, 'Pronta para Retirada'],
  [7, 'Aguardando Chegada'],
  [4, 'Pronta para Retirada'],
  [2, 'Em Análise'],
  [0, 'Recebida'],
];

function planRequests(add: Add, p: PlanContext & { tx: Tx; plenty: Product[]; shopStores: { id: number; name: string }[] }) {
  const { now, rng, tx, ctx, catalogue, plenty, shopStores, stockOf } = p;
  const { admin, staff } = p.people;
  const lines = (count: number, max: number, from = catalogue) => {
    const ids = new Set<number>();
    while (ids.size < count) ids.add(pick(rng, from).id);
    return [...ids].map((productId) => ({ productId, quantity: between(rng, 1, max) }));
  };

  // Purchase requests: about every nine days; the last ones still on their way through.
  for (const [i, [daysAgo, final]] of PURCHASES.entries()) {
    const minutes = between(rng, 9 * 60, 11 * 60);
    const items = lines(between(rng, 1, 4), 24);
    const state = { id: 0, version: 1 };
    add(at(now, daysAgo, minutes), async () => {
      const input = purchaseRequestCreateSchema.parse({ items, notes: i % 3 === 0 ? 'Estoque baixo para a festa do padroeiro.' : '' });
      state.id = (await createPurchaseRequest(tx, staff, input)).id;
    });
    for (const m of stepsOf(PURCHASE_PATHS[final]!, daysAgo, minutes)) {
      add(at(now, m.daysAgo, m.minutes), async (moment) => {
        const move = purchaseStatusMoveSchema.parse({
          status: m.status,
          version: state.version,
          estimatedArrival: m.status === 'Aguardando Entrega' ? todayIso(new Date(moment.getTime() + 7 * DAY)) : undefined,
        });
        const row = await movePurchaseRequest(tx as unknown as Db, admin, state.id, move);
        state.version = row?.version ?? state.version + 1;
      });
    }
  }

  // Merchandise requests of the stores: shipped ones post their exit when they leave.
  for (const [i, [daysAgo, final]] of MERCHANDISE.entries()) {
    const store = shopStores[i % shopStores.length]!;
    const minutes = between(rng, 8 * 60, 10 * 60);
    const moves = stepsOf(MERCHANDISE_PATH.slice(0, MERCHANDISE_PATH.indexOf(final) + 1), daysAgo, minutes);
    const items = lines(between(rng, 2, 4), 3, plenty);
    const state = { id: 0, version: 1 };
    const createdAt = at(now, daysAgo, minutes);
    add(createdAt, async (moment) => {
      const input = merchandiseRequestCreateSchema.parse({
        storeId: store.id,
        requestDate: todayIso(moment),
        deliveryDate: todayIso(new Date(moment.getTime() + 7 * DAY)),
        items,
        notes: i % 4 === 0 ? 'Urgente: vitrine da semana santa.' : '',
      });
      state.id = (await createMerchandiseRequest(tx, staff, input)).id;
    });
    for (const m of moves) {
      const when = at(now, m.daysAgo, m.minutes);
      add(when, async (moment) => {
        if (m.status === 'Enviado') {
          // Shipping takes the stock as it is that day: what the warehouse lacks stays 'Separado'.
          const stock = await stockOf(items.map((l) => l.productId));
          if (items.some((l) => (stock.get(l.productId) ?? 0) < l.quantity)) return;
        }
        const move = merchandiseStatusMoveSchema.parse({
          status: m.status,
          version: state.version,
          exitDate: m.status === 'Enviado' ? todayIso(moment) : undefined,
        });
        try {
          const row = await moveMerchandiseRequest(tx as unknown as Db, staff, state.id, move);
          state.version = row?.version ?? state.version + 1;
        } catch (err) {
          if (!(err instanceof AppError) || err.status !== 409) throw err;
        }
      });
    }
  }

  // Special orders of walk-in customers (no account: nobody is e-mailed), one of a product the shop lacks.
  for (const [i, [daysAgo, final]] of SPECIALS.entries()) {
    const minutes = between(rng, 9 * 60, 12 * 60);
    const moves = stepsOf(SPECIAL_PATHS[final]!, daysAgo, minutes);
    const [customerName, customerContact] = WALK_IN[i % WALK_IN.length]!;
    const fresh = i % 5 === 2 ? NEW_PRODUCTS[i % NEW_PRODUCTS.length]! : null;
    const items = fresh ? [] : lines(between(rng, 1, 2), 3);
    const state = { id: 0, version: 1 };
    add(at(now, daysAgo, minutes), async () => {
      const input = specialOrderCreateSchema.parse({
        customerName,
        customerContact,
        storeId: shopStores[i % shopStores.length]!.id,
        isExistingProduct: !fresh,
        items,
        newProductName: fresh?.[0],
        newProductDescription: fresh?.[1],
        notes: '',
      });
      state.id = (await createSpecialOrder(tx, staff, input, null)).id;
    });
    for (const m of moves) {
      add(at(now, m.daysAgo, m.minutes), async () => {
        const row = await moveSpecialOrder(ctx, staff, state.id, specialOrderStatusMoveSchema.parse({ status: m.status, version: state.version }));
        state.version = row?.version ?? state.version + 1;
      });
    }
  }
}

const CARD = { cardNumber: '4111111111111111', cardCvv: '123' };
function cardExpiry(now: number): string {
  const d = saoPauloDay(new Date(now));
  return `${String(d.month).padStart(2, '0')}/${String((d.year + 3) % 100).padStart(2, '0')}`;
}

/** Online orders, about one a day, of the customers who had signed up by then, moved on as the shop would. */
function planOrders(add: Add, p: PlanContext) {
  const { now, rng, ctx, catalogue, stockOf } = p;
  const { admin, customers } = p.people;
  const online = catalogue.filter((c) => c.availableOnline);
  let n = 0;
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const count = rng() < 0.45 ? 0 : rng() < 0.85 ? 1 : 2;
    for (let k = 0; k < count; k++) {
      const buyers = customers.filter((c) => c.since >= daysAgo);
      if (buyers.length === 0) continue;
      const buyer = pick(rng, buyers);
      const method = pick(rng, ['credit', 'credit', 'pix', 'pix', 'debit', 'boleto'] as const);
      const wanted = Array.from({ length: between(rng, 1, 3) }, () => ({ productId: pick(rng, online).id, quantity: between(rng, 1, 2) }));
      const roll = rng();
      const placedAt = at(now, daysAgo, between(rng, 8 * 60, 22 * 60));
      const key = `demo-history-order-${++n}`;
      const state = { id: '' };
      add(placedAt, async () => {
        const stock = await stockOf(wanted.map((w) => w.productId));
        const items = wanted.filter((w) => (stock.get(w.productId) ?? 0) - w.quantity >= 2);
        if (items.length === 0) return;
        const card =
          method === 'credit' || method === 'debit'
            ? demoCardPayment(ctx, { ...CARD, cardName: buyer.name.toUpperCase(), cardExpiry: cardExpiry(now) })
            : method === 'boleto'
              ? { payerCpf: demoCpf(buyer.email) }
              : {};
        const input = placeRemoteOrderSchema.parse({
          items,
          customer: { name: buyer.name, email: buyer.email, phone: buyer.phone, document: demoCpf(buyer.email) },
          address: ADDRESSES[n % ADDRESSES.length],
          payment: { paymentMethod: method, ...(method === 'credit' ? { installments: between(rng, 1, 3) } : {}), ...card },
          idempotencyKey: key,
        });
        try {
          state.id = (await placeOrder(ctx, buyer, input)).order.id;
          // A card's approval reaches the order as the sandbox's notification would.
          if (method === 'credit' || method === 'debit') await settleDemoPayment(ctx, state.id);
        } catch (err) {
          // A customer holding too many unpaid orders is refused, as at the real checkout.
          if (!(err instanceof AppError) || err.code !== 'TOO_MANY_UNPAID_ORDERS') throw err;
        }
      });
      // Today's Pix and boleto orders wait for their payment; older ones were paid, or lapsed.
      const unpaid = method === 'pix' || method === 'boleto';
      const moves: { daysAgo: number; minutes: number; run: () => Promise<void> }[] = [];
      const move = (status: 'processing' | 'shipped' | 'delivered' | 'cancelled') => () =>
        state.id ? setOrderStatus(ctx.database.db, { orderId: state.id, status, user: admin }).then(() => undefined) : Promise.resolve();
      if (roll < 0.12 && daysAgo > 0) {
        moves.push({ daysAgo: Math.max(0, daysAgo - 1), minutes: 9 * 60, run: move('cancelled') });
      } else {
        let d = daysAgo;
        if (unpaid && daysAgo > 0) {
          d = Math.max(0, daysAgo - (method === 'boleto' ? 2 : 0));
          moves.push({
            daysAgo: d,
            minutes: 23 * 60,
            run: async () => (state.id ? settleDemoPayment(ctx, state.id, { approve: true }) : undefined),
          });
        } else if (unpaid) continue;
        d -= between(rng, 1, 2);
        if (d >= 0) moves.push({ daysAgo: d, minutes: between(rng, 10 * 60, 16 * 60), run: move('shipped') });
        d -= between(rng, 2, 5);
        if (d >= 0) moves.push({ daysAgo: d, minutes: between(rng, 10 * 60, 18 * 60), run: move('delivered') });
      }
      for (const m of moves) add(at(now, m.daysAgo, m.minutes), m.run);
    }
  }
}
