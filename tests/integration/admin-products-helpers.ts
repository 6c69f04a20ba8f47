import { sql } from 'drizzle-orm';
import type { TestApp, TestClient } from '../support/test-app';

/** A valid product form as the dialog would send it (prices and quantities as typed). */
export function productForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Terço de Teste',
    code: `TST-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    price: '12,50',
    costPrice: '5,00',
    categoryId: '1',
    unit: 'Unidade',
    minStock: '5',
    initialQuantity: '10',
    ...overrides,
  };
}

export async function createProduct(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/admin/products', productForm(overrides));
  if (res.status !== 201) throw new Error(`create product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.product as { id: number; code: string; stock: number; name: string };
}

/** Raw bytes of an answer (PDF, CSV) that the JSON client would decode as text. */
export async function rawRequest(t: TestApp, client: TestClient, method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const res = await t.app.request(`http://localhost${path}`, {
    method,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
    body,
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

export async function auditRows(t: TestApp, entity: string, entityId: number | string) {
  const r = await t.ctx.database.db.execute<{ action: string; user_name: string; before: unknown; after: unknown }>(
    sql`SELECT action, user_name, before, after FROM audit_log WHERE entity = ${entity} AND entity_id = ${String(entityId)} ORDER BY id`,
  );
  return r.rows;
}
