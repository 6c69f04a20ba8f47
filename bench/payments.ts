import fs from 'node:fs';
import { signedNotification, startMercadoPagoStandIn } from '../tests/support/mercadopago-stand-in';
import { cpuTimes } from './cpu-times';
import { BenchClient, signedInStaff, signedUpBuyer } from './http';
import type { Recorder } from './record';
import { type BenchServer, freshDataDir, startBenchServer } from './server';

// Orders per provider, measured, after the same number not measured (compiling, connections).
const ORDERS = 40;
const WARM_UP = 40;

type Flow = {
  server: BenchServer;
  buyer: BenchClient;
  /** Pays a placed order the way its provider does (Mercado Pago's job then settles it in the background). */
  pay: (orderId: string) => Promise<void>;
};

const ORDER_BODY = (productId: number) => ({
  items: [{ productId, quantity: 1 }],
  customer: { name: 'Comprador Bench', email: 'bench@example.com', phone: '(11) 98765-4321', document: '529.982.247-25' },
  address: { cep: '01001-000', street: 'Praça da Sé', number: '1', complement: '', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
  payment: { paymentMethod: 'pix' },
  idempotencyKey: crypto.randomUUID(),
});

let next = 0;

/**
 * Places `n` Pix orders one after the other, each paid, then reads each order as its page does
 * until it shows paid (at once in the sandbox; Mercado Pago's job runner polls every second).
 */
async function placeOrders(flow: Flow, products: number[], n: number): Promise<void> {
  const ids: string[] = [];
  while (ids.length < n) {
    const res = await flow.buyer.request('POST', '/api/store/orders', ORDER_BODY(products[next++ % products.length]!));
    if (res.status === 409) continue; // that product sold out: the next one
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.order.id);
    await flow.pay(res.body.order.id);
  }
  for (const id of ids) {
    for (let i = 0; ; i++) {
      const res = await flow.buyer.request('GET', `/api/store/orders/${id}`);
      if (res.body.order?.paymentStatus === 'paid') break;
      if (i > 600) throw new Error(`order ${id} not paid after 2 min: ${JSON.stringify(res.body.order?.paymentStatus)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Server CPU ms per order for the whole payment flow: the order with its charge, then paid. */
async function cpuPerOrder(flow: Flow): Promise<number> {
  const catalogue = await flow.buyer.request('GET', '/api/store/products?sort=name&page=1&pageSize=48');
  const products = (catalogue.body.items as { id: number; stock: number }[]).filter((p) => p.stock > 0).map((p) => p.id);
  await placeOrders(flow, products, WARM_UP);
  const before = cpuTimes(flow.server.pid).server;
  await placeOrders(flow, products, ORDERS);
  return ((cpuTimes(flow.server.pid).server - before) * 1000) / ORDERS;
}

/**
 * Issue 27's goal: the payment flow's server CPU per order with Mercado Pago stays within 1.5× of
 * the sandbox's. Two small servers of their own (the demo catalogue, nothing else), one per
 * provider; each order is a Pix order paid the way its provider pays: the sandbox by staff's
 * 'Marcar como pago', Mercado Pago by the charge created at checkout, a signed notification and the
 * job that reads the payment back and settles it. The provider is the tests' local stand-in
 * answering with recorded responses (tests/fixtures/mercadopago), in this process: offline, and
 * its CPU is not the server's.
 */
export async function benchPayments(port: number, record: Recorder) {
  console.log('\nPayment flow (Pix order until paid)');
  const standIn = await startMercadoPagoStandIn();
  const results: Record<string, number> = {};
  try {
    for (const provider of ['sandbox', 'mercadopago'] as const) {
      const dataDir = freshDataDir();
      const server = await startBenchServer(
        dataDir,
        port + (provider === 'sandbox' ? 1 : 2),
        '',
        provider === 'mercadopago' ? standIn.env : { PAYMENT_PROVIDER: 'sandbox' },
      );
      try {
        const buyer = await signedUpBuyer(server.url, 'Comprador Pagamentos');
        let flow: Flow;
        if (provider === 'sandbox') {
          const staff = await signedInStaff(server.url);
          flow = {
            server,
            buyer,
            pay: async (orderId) => {
              const res = await staff.request('POST', `/api/admin/orders/${orderId}/mark-paid`);
              if (res.status !== 200) throw new Error(`mark-paid failed: ${res.status} ${JSON.stringify(res.body)}`);
            },
          };
        } else {
          const notifier = new BenchClient(server.url);
          flow = {
            server,
            buyer,
            pay: async (orderId) => {
              const charge = standIn.paymentForOrder(orderId);
              if (!charge) throw new Error(`no Mercado Pago charge for order ${orderId}`);
              standIn.setStatus(charge.id, 'approved');
              const n = signedNotification(charge.id);
              const res = await notifier.request('POST', n.path, n.body, n.headers);
              if (res.status !== 200) throw new Error(`notification refused: ${res.status} ${JSON.stringify(res.body)}`);
            },
          };
        }
        results[provider] = await cpuPerOrder(flow);
        console.log(`  ${provider}: server CPU ${results[provider]!.toFixed(1)} ms per order (${ORDERS} orders, after ${WARM_UP} not measured)`);
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await standIn.close();
  }
  const ratio = results.mercadopago! / results.sandbox!;
  record(
    'payment flow server CPU per order, Mercado Pago (local stand-in) ÷ sandbox',
    `${ratio.toFixed(2)}× (${results.mercadopago!.toFixed(1)} / ${results.sandbox!.toFixed(1)} ms)`,
    '≤ 1.5×',
    ratio <= 1.5,
  );
}
