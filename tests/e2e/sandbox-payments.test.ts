import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { apiGet, openShopSuite, registerCustomer, type ShopProduct, seedServerCart, toPaymentStep } from './cart-fixtures';
import { DEMO, screenshot, signedInPage, storeContext, VIEWPORTS, type ViewportName } from './support/browser';
import type { RunningServer } from './support/server';

// Issue 33, decision 060: the demo shop runs on the payment sandbox, on the path Mercado Pago takes.
// The customer pays a Pix order in the sandbox; staff approve it with the sandbox's demo control,
// then refund it ('Estornar'); a card order is charged back ('Contestado'); a Pix order paid with
// another amount is 'Pagamento divergente' on the order and the dashboard. The order moves only
// when the sandbox's signed notification has gone through the webhook route and been settled.

let server: RunningServer;
let browser: Browser;
let products: ShopProduct[];
openShopSuite((s) => ({ server, browser, products } = s));

const BUYER = { name: 'Cliente Sandbox', email: 'sandbox@example.com', phone: '(21) 98765-4321', document: '529.982.247-25' };
const ADDRESS = { cep: '01310-100', street: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };

function futureExpiry() {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** An order placed through the API as the checkout sends it (a card as the sandbox's card form tokenises it). */
async function placeOrder(context: BrowserContext, productId: number, method: 'pix' | 'credit') {
  let payment: Record<string, unknown> = { paymentMethod: 'pix' };
  if (method === 'credit') {
    const token = await context.request.post(`${server.url}/api/store/payment-provider/card-token`, {
      headers: { origin: server.url },
      data: { cardNumber: '4111111111111111', cardName: 'CLIENTE SANDBOX', cardExpiry: futureExpiry(), cardCvv: '123' },
    });
    expect(token.status()).toBe(200);
    payment = { paymentMethod: 'credit', ...(await token.json()), installments: 1 };
  }
  const res = await context.request.post(`${server.url}/api/store/orders`, {
    headers: { origin: server.url },
    data: { items: [{ productId, quantity: 1 }], customer: BUYER, address: ADDRESS, payment },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).order as { id: string; totalCents: number };
}

/** The back-office order details of `orderId`, opened from the orders list. */
async function openDetails(page: Page, orderId: string) {
  const shortId = shortOrderId(orderId);
  await page.goto(`/admin/pedidos?search=${encodeURIComponent(`#${shortId}`)}`);
  await page.getByRole('button', { name: `Ver detalhes do pedido #${shortId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Detalhes do Pedido #${shortId}` });
  await dialog.getByTestId('provider-payment').waitFor();
  return dialog;
}

const paymentLine = (dialog: ReturnType<Page['getByRole']>) => dialog.getByText(/^Situação: /);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('the payment sandbox in the demo (%s)', (viewport) => {
  const pick = (n: number) => products.filter((p) => p.stock >= 6)[n + (viewport === 'phone' ? 10 : 14)]!;

  it("a Pix paid in the sandbox: staff approve it with the sandbox's control, then refund it", async () => {
    const shopper = await storeContext(browser, server.url, viewport);
    await registerCustomer(shopper, server.url, `sbx-pix-${viewport}`);
    await seedServerCart(shopper, server.url, [{ productId: pick(0).id, quantity: 1 }]);
    const page = await shopper.newPage();
    await toPaymentStep(page);
    await page.getByText('Pix', { exact: true }).click();
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const pix = page.getByRole('dialog');
    await pix.getByLabel('Pix copia e cola').waitFor();
    const { orders } = await apiGet<{ orders: { id: string; totalCents: number }[] }>(shopper, server.url, '/api/store/orders');
    const order = orders[0]!;

    const { context: staff, page: admin } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/pedidos');
    const details = await openDetails(admin, order.id);
    expect(await details.getByRole('button', { name: 'Marcar como pago' }).count()).toBe(0);
    await details.getByTestId('sandbox-controls').waitFor();
    await screenshot(admin, `sandbox-controls-pending-${viewport}`);
    await details.getByRole('button', { name: 'Aprovar pagamento' }).click();
    // The order follows the sandbox's notification: paid, with the provider named in its history.
    await expect.poll(() => paymentLine(details).innerText(), { timeout: 20_000 }).toContain('Pago');
    await details.getByRole('listitem').filter({ hasText: 'Pagamento aprovado pelo sandbox de pagamentos' }).waitFor();
    // The customer's Pix dialog notices by itself.
    await pix.getByRole('status').getByText('Pagamento recebido', { exact: true }).waitFor({ timeout: 20_000 });
    await screenshot(page, `sandbox-pix-paid-customer-${viewport}`);

    await details.getByRole('button', { name: 'Estornar' }).click();
    const refund = admin.getByRole('dialog', { name: `Estornar pedido #${shortOrderId(order.id)}` });
    await refund.getByText(`Pode ser devolvido até ${formatBRL(order.totalCents)} pelo sandbox de pagamentos.`).waitFor();
    await refund.getByLabel('Motivo').fill('Desistência do cliente');
    await refund.getByRole('button', { name: 'Estornar' }).click();
    const said = admin
      .locator('[data-sonner-toast]')
      .filter({ hasText: /Estorno realizado|Erro/ })
      .first();
    await said.waitFor();
    expect(await said.innerText()).toContain('Estorno realizado');
    // The open details show the refund at once, from the refund's own answer (not after reopening).
    await expect.poll(() => paymentLine(details).innerText(), { timeout: 3_000 }).toContain('Estornado');
    expect(await details.getByRole('button', { name: 'Estornar' }).count()).toBe(0);
    await details.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();
    const again = await openDetails(admin, order.id);
    await expect.poll(() => paymentLine(again).innerText(), { timeout: 20_000 }).toContain('Estornado');
    await again.getByRole('listitem').filter({ hasText: 'Pagamento estornado de' }).filter({ hasText: 'no sandbox de pagamentos' }).waitFor();
    await screenshot(admin, `sandbox-refunded-${viewport}`);
    await staff.close();
    await shopper.close();
  });

  it("a card charged back in the sandbox shows 'Contestado'; a Pix paid with another amount is 'Pagamento divergente'", async () => {
    const shopper = await storeContext(browser, server.url, viewport);
    await registerCustomer(shopper, server.url, `sbx-card-${viewport}`);
    const card = await placeOrder(shopper, pick(1).id, 'credit');
    const odd = await placeOrder(shopper, pick(2).id, 'pix');

    const { context: staff, page: admin } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/pedidos');
    let details = await openDetails(admin, card.id);
    // The card was approved at checkout; its notification makes the order paid.
    await expect.poll(() => paymentLine(details).innerText(), { timeout: 20_000 }).toContain('Pago');
    await details.getByRole('button', { name: 'Simular contestação' }).click();
    await expect.poll(() => paymentLine(details).innerText(), { timeout: 20_000 }).toContain('Contestado');
    await screenshot(admin, `sandbox-charged-back-${viewport}`);
    await details.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();

    details = await openDetails(admin, odd.id);
    await details.getByRole('button', { name: 'Pagar outro valor' }).click();
    const other = admin.getByRole('dialog', { name: `Pagar outro valor — pedido #${shortOrderId(odd.id)}` });
    await other.getByLabel('Valor pago (R$)').fill('1,00');
    await other.getByRole('button', { name: 'Pagar este valor' }).click();
    const warning = details.getByTestId('divergent-payment');
    await warning.waitFor({ timeout: 20_000 });
    expect(await warning.innerText()).toContain('Pagamento divergente');
    expect(await warning.innerText()).toContain(`valor ${formatBRL(100)} em vez de ${formatBRL(odd.totalCents)}`);
    expect(await paymentLine(details).innerText()).not.toContain('Pago');
    // Money that never settled the order: no refund of the order and no dispute to simulate, but
    // that payment itself can be given back.
    expect(await details.getByRole('button', { name: 'Estornar', exact: true }).count()).toBe(0);
    expect(await details.getByRole('button', { name: 'Simular contestação' }).count()).toBe(0);
    await warning.scrollIntoViewIfNeeded();
    await screenshot(admin, `sandbox-divergent-order-${viewport}`);
    await admin.goto('/admin');
    await admin.getByText(/pagamentos? divergentes? no provedor de pagamentos/).waitFor();
    await screenshot(admin, `sandbox-divergent-dashboard-${viewport}`);

    details = await openDetails(admin, odd.id);
    const held = details.getByTestId('divergent-payment');
    await held.getByRole('button', { name: 'Estornar pagamento divergente' }).click();
    const giveBack = admin.getByRole('dialog', { name: /^Estornar pagamento divergente / });
    await giveBack.getByText(`Devolve ${formatBRL(100)} a quem pagou, pelo sandbox de pagamentos.`, { exact: false }).waitFor();
    await giveBack.getByLabel('Motivo').fill('Valor pago diferente do pedido');
    await screenshot(admin, `sandbox-divergent-refund-dialog-${viewport}`);
    await giveBack.getByRole('button', { name: `Estornar ${formatBRL(100)}` }).click();
    await expect.poll(() => held.innerText(), { timeout: 3_000 }).toContain(`${formatBRL(100)} estornados`);
    expect(await held.getByRole('button', { name: 'Estornar pagamento divergente' }).count()).toBe(0);
    expect(await held.innerText()).toContain('Nenhum valor dele ficou com a loja.');
    expect(await paymentLine(details).innerText()).toContain('Aguardando');
    await held.scrollIntoViewIfNeeded();
    await screenshot(admin, `sandbox-divergent-refunded-${viewport}`);
    await details
      .getByRole('listitem')
      .filter({ hasText: `Pagamento divergente estornado: ${formatBRL(100)} devolvidos` })
      .waitFor();

    await staff.close();
    await shopper.close();
  });
});
