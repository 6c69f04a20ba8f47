import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADJUSTMENT_LOCATION_ID, DIVERGENCE_LOCATION_ID, TRANSIT_LOCATION_ID, WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { stockBalanceMismatches } from '@/server/modules/stock';
import { createProduct, raceForLastUnit, signedInStaff } from '../support/app-fixtures';
import { dbLabel } from '../support/databases';
import { merchandiseRequestForm } from '../support/fixtures';
import { databaseBeforeMigration } from '../support/migration-test';
import { setUpStockSuite } from '../support/stock-balances';
import type { TestClient } from '../support/test-app';
import { ROUTE_ACCESS } from './route-access';

process.env.AUTH_RATE_LIMIT = 'off';
const { t, admin, db } = setUpStockSuite();

let matriz: { id: number; place: number };
let filial: { id: number; place: number };
let filialClerk: TestClient;
let matrizClerk: TestClient;
let supervisor: TestClient;
let keyN = 0;
const key = () => `transfer-test-${Date.now()}-${++keyN}`;

async function balance(productId: number, locationId: number) {
  const r = await db().execute<{ on_hand: number; reserved: number }>(
    sql`SELECT on_hand, reserved FROM stock_balances WHERE product_id = ${productId} AND location_id = ${locationId}`,
  );
  const row = r.rows[0];
  return row ? { onHand: Number(row.on_hand), reserved: Number(row.reserved) } : { onHand: 0, reserved: 0 };
}

