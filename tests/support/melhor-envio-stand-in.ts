import fs from 'node:fs';
import path from 'node:path';

// A local stand-in of Melhor Envio's API v2 (tests/fixtures/melhor-envio/SOURCES.md): it answers the
// calls the shop makes as the documentation describes them — Bearer token required, User-Agent
// required, a cart item that checkout pays, generate makes 'generated', tracking by ids, cancellable
// and cancel — and keeps what it was sent, so a test can count payments. `failNext` queues
// answers (a 429, an expired token) before the normal ones.

export type StandInRequest = { method: string; path: string; auth: string | null; userAgent: string | null; body: unknown };
type Label = { id: string; status: string; tracking: string | null; paid: number; tag: string | null };

export const STAND_IN_CLIENT = { clientId: '1234', clientSecret: 'segredo-do-app-de-teste' };

export function createMelhorEnvioStandIn(opts: { accessToken?: string; refreshToken?: string } = {}) {
  const requests: StandInRequest[] = [];
  const labels = new Map<string, Label>();
  const queued: Response[] = [];
  const tokens = { access: opts.accessToken ?? 'token-valido', refresh: opts.refreshToken ?? 'refresh-valido' };
  let seq = 0;
  const calculate = JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/melhor-envio/calculate.json'), 'utf8'));

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    const u = new URL(String(url));
    const headers = new Headers(init?.headers);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method: init?.method ?? 'GET', path: u.pathname, auth: headers.get('authorization'), userAgent: headers.get('user-agent'), body });
    const next = queued.shift();
    if (next) return next;
    if (!headers.get('user-agent')) return json(400, { message: 'User-Agent obrigatório.' });

    if (u.pathname === '/oauth/token') {
      const b = body as { grant_type: string; refresh_token?: string; client_id: string; client_secret: string; code?: string };
      if (b.client_id !== STAND_IN_CLIENT.clientId || b.client_secret !== STAND_IN_CLIENT.clientSecret) return json(401, { error: 'invalid_client' });
      if (b.grant_type === 'refresh_token' && b.refresh_token !== tokens.refresh) return json(401, { error: 'invalid_grant' });
      if (b.grant_type === 'authorization_code' && b.code !== 'codigo-de-autorizacao') return json(400, { error: 'invalid_grant' });
      tokens.access = `token-${++seq}`;
      tokens.refresh = `refresh-${seq}`;
      return json(200, { token_type: 'Bearer', expires_in: 2_592_000, access_token: tokens.access, refresh_token: tokens.refresh });
    }
    if (headers.get('authorization') !== `Bearer ${tokens.access}`) return json(401, { message: 'Unauthenticated.' });

    const ids = (body as { orders?: string[] })?.orders ?? [];
    switch (u.pathname) {
      case '/api/v2/me/shipment/calculate':
        return json(200, calculate);
      case '/api/v2/me/cart': {
        const b = body as { service: number; options: { tags: { tag: string }[]; invoice?: { key?: string } } };
        if (!b.options.invoice?.key) return json(422, { message: 'O campo options.invoice.key é obrigatório.' });
        const id = `9a5c3f1e-0000-4000-8000-${String(++seq).padStart(12, '0')}`;
        labels.set(id, { id, status: 'pending', tracking: null, paid: 0, tag: b.options.tags[0]?.tag ?? null });
        return json(201, { id, protocol: `ORD-${seq}`, service_id: b.service, price: 25.65, status: 'pending' });
      }
      case '/api/v2/me/shipment/checkout': {
        for (const id of ids) {
          const label = labels.get(id);
          if (!label || label.status !== 'pending') return json(422, { message: `Envio ${id} não está no carrinho.` });
        }
        for (const id of ids) Object.assign(labels.get(id)!, { status: 'released', paid: labels.get(id)!.paid + 1 });
        return json(200, { purchase: { id: `purchase-${++seq}`, protocol: `PUR-${seq}`, total: 25.65, status: 'paid', orders: ids.map((id) => ({ id })) } });
      }
      case '/api/v2/me/shipment/generate': {
        const out: Record<string, unknown> = {};
        for (const id of ids) {
          const label = labels.get(id);
          if (label?.status === 'released') Object.assign(label, { status: 'generated', tracking: `AA${String(100000000 + seq++).slice(0, 9)}BR` });
          out[id] = { status: !!label, message: label ? 'Envio gerado com sucesso' : 'Envio não encontrado' };
        }
        return json(200, out);
      }
      case '/api/v2/me/shipment/print':
        return json(200, { url: `https://melhorenvio.com.br/imprimir/${ids.join(',')}` });
      case '/api/v2/me/shipment/tracking': {
        const out: Record<string, unknown> = {};
        for (const id of ids) {
          const l = labels.get(id);
          if (l)
            out[id] = {
              id,
              protocol: `ORD-${id.slice(-4)}`,
              status: l.status,
              tracking: l.tracking,
              melhorenvio_tracking: null,
              posted_at: null,
              delivered_at: null,
            };
        }
        return json(200, out);
      }
      case '/api/v2/me/shipment/cancellable':
        return json(
          200,
          Object.fromEntries(ids.map((id) => [id, { cancellable: ['pending', 'released', 'generated'].includes(labels.get(id)?.status ?? '') }])),
        );
      case '/api/v2/me/shipment/cancel': {
        const id = (body as { order: { id: string } }).order.id;
        const l = labels.get(id);
        const ok = !!l && ['pending', 'released', 'generated'].includes(l.status);
        if (ok) l!.status = 'canceled';
        return json(200, { [id]: { canceled: ok } });
      }
      default:
        return json(404, { message: 'Not Found' });
    }
  }) as typeof fetch;

  return {
    fetchImpl,
    requests,
    labels,
    tokens,
    /** The next answer, whatever is asked (a 429, a 401, a 500). */
    failNext(status: number, body: unknown = { message: 'erro' }, headers: Record<string, string> = {}) {
      queued.push(json(status, body, headers));
    },
    /** Moves a label on (the carrier posted or delivered it). */
    advance(id: string, status: 'posted' | 'delivered') {
      const l = labels.get(id);
      if (l) l.status = status;
    },
  };
}
