import { sql } from 'drizzle-orm';
import { todayIso } from '../../../domain/dates';
import { transferCreateSchema, transferMoveSchema, transferReceiveSchema, transferResolveSchema } from '../../../domain/schemas/transfers';
import { WAREHOUSE_LOCATION_ID } from '../../../domain/stock-locations';
import { storeSaleCreateSchema } from '../../../domain/store-sales';
import type { AppContext, SessionUser } from '../../context';
import { EVERY_STORE } from '../../modules/permissions';
import { applyStockCount, moveStockCount, openStockCount, recordCountLine } from '../../modules/stock-counts';
import { setStockMinimum } from '../../modules/stock-levels';
import { importStoreNfce, postStoreSale, readSaleStore } from '../../modules/store-sales';
import { cancelTransfer, createTransfer, receiveTransfer, resolveTransfer, sendTransfer, separateTransfer } from '../../modules/transfers';
import type { Db, Tx } from '../client';
import type { Rng } from './bulk-rows';
import { demoNfeXml } from './demo-nfe-xml';

type Add = (when: Date, run: (moment: Date) => Promise<void>) => void;
type Place = { storeId: number; name: string; type: string; place: number };
type Product = { id: number; name: string; code: string; costPriceCents: number };
type TransferState = { id: number; version: number; items: { id: number; quantity: number }[] };

export type StockPlacesPlan = {
  now: number;
  rng: Rng;
  tx: Tx;
  ctx: AppContext;
  admin: SessionUser;
  staff: SessionUser;
  /** Products the warehouse keeps plenty of. */
  plenty: Product[];
  /** The shop's CNPJ (digits or formatted); without it the stores' sales are typed ('Baixa de venda'), not imported. */
  shopCnpj: string;
  /** The moment `minutes` after São Paulo midnight, `daysAgo` days before today. */
  at: (daysAgo: number, minutes: number) => Date;
};

const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** What a place has available now (on hand less reserved), per product. */
async function availableAt(tx: Tx, place: number): Promise<Map<number, number>> {
  const rows = await tx.execute<{ product_id: number; available: number }>(
    sql`SELECT product_id, on_hand - reserved AS available FROM stock_balances WHERE location_id = ${place} AND on_hand - reserved > 0 ORDER BY product_id`,
  );
  return new Map(rows.rows.map((r) => [Number(r.product_id), Number(r.available)]));
}

/**
 * Stock per place in the demo (issue 36): the warehouse replenishes the Matriz, the Filial and the
 * Quiosque by transfers received there; the stores sell (NFC-e imported, or typed); the Filial is
 * counted; a store sends to another and one returns goods to the warehouse; and the last days
 * leave a transfer in every state — Rascunho, Separado, Enviado, Recebido com divergência waiting,
 * one divergence resolved, one cancelled. Every step calls the function its screen calls, so the
 * balances are Σ movements and the documents have their history.
 */