async function movementCount(transferId: number) {
  const r = await db().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM stock_movements WHERE ref_type = 'transfer' AND ref_id = ${String(transferId)}`,
  );
  return Number(r.rows[0]!.n);
}

beforeAll(async () => {
  const r = await db().execute<{ id: number; type: string; place: number }>(
    sql`SELECT s.id, s.type, l.id AS place FROM stores s JOIN stock_locations l ON l.store_id = s.id ORDER BY s.id`,
  );
  const m = r.rows.find((s) => s.type === 'Matriz')!;
  const f = r.rows.find((s) => s.type === 'Filial')!;
  matriz = { id: Number(m.id), place: Number(m.place) };
  filial = { id: Number(f.id), place: Number(f.place) };
  filialClerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: filial.id, name: 'Fernanda da Filial' })).client;
  matrizClerk = (await signedInStaff(t, admin, 'Funcionário', { storeId: matriz.id, name: 'Marcos da Matriz' })).client;
  supervisor = (await signedInStaff(t, admin, 'Supervisor', { name: 'Sílvia Supervisora' })).client;
});

/** A transfer from the warehouse to the Filial, separated and sent by the administrator. */
async function sentTransfer(lines: { productId: number; quantity: number }[], to = () => filial.place) {
  const created = await admin.post('/api/admin/transfers', { fromLocationId: WAREHOUSE_LOCATION_ID, toLocationId: to(), items: lines, idempotencyKey: key() });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let tr = created.body.transfer;
  const picked = await admin.post(`/api/admin/transfers/${tr.id}/separate`, { version: tr.version });
  expect(picked.status, JSON.stringify(picked.body)).toBe(200);
  tr = picked.body.transfer;
  const sent = await admin.post(`/api/admin/transfers/${tr.id}/send`, { version: tr.version });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.transfer;
}

describe(`transfers: through transit, received with a divergence (${dbLabel})`, () => {
  it('reserves on Separado, moves into transit on Enviado, and a short receipt puts the difference in divergences with nothing left in transit', async () => {
    const a = await createProduct(t, { stock: 10, name: 'Terço de Madeira T' });
    const b = await createProduct(t, { stock: 6, name: 'Vela Votiva T' });
    const created = await admin.post('/api/admin/transfers', {
      fromLocationId: WAREHOUSE_LOCATION_ID,
      toLocationId: filial.place,
      notes: 'Reposição de fim de semana',
      items: [
        { productId: a.id, quantity: 3 },
        { productId: b.id, quantity: 2 },
        { productId: a.id, quantity: 2 },
      ],
    });
    expect(created.status).toBe(201);
    const draft = created.body.transfer;
    expect(draft).toMatchObject({ status: 'draft', fromName: 'Almoxarifado', lineCount: 2, totalQuantity: 7 });
    expect(await balance(a.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 10, reserved: 0 });

    const picked = (await admin.post(`/api/admin/transfers/${draft.id}/separate`, { version: draft.version })).body.transfer;
    expect(picked.status).toBe('picked');
    expect(await balance(a.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 10, reserved: 5 });
    expect((await admin.get(`/api/admin/products/${a.id}`)).body.product.stock).toBe(5);

    const sent = (await admin.post(`/api/admin/transfers/${draft.id}/send`, { version: picked.version })).body.transfer;
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    expect(await balance(a.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 5, reserved: 0 });
    expect(await balance(a.id, TRANSIT_LOCATION_ID)).toEqual({ onHand: 5, reserved: 0 });
    expect(await balance(b.id, TRANSIT_LOCATION_ID)).toEqual({ onHand: 2, reserved: 0 });

    const lineA = sent.items.find((i: { productId: number }) => i.productId === a.id);
    const lineB = sent.items.find((i: { productId: number }) => i.productId === b.id);
    const receipt = {
      items: [
        { itemId: lineA.id, receivedQuantity: 4 },
        { itemId: lineB.id, receivedQuantity: 2 },
      ],
      idempotencyKey: key(),
    };
    const received = await filialClerk.post(`/api/admin/transfers/${draft.id}/receive`, receipt);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body).toMatchObject({ posted: true, transfer: { status: 'divergent', missingQuantity: 1 } });
    expect(await balance(a.id, filial.place)).toEqual({ onHand: 4, reserved: 0 });
    expect(await balance(b.id, filial.place)).toEqual({ onHand: 2, reserved: 0 });
    expect(await balance(a.id, DIVERGENCE_LOCATION_ID)).toEqual({ onHand: 1, reserved: 0 });
    expect(await balance(a.id, TRANSIT_LOCATION_ID)).toEqual({ onHand: 0, reserved: 0 });
    expect(await balance(b.id, TRANSIT_LOCATION_ID)).toEqual({ onHand: 0, reserved: 0 });
    // Moving goods leaves the warehouse's stock as the storefront reads it where the send put it.
    expect((await admin.get(`/api/admin/products/${a.id}`)).body.product.stock).toBe(5);

    // The same receipt again posts nothing; another receipt is refused.
    const moves = await movementCount(draft.id);
    const replay = await filialClerk.post(`/api/admin/transfers/${draft.id}/receive`, receipt);
    expect(replay.status).toBe(200);
    expect(replay.body.posted).toBe(false);
    expect(await movementCount(draft.id)).toBe(moves);
    const again = await filialClerk.post(`/api/admin/transfers/${draft.id}/receive`, { ...receipt, idempotencyKey: key() });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta transferência já foi recebida.');
    expect(await movementCount(draft.id)).toBe(moves);

    // The clerk may not resolve; a Supervisor writes the missing unit off as a loss.
    const detail = (await admin.get(`/api/admin/transfers/${draft.id}`)).body.transfer;
    expect((await filialClerk.post(`/api/admin/transfers/${draft.id}/resolve`, { version: detail.version, outcome: 'loss', note: 'Quebrou' })).status).toBe(
      403,
    );
    const missingNote = await supervisor.post(`/api/admin/transfers/${draft.id}/resolve`, { version: detail.version, outcome: 'loss', note: '' });
    expect(missingNote.status).toBe(400);
    expect(missingNote.body.error.message).toBe('Informe o motivo da resolução.');
    const resolved = await supervisor.post(`/api/admin/transfers/${draft.id}/resolve`, {
      version: detail.version,
      outcome: 'loss',
      note: 'Caixa molhada na viagem',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.transfer).toMatchObject({ status: 'resolved', resolution: 'loss' });
    expect(await balance(a.id, DIVERGENCE_LOCATION_ID)).toEqual({ onHand: 0, reserved: 0 });
    expect(await balance(a.id, ADJUSTMENT_LOCATION_ID)).toEqual({ onHand: 1, reserved: 0 });
    // Each step in the history with who.
    expect(resolved.body.transfer.history.map((h: { toStatus: string; userName: string }) => [h.toStatus, h.userName])).toEqual([
      ['draft', expect.any(String)],
      ['picked', expect.any(String)],
      ['sent', expect.any(String)],
      ['divergent', 'Fernanda da Filial'],
      ['resolved', 'Sílvia Supervisora'],
    ]);
  });

  it('a divergence returned to the origin goes back to the warehouse (and its storefront stock)', async () => {
    const a = await createProduct(t, { stock: 4, name: 'Medalha Milagrosa T' });
    const tr = await sentTransfer([{ productId: a.id, quantity: 3 }]);
    const r = await filialClerk.post(`/api/admin/transfers/${tr.id}/receive`, {
      items: [{ itemId: tr.items[0].id, receivedQuantity: 1 }],
      idempotencyKey: key(),
    });
    expect(r.body.transfer.status).toBe('divergent');
    const res = await supervisor.post(`/api/admin/transfers/${tr.id}/resolve`, {
      version: r.body.transfer.version,
      outcome: 'returned',
      note: 'Voltou no caminhão',
    });
    expect(res.status).toBe(200);
    expect(await balance(a.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 3, reserved: 0 });
    expect((await admin.get(`/api/admin/products/${a.id}`)).body.product.stock).toBe(3);
    expect(await balance(a.id, filial.place)).toEqual({ onHand: 1, reserved: 0 });
    expect(await balance(a.id, DIVERGENCE_LOCATION_ID)).toEqual({ onHand: 0, reserved: 0 });
  });

  it('a full receipt is Recebido; the guia de remessa prints once sent; store → warehouse returns work the same way', async () => {
    const a = await createProduct(t, { stock: 5, name: 'Bíblia de Bolso T' });
    const tr = await sentTransfer([{ productId: a.id, quantity: 2 }]);
    const guia = await admin.request('GET', `/api/admin/transfers/${tr.id}/guia.pdf`);
    expect(guia.status).toBe(200);
    const r = await filialClerk.post(`/api/admin/transfers/${tr.id}/receive`, {
      items: [{ itemId: tr.items[0].id, receivedQuantity: 2 }],
      idempotencyKey: key(),
    });
    expect(r.body.transfer).toMatchObject({ status: 'received', missingQuantity: 0 });
    expect(await balance(a.id, DIVERGENCE_LOCATION_ID)).toEqual({ onHand: 0, reserved: 0 });

    // The Filial sends one back: its clerk creates, separates and sends from the store.
    const back = await filialClerk.post('/api/admin/transfers', {
      fromLocationId: filial.place,
      toLocationId: WAREHOUSE_LOCATION_ID,
      items: [{ productId: a.id, quantity: 1 }],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    const p = (await filialClerk.post(`/api/admin/transfers/${back.body.transfer.id}/separate`, { version: 1 })).body.transfer;
    expect(await balance(a.id, filial.place)).toEqual({ onHand: 2, reserved: 1 });
    const s = (await filialClerk.post(`/api/admin/transfers/${p.id}/send`, { version: p.version })).body.transfer;
    expect(s.status).toBe('sent');
    // The Filial clerk cannot receive at the warehouse.
    expect(
      (await filialClerk.post(`/api/admin/transfers/${p.id}/receive`, { items: [{ itemId: s.items[0].id, receivedQuantity: 1 }], idempotencyKey: key() }))
        .status,
    ).toBe(403);
    const got = await admin.post(`/api/admin/transfers/${p.id}/receive`, { items: [{ itemId: s.items[0].id, receivedQuantity: 1 }], idempotencyKey: key() });
    expect(got.body.transfer.status).toBe('received');
    expect(await balance(a.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 4, reserved: 0 });
    expect(await balance(a.id, filial.place)).toEqual({ onHand: 1, reserved: 0 });
  });

  it('cancels only before Enviado, releasing the reservation', async () => {
    const a = await createProduct(t, { stock: 3, name: 'Crucifixo T' });
    const c = await admin.post('/api/admin/transfers', {
      fromLocationId: WAREHOUSE_LOCATION_ID,
      toLocationId: filial.place,
      items: [{ productId: a.id, quantity: 2 }],
    });
    const picked = (await admin.post(`/api/admin/transfers/${c.body.transfer.id}/separate`, { version: 1 })).body.transfer;
    expect(await balance(a.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 3, reserved: 2 });
    const cancelled = await admin.post(`/api/admin/transfers/${picked.id}/cancel`, { version: picked.version, note: 'Loja desistiu' });
    expect(cancelled.body.transfer.status).toBe('cancelled');
    expect(await balance(a.id, WAREHOUSE_LOCATION_ID)).toEqual({ onHand: 3, reserved: 0 });
    expect(await movementCount(picked.id)).toBe(0);

    const tr = await sentTransfer([{ productId: a.id, quantity: 1 }]);
    const late = await admin.post(`/api/admin/transfers/${tr.id}/cancel`, { version: tr.version });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Não é possível passar de "Enviado" para "Cancelado".');
    // A stale version is refused.
    const stale = await admin.post(`/api/admin/transfers/${tr.id}/cancel`, { version: 1 });
    expect(stale.status).toBe(409);
  });

  it('refuses what cannot be a transfer with a 400 and pt-BR messages', async () => {
    const a = await createProduct(t, { stock: 3 });
    const cases: [unknown, string][] = [
      [
        { fromLocationId: filial.place, toLocationId: filial.place, items: [{ productId: a.id, quantity: 1 }] },
        'A origem e o destino devem ser locais diferentes.',
      ],
      [
        { fromLocationId: WAREHOUSE_LOCATION_ID, toLocationId: TRANSIT_LOCATION_ID, items: [{ productId: a.id, quantity: 1 }] },
        'Escolha o almoxarifado ou uma loja como origem e destino.',
      ],
      [{ fromLocationId: WAREHOUSE_LOCATION_ID, toLocationId: filial.place, items: [] }, 'Origem, destino e pelo menos um item são obrigatórios.'],
      [{ fromLocationId: WAREHOUSE_LOCATION_ID, toLocationId: filial.place, items: [{ productId: a.id, quantity: 0 }] }, 'Quantidade inválida.'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/api/admin/transfers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const tr = await sentTransfer([{ productId: a.id, quantity: 2 }]);
    const over = await filialClerk.post(`/api/admin/transfers/${tr.id}/receive`, {
      items: [{ itemId: tr.items[0].id, receivedQuantity: 3 }],
      idempotencyKey: key(),
    });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toContain('maior que a enviada (2)');
    const missingLine = await filialClerk.post(`/api/admin/transfers/${tr.id}/receive`, {
      items: [{ itemId: 999999, receivedQuantity: 1 }],
      idempotencyKey: key(),
    });
    expect(missingLine.status).toBe(400);
    expect(missingLine.body.error.message).toBe('Informe a quantidade recebida de cada item da transferência.');
    // Separating more than the warehouse has names the product and what is there.
    const big = await admin.post('/api/admin/transfers', {
      fromLocationId: WAREHOUSE_LOCATION_ID,
      toLocationId: filial.place,
      items: [{ productId: a.id, quantity: 5 }],
    });
    const short = await admin.post(`/api/admin/transfers/${big.body.transfer.id}/separate`, { version: 1 });
    expect(short.status).toBe(409);
    expect(short.body.error.code).toBe('INSUFFICIENT_STOCK');
  });
});

describe(`transfers: store scope (${dbLabel})`, () => {
  it('a clerk of another store gets 403/404 on every transfer route, and lists none of its transfers', async () => {
    const a = await createProduct(t, { stock: 5 });
    const tr = await sentTransfer([{ productId: a.id, quantity: 1 }]);
    const bodies: Record<string, unknown> = {
      'POST /api/admin/transfers/:id/separate': { version: tr.version },
      'POST /api/admin/transfers/:id/send': { version: tr.version },
      'POST /api/admin/transfers/:id/cancel': { version: tr.version },
      'POST /api/admin/transfers/:id/receive': { items: [{ itemId: tr.items[0].id, receivedQuantity: 1 }], idempotencyKey: key() },
      'POST /api/admin/transfers/:id/resolve': { version: tr.version, outcome: 'loss', note: 'x' },
    };
    const routes = Object.keys(ROUTE_ACCESS).filter((r) => r.includes('/api/admin/transfers/:id'));
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const wrong: string[] = [];
    for (const route of routes) {
      const [method, p] = route.split(' ') as [string, string];
      const res = await matrizClerk.request(method, p.replace(':id', String(tr.id)), method === 'GET' ? undefined : bodies[route]);
      if (![403, 404].includes(res.status)) wrong.push(`${route} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
    const list = await matrizClerk.get(`/api/admin/transfers?pageSize=100&search=${tr.code}`);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
    expect((await filialClerk.get(`/api/admin/transfers?search=${tr.code}`)).body.items.map((i: { code: string }) => i.code)).toEqual([tr.code]);
    // Nothing moved: still in transit.
    expect((await admin.get(`/api/admin/transfers/${tr.id}`)).body.transfer.status).toBe('sent');
    // Nor can the Matriz clerk send from the warehouse or from the Filial.
    for (const from of [WAREHOUSE_LOCATION_ID, filial.place]) {
      const res = await matrizClerk.post('/api/admin/transfers', {
        fromLocationId: from,
        toLocationId: matriz.place,
        items: [{ productId: a.id, quantity: 1 }],
      });
      expect(res.status).toBe(403);
    }
  });
});

