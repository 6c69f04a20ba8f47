import { Hono } from 'hono';
import { z } from 'zod';
import { contentDisposition } from '../../../domain/content-disposition';
import { placeRemoteOrderSchema } from '../../../domain/schemas/remote-checkout';
import type { AppEnv } from '../../context';
import { badRequest } from '../../http/errors';
import { currentUser, requireCustomer } from '../../http/guards';
import { validate } from '../../http/validate';
import { listCustomerOrders, loadCustomerOrder } from './customer-order';
import { getLastAddress } from './get-last-address';
import { getLastBuyer } from './get-last-buyer';
import { getOrderBoletoPdf } from './get-order-boleto';
import { getOrderPix, getOrderPixQr } from './get-order-pix';
import { getOwnOrderRow } from './get-own-order';
import { placeOrder } from './place-order';

const orderIdParam = z.object({ id: z.uuid({ error: 'Identificador de pedido inválido.' }) });
const headerKey = z.string().trim().min(8).max(100);

export const orderRoutes = new Hono<AppEnv>()
  .get('/', requireCustomer, async (c) => {
    const me = currentUser(c);
    return c.json({ orders: await listCustomerOrders(c.var.ctx.database.db, me.id) });
  })
  // The checkout fills the CPF/CNPJ in from here, so a returning customer need not type it again.
  .get('/last-buyer', requireCustomer, async (c) => c.json({ buyer: await getLastBuyer(c.var.ctx.database.db, currentUser(c).id) }))
  // ...and offers the address the last order went to.
  .get('/last-address', requireCustomer, async (c) => c.json({ address: await getLastAddress(c.var.ctx.database.db, currentUser(c).id) }))
  .post(
    '/',
    requireCustomer,
    // The browser sends a card token (Mercado Pago's card form, or the sandbox's), never the card, and a CPF for the boleto.
    validate('json', placeRemoteOrderSchema),
    async (c) => {
      const me = currentUser(c);
      const body = c.req.valid('json');
      let idempotencyKey = body.idempotencyKey;
      const header = c.req.header('idempotency-key');
      if (!idempotencyKey && header !== undefined) {
        const parsed = headerKey.safeParse(header);
        if (!parsed.success) throw badRequest('Chave de idempotência inválida.');
        idempotencyKey = parsed.data;
      }
      const { ctx } = c.var;
      const { order, created, payment } = await placeOrder(ctx, me, { ...body, idempotencyKey });
      return c.json({ order, created, ...payment }, created ? 201 : 200);
    },
  )
  .get('/:id', requireCustomer, validate('param', orderIdParam), async (c) => {
    const me = currentUser(c);
    const { db } = c.var.ctx.database;
    const row = await getOwnOrderRow(db, me.id, c.req.valid('param').id);
    return c.json({ order: (await loadCustomerOrder(db, row.id))! });
  })
  .get('/:id/pix', requireCustomer, validate('param', orderIdParam), async (c) => {
    const me = currentUser(c);
    return c.json(await getOrderPix(c.var.ctx.database.db, me.id, c.req.valid('param').id));
  })
  .get('/:id/pix/qr.svg', requireCustomer, validate('param', orderIdParam), async (c) => {
    const me = currentUser(c);
    const svg = await getOrderPixQr(c.var.ctx.database.db, me.id, c.req.valid('param').id);
    // An order's Pix code never changes, so its picture can stay in the browser's cache.
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'private, max-age=86400, immutable' });
  })
  .get('/:id/boleto', requireCustomer, validate('param', orderIdParam), async (c) => {
    const me = currentUser(c);
    const { pdf, filename } = await getOrderBoletoPdf(c.var.ctx.database.db, me.id, c.req.valid('param').id);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(filename, 'inline'),
      'cache-control': 'private, no-store',
    });
  });