export async function planStockPlaces(add: Add, p: StockPlacesPlan): Promise<void> {
  const { tx, ctx, admin, staff, rng, at } = p;
  const db = tx as unknown as Db;
  const places = (
    await tx.execute<{ store_id: number; name: string; type: string; place: number }>(
      sql`SELECT s.id AS store_id, s.name, s.type, l.id AS place FROM stores s JOIN stock_locations l ON l.store_id = s.id ORDER BY s.id`,
    )
  ).rows.map((r): Place => ({ storeId: Number(r.store_id), name: r.name, type: r.type, place: Number(r.place) }));
  if (places.length === 0 || p.plenty.length === 0) return;
  const byType = (type: string) => places.find((s) => s.type === type) ?? places[0]!;
  const [matriz, filial, quiosque] = [byType('Matriz'), byType('Filial'), byType('Quiosque')];
  let keyN = 0;
  const key = () => `demo-stock-places-${++keyN}`;

  /** A transfer from `from` of a few products it has, created and moved up to `until` (null: nothing to send). */
  const transfer = async (
    from: number,
    to: number,
    until: 'draft' | 'picked' | 'sent',
    opts: { products?: number; notes?: string } = {},
  ): Promise<TransferState | null> => {
    const available = from === WAREHOUSE_LOCATION_ID ? null : await availableAt(tx, from);
    const warehouse = from === WAREHOUSE_LOCATION_ID ? await availableAt(tx, WAREHOUSE_LOCATION_ID) : null;
    const stock = available ?? warehouse!;
    // The warehouse keeps enough for the shop's own orders: it sends a quarter of what it has, up to 6.
    const candidates = (from === WAREHOUSE_LOCATION_ID ? p.plenty.map((x) => x.id) : [...stock.keys()]).filter((id) => (stock.get(id) ?? 0) >= 4);
    const count = Math.min(opts.products ?? between(rng, 3, 5), candidates.length);
    const start = candidates.length ? between(rng, 0, candidates.length - 1) : 0;
    const items = Array.from({ length: count }, (_, i) => candidates[(start + i) % candidates.length]!).map((productId) => ({
      productId,
      quantity: Math.min(6, Math.floor((stock.get(productId) ?? 0) / 4)),
    }));
    if (items.length === 0) return null;
    const input = transferCreateSchema.parse({ fromLocationId: from, toLocationId: to, notes: opts.notes ?? '', items, idempotencyKey: key() });
    const { transfer: created } = await createTransfer(tx, admin, EVERY_STORE, input);
    let row = created;
    // A move that did not happen answers null: the demo must not go on as if it had.
    const moved = (r: typeof row | null) => {
      if (!r) throw new Error(`Transferência ${created.code} da demonstração não avançou.`);
      return r;
    };
    if (until !== 'draft') row = moved(await separateTransfer(db, admin, EVERY_STORE, row.id, transferMoveSchema.parse({ version: row.version })));
    if (until === 'sent') row = moved(await sendTransfer(db, admin, EVERY_STORE, row.id, transferMoveSchema.parse({ version: row.version })));
    const lines = await tx.execute<{ id: number; quantity: number }>(sql`SELECT id, quantity FROM transfer_items WHERE transfer_id = ${row.id} ORDER BY id`);
    return { id: row.id, version: row.version, items: lines.rows.map((l) => ({ id: Number(l.id), quantity: Number(l.quantity) })) };
  };
  /** The destination's clerk receives it: everything, or `short` units less on the first line. */
  const receive = async (state: TransferState | null, short = 0) => {
    if (!state) return null;
    const input = transferReceiveSchema.parse({
      items: state.items.map((l, i) => ({ itemId: l.id, receivedQuantity: i === 0 ? Math.max(0, l.quantity - short) : l.quantity })),
      idempotencyKey: key(),
    });
    const { transfer: row } = await receiveTransfer(db, staff, EVERY_STORE, state.id, input);
    state.version = row.version;
    return state;
  };

  // Replenishment: every week each store gets a transfer, sent in the morning and received the next one.
  const stores = [matriz, filial, quiosque];
  for (let daysAgo = 63; daysAgo >= 14; daysAgo -= 7) {
    for (const [i, store] of stores.entries()) {
      const state: { t: TransferState | null } = { t: null };
      add(at(daysAgo - i, 10 * 60 + 15), async () => {
        state.t = await transfer(WAREHOUSE_LOCATION_ID, store.place, 'sent', { notes: `Reposição semanal — ${store.name}` });
      });
      add(at(daysAgo - i - 1, 9 * 60 + 30), async () => {
        await receive(state.t);
      });
    }
  }

  // The stores' sales: twice a week each, from what the store holds; the Matriz's and the Filial's
  // arrive as NFC-e files (imported), the Quiosque, without a point of sale, types them.
  let nfceNumber = 5200;
  const cnpj = p.shopCnpj.replace(/\D/g, '');
  for (let daysAgo = 60; daysAgo >= 1; daysAgo -= 3) {
    for (const store of stores) {
      add(at(daysAgo, between(rng, 11 * 60, 18 * 60)), async (moment) => {
        const held = await availableAt(tx, store.place);
        const lines = [...held]
          .filter(([, n]) => n >= 2)
          .slice(0, between(rng, 1, 3))
          .map(([productId, n]) => ({ productId, quantity: Math.min(between(rng, 1, 2), n) }));
        if (lines.length === 0) return;
        if (cnpj && store !== quiosque) {
          const named = new Map(p.plenty.map((x) => [x.id, x]));
          const known = lines.filter((l) => named.has(l.productId));
          if (known.length === 0) return;
          const xml = demoNfeXml({
            uf: '35',
            cnpj,
            supplierName: 'Luz da Fé Artigos Religiosos',
            recipientCnpj: null,
            model: '65',
            number: nfceNumber++,
            series: store === matriz ? 1 : 2,
            emittedAt: moment,
            lines: known.map((l) => {
              const product = named.get(l.productId)!;
              return { code: product.code, barcode: null, name: product.name, unit: 'UN', quantity: l.quantity, unitCents: product.costPriceCents * 2 };
            }),
          });
          const [result] = await importStoreNfce(db, staff, EVERY_STORE, store.storeId, [{ name: `nfce-${nfceNumber}.xml`, data: Buffer.from(xml) }]);
          if (result?.outcome !== 'imported') throw new Error(`NFC-e da demonstração recusada: ${result?.message}`);
          return;
        }
        const input = storeSaleCreateSchema.parse({
          storeId: store.storeId,
          saleDate: todayIso(moment),
          notes: 'Vendas do dia',
          items: lines,
          idempotencyKey: key(),
        });
        const sale = await readSaleStore(tx, input.storeId, EVERY_STORE);
        await postStoreSale(tx, staff, {
          storeId: sale.storeId,
          locationId: sale.locationId,
          source: 'manual',
          saleDate: input.saleDate,
          notes: input.notes,
          idempotencyKey: input.idempotencyKey,
          lines: input.items.map((i) => ({ productId: i.productId, quantity: i.quantity, totalCents: 0 })),
        });
      });
    }
  }

  // A store sends to another, and the Quiosque returns what did not sell to the warehouse.
  add(at(12, 15 * 60), async () => {
    await receive(await transfer(matriz.place, filial.place, 'sent', { products: 2, notes: 'Empréstimo para a vitrine da Filial' }));
  });
  add(at(11, 16 * 60), async () => {
    await receive(await transfer(quiosque.place, WAREHOUSE_LOCATION_ID, 'sent', { products: 1, notes: 'Devolução: sobra do Quiosque' }));
  });

  // The Filial's monthly count, finished: one product short, one found, the rest as expected.
  add(at(9, 8 * 60), async () => {
    const held = [...(await availableAt(tx, filial.place))];
    if (held.length === 0) return;
    const { count } = await openStockCount(tx, staff, EVERY_STORE, { locationId: filial.place, notes: 'Inventário mensal', idempotencyKey: key() });
    for (const [i, [productId, quantity]] of held.entries()) {
      const counted = i === 0 ? quantity - 1 : i === 1 ? quantity + 1 : quantity;
      await recordCountLine(tx, staff, EVERY_STORE, count.id, { productId, quantity: counted, mode: 'set' });
    }
    const review = await moveStockCount(db, staff, EVERY_STORE, count.id, 'review', {});
    await applyStockCount(
      db,
      admin,
      EVERY_STORE,
      count.id,
      { reason: 'Inventário mensal da Filial', version: review.version },
      { thresholdCents: 0, canApprove: true },
    );
  });

  // A divergence resolved: sent to the Matriz, one short on receipt, found to be the carrier's loss.
  const resolved: { t: TransferState | null } = { t: null };
  add(at(8, 10 * 60), async () => {
    resolved.t = await transfer(WAREHOUSE_LOCATION_ID, matriz.place, 'sent', { products: 2, notes: 'Reposição extra' });
  });
  add(at(7, 9 * 60 + 45), async () => {
    await receive(resolved.t, 1);
  });
  add(at(6, 11 * 60), async () => {
    if (!resolved.t) return;
    const input = transferResolveSchema.parse({ version: resolved.t.version, outcome: 'loss', note: 'Caixa violada; a transportadora confirmou a falta.' });
    await resolveTransfer(db, admin, EVERY_STORE, resolved.t.id, input);
  });
  // Cancelled after separation: the Quiosque closed for the feast.
  add(at(5, 14 * 60), async () => {
    const t = await transfer(WAREHOUSE_LOCATION_ID, quiosque.place, 'picked', { products: 2 });
    if (!t) return;
    await cancelTransfer(db, admin, EVERY_STORE, t.id, transferMoveSchema.parse({ version: t.version, note: 'Quiosque fechado no feriado' }));
  });
  // Received with a divergence, waiting for a Supervisor.
  const waiting: { t: TransferState | null } = { t: null };
  add(at(3, 10 * 60), async () => {
    waiting.t = await transfer(WAREHOUSE_LOCATION_ID, quiosque.place, 'sent', { products: 3 });
  });
  add(at(2, 9 * 60 + 30), async () => {
    await receive(waiting.t, 2);
  });
  // On the road, separated, and a draft.
  add(at(1, 15 * 60), async () => {
    await transfer(WAREHOUSE_LOCATION_ID, filial.place, 'sent', { notes: 'Reposição para o fim de semana' });
  });
  add(at(1, 16 * 60), async () => {
    await transfer(WAREHOUSE_LOCATION_ID, matriz.place, 'picked');
  });
  add(at(0, 8 * 60 + 30), async () => {
    await transfer(WAREHOUSE_LOCATION_ID, quiosque.place, 'draft', { notes: 'Rascunho: conferir com a gerente do Quiosque' });
  });

  // Each store's own minimum of what it sells most: some are below it today (the dashboard shows them).
  add(at(0, 8 * 60 + 45), async () => {
    for (const store of stores) {
      const held = [...(await availableAt(tx, store.place))].slice(0, 4);
      for (const [i, [productId, quantity]] of held.entries()) {
        await setStockMinimum(db, admin, { productId, locationId: store.place, minStock: i % 2 === 0 ? quantity + 2 : Math.max(0, quantity - 2) }, EVERY_STORE);
      }
    }
  });
}