describe(`transfers: the race for the last unit (${dbLabel})`, () => {
  it('separating a transfer against two checkouts: exactly one wins, no balance goes negative', async () => {
    const p = await raceForLastUnit(t, admin, filial.place, 'Última Imagem T');
    const w = await balance(p.id, WAREHOUSE_LOCATION_ID);
    expect(w.onHand - w.reserved).toBe(0);
    expect(w.onHand).toBeGreaterThanOrEqual(0);
  });
});

describe(`transfers: a merchandise request fulfilled by a transfer (${dbLabel})`, () => {
  it('the request follows the transfer: Separado, then Enviado with its items sent — and no exit is posted', async () => {
    const p = await createProduct(t, { stock: 8, name: 'Terço Pedido T' });
    const req = await admin.post('/api/admin/requests/merchandise', merchandiseRequestForm(filial.id, [{ productId: p.id, quantity: 3 }]));
    expect(req.status).toBe(201);
    const requestId = req.body.request.id;
    const c = await admin.post('/api/admin/transfers', { fromLocationId: WAREHOUSE_LOCATION_ID, toLocationId: WAREHOUSE_LOCATION_ID + 0, requestId });
    // The request's store is the destination whatever was sent as toLocationId (here the same place as the origin is refused first).
    expect(c.status).toBe(400);
    const made = await admin.post('/api/admin/transfers', { fromLocationId: WAREHOUSE_LOCATION_ID, toLocationId: filial.place, requestId });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.transfer).toMatchObject({ requestCode: req.body.request.code, toLocationId: filial.place, totalQuantity: 3 });
    const second = await admin.post('/api/admin/transfers', { fromLocationId: WAREHOUSE_LOCATION_ID, toLocationId: filial.place, requestId });
    expect(second.status).toBe(409);
    const id = made.body.transfer.id;
    await admin.post(`/api/admin/transfers/${id}/separate`, { version: 1 });
    expect((await admin.get(`/api/admin/requests/merchandise/${requestId}`)).body.request.status).toBe('Separado');
    await admin.post(`/api/admin/transfers/${id}/send`, { version: 2 });
    const after = (await admin.get(`/api/admin/requests/merchandise/${requestId}`)).body.request;
    expect(after.status).toBe('Enviado');
    expect(after.items.map((i: { status: string }) => i.status)).toEqual(['Item Enviado']);
    const exits = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stock_exits WHERE source_type = 'merchandise_request' AND source_id = ${requestId}`,
    );
    expect(Number(exits.rows[0]!.n)).toBe(0);
    expect(await balance(p.id, TRANSIT_LOCATION_ID)).toEqual({ onHand: 3, reserved: 0 });
  });
});

describe(`migration 0035: old exits read as transfers (${dbLabel})`, () => {
  it('every exit to a store that is a place becomes a transfer sent and received (a reversed one cancelled), without a movement', async () => {
    const database = await databaseBeforeMigration(35);
    try {
      const old = await database.openBefore();
      await old.db.execute(sql`INSERT INTO stores (name, address, type) VALUES ('Filial F', 'Rua B', 'Filial'), ('Loja Online', '-', 'Online')`);
      await old.db.execute(sql`INSERT INTO products (name, code, price_cents, stock) VALUES ('Terço A', 'MA', 100, 0)`);
      await old.db.execute(sql`
        INSERT INTO stock_exits (store_id, exit_date, total_items, notes, status, created_by_name)
        SELECT s.id, '2026-10-01', 2, v.notes, v.status, 'Ana' FROM stores s, (VALUES ('Filial F', 'primeira', 'posted'), ('Filial F', 'estornada', 'reversed'), ('Loja Online', 'online', 'posted')) AS v(store, notes, status)
        WHERE s.name = v.store ORDER BY v.notes`);
      await old.db.execute(sql`
        INSERT INTO stock_exit_items (exit_id, product_id, product_name, product_code, quantity, unit_cost_cents, unit_price_cents)
        SELECT x.id, p.id, 'Terço A', 'MA', 2, 50, 100 FROM stock_exits x, products p`);
      const movesBefore = Number((await old.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movements`)).rows[0]!.n);
      await old.close();
      const migrated = await database.openMigrated();
      try {
        const rows = await migrated.db.execute<{ notes: string; status: string; from_location_id: number; lines: number; received: number | null }>(sql`
          SELECT t.notes, t.status, t.from_location_id, count(i.id)::int AS lines, sum(i.received_quantity)::int AS received
          FROM transfers t JOIN transfer_items i ON i.transfer_id = t.id GROUP BY t.id ORDER BY t.id`);
        expect(
          rows.rows.map((r) => [
            r.notes.replace(/^SAIDA-\d+ /, ''),
            r.status,
            Number(r.from_location_id),
            Number(r.lines),
            r.received === null ? null : Number(r.received),
          ]),
        ).toEqual([
          ['estornada', 'cancelled', WAREHOUSE_LOCATION_ID, 1, null],
          ['primeira', 'received', WAREHOUSE_LOCATION_ID, 1, 2],
        ]);
        expect(Number((await migrated.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_movements`)).rows[0]!.n)).toBe(movesBefore);
        expect(await stockBalanceMismatches(migrated.db)).toEqual([]);
      } finally {
        await migrated.close();
      }
    } finally {
      await database.drop();
    }
  });
});
