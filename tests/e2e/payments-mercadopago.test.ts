import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { type MercadoPagoStandIn, signedNotification, startMercadoPagoStandIn } from '../support/mercadopago-stand-in';
import { loadShopProducts, registerCustomer, type ShopProduct, seedServerCart, toPaymentStep } from './cart-fixtures';
import { DEMO, desktopOnly, launchBrowser, screenshot, signedInPage, storeContext, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { staffApi } from './support/factories';
import { type RunningServer, startOwnServer } from './support/server';

// The shop with Mercado Pago as its provider, the provider's API and its browser script both
// answered by a local stand-in (same interface, documented shapes). Orders turn 'Processando' only
// when the test posts the provider's signed notification and the server's job reads the payment back.
let standIn: MercadoPagoStandIn;
let server: RunningServer & { kill: () => void };
let browser: Browser;
let products: ShopProduct[];

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
  [server, browser] = await Promise.all([startOwnServer(standIn.env), launchBrowser()]);
  products = (await loadShopProducts(browser, server.url)).filter((p) => p.stock >= 6);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
});

async function customerPaying(viewport: ViewportName, tag: string, product: ShopProduct): Promise<{ context: BrowserContext; page: Page }> {
  const context = await storeContext(browser, server.url, viewport);
  await registerCustomer(context, server.url, `${tag}-${viewport}`);
  await seedServerCart(context, server.url, [{ productId: product.id, quantity: 1 }]);
  const page = await context.newPage();
  // The buyer's CPF (issue 28's NF-e) goes in step 1; the payment step starts with it as the payer's.
  await toPaymentStep(page);
  return { context, page };
}

/** Posts the provider's signed notification, as Mercado Pago would, and waits for the order to settle. */
/** Pays by card in the provider's fields (its script's frames): `number`, 11/30, CVV 123, the holder's name (APRO, FUND… choose the outcome) and the payer's CPF. */
async function fillProviderCard(page: Page, number: string, holder: string) {
  await page.getByText('Cartão de Crédito', { exact: true }).click();
  await page.getByTestId('mp-card-number').locator('input').waitFor();
  await page.getByTestId('mp-card-number').locator('input').fill(number);
  await page.getByTestId('mp-card-expiry').locator('input').fill('11/30');
  await page.getByTestId('mp-card-cvv').locator('input').fill('123');
  await page.getByLabel('Nome no cartão').fill(holder);
  await page.getByLabel('CPF do pagador').fill('19119119100');
}

async function notifyAndWait(context: BrowserContext, paymentId: string | number, orderId: string) {
  const n = signedNotification(paymentId);
  const res = await fetch(`${server.url}${n.path}`, { method: 'POST', headers: n.headers, body: JSON.stringify(n.body) });
  expect(res.status).toBe(200);
  for (let i = 0; i < 100; i++) {
    const orders = (await (await context.request.get(`${server.url}/api/store/orders`)).json()) as { orders: { id: string; status: string }[] };
    if (orders.orders.find((o) => o.id === orderId)?.status === 'processing') return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`order ${orderId} did not turn processing`);
}

const lastCharge = () => standIn.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payments').at(-1)!;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('Mercado Pago checkout (%s)', (viewport) => {
  const phone = viewport === 'phone';
  const pick = (n: number) => products[n + (phone ? 0 : 4)]!;

  it('pays by card in 3 installments through the provider fields (card data only in its script), and settles by signed notification', async () => {
    const { context, page } = await customerPaying(viewport, 'mp-card', pick(0));
    const csp = (await context.request.get(`${server.url}/checkout`)).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src[^;]*${standIn.url.replace(/[.:/]/g, '\\$&')}`));
    await fillProviderCard(page, '5031 4332 1540 6351', 'APRO');
    await page.getByLabel('Parcelas').selectOption('3');
    await screenshot(page, `mercadopago-card-${viewport}`);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') requests.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/perfil/);
    // What left the browser for the shop: a token, never the card.
    const sentToShop = requests.join('\n');
    expect(sentToShop).toContain('"cardToken":"tok');
    expect(sentToShop).not.toContain('5031');
    const charge = lastCharge();
    expect(charge.body).toMatchObject({ installments: 3, payment_method_id: 'master', issuer_id: 25 });
    const orders = (await (await context.request.get(`${server.url}/api/store/orders`)).json()) as {
      orders: { id: string; status: string; installments: number }[];
    };
    const order = orders.orders[0]!;
    expect(order).toMatchObject({ status: 'pending', installments: 3 });
    const provider = standIn.paymentForOrder(order.id)!;
    await notifyAndWait(context, provider.id, order.id);
    await page.goto('/perfil?tab=pedidos');
    await page.getByText('Processando').first().waitFor();
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('shows a declined card with the reason in pt-BR and keeps the cart', async () => {
    const product = pick(1);
    const { context, page } = await customerPaying(viewport, 'mp-declined', product);
    await fillProviderCard(page, '4000 0000 0000 0002', 'FUND');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    expect(await toastText(page)).toContain('limite suficiente');
    expect(page.url()).toContain('/checkout');
    const cart = (await (await context.request.get(`${server.url}/api/store/cart`)).json()) as unknown;
    expect(JSON.stringify(cart)).toContain(`${product.id}`);
    await context.close();
  });

  it("shows the provider's Pix QR and copia-e-cola with the countdown, and the order turns Processando on the signed notification", async () => {
    const { context, page } = await customerPaying(viewport, 'mp-pix', pick(2));
    await page.getByText('Pix', { exact: true }).click();
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: /QR Code Pix/ }).waitFor();
    expect(await dialog.getByRole('img', { name: /QR Code Pix/ }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const charge = lastCharge();
    expect(charge.body).toMatchObject({ payment_method_id: 'pix' });
    const orderId = String(charge.body!.external_reference);
    const provider = standIn.paymentForOrder(orderId)!;
    const qr = (provider.point_of_interaction as { transaction_data: { qr_code: string } }).transaction_data.qr_code;
    expect(await dialog.getByLabel('Pix copia e cola').inputValue()).toBe(qr);
    expect(await page.getByTestId('pix-countdown').textContent()).toMatch(/Expira em (29|30):\d\d/);
    await screenshot(page, `mercadopago-pix-${viewport}`);
    await dialog.getByRole('button', { name: 'Ver meus pedidos' }).click();
    await page.waitForURL(/\/perfil/);
    await page.goto('/perfil?tab=pedidos');
    await page.getByText('Pendente').first().waitFor();
    expect(await page.getByText('Processando').count()).toBe(0);
    standIn.setStatus(provider.id, 'approved');
    await notifyAndWait(context, provider.id, orderId);
    // The orders tab polls while an order waits for its Pix: it shows the new status without a reload.
    await page.getByText('Processando').first().waitFor({ timeout: 15_000 });
    await screenshot(page, `mercadopago-pix-paid-${viewport}`);
    await context.close();
  });
});

// Boleto at phone width only: the dialog is the Pix one's with the line and PDF link in place of the
// QR, and this suite is among the slowest.
describe('Mercado Pago boleto (phone)', () => {
  it("shows the provider's digitable line and PDF link, and the order turns Processando on the signed notification", async () => {
    const { context, page } = await customerPaying('phone', 'mp-boleto', products[3]!);
    await page.getByText('Boleto Bancário', { exact: true }).click();
    // The payer's CPF starts as the buyer's; the provider needs it and the address for a boleto.
    expect(await page.getByLabel('CPF do pagador').inputValue()).toBe('529.982.247-25');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Linha digitável').waitFor();
    const charge = lastCharge();
    expect(charge.body).toMatchObject({
      payment_method_id: 'bolbradesco',
      payer: { identification: { type: 'CPF', number: '52998224725' }, address: { zip_code: '01310100', street_name: 'Avenida Paulista' } },
    });
    const orderId = String(charge.body!.external_reference);
    const provider = standIn.paymentForOrder(orderId)!;
    const details = provider.transaction_details as { digitable_line: string; external_resource_url: string };
    expect((await dialog.getByLabel('Linha digitável').inputValue()).replace(/\D/g, '')).toBe(details.digitable_line);
    expect(await dialog.getByRole('link', { name: 'Baixar boleto (PDF)' }).getAttribute('href')).toBe(details.external_resource_url);
    expect(await dialog.getByText('BOLETO DE TESTE — SEM VALOR').count()).toBe(0);
    await screenshot(page, 'mercadopago-boleto-phone');
    standIn.setStatus(provider.id, 'approved');
    await notifyAndWait(context, provider.id, orderId);
    await context.close();
  });
});

// Issue 33 in the back-office: the cancel dialog says where a paid order's money goes before it is
// confirmed, and a payment of another amount is shown as 'Pagamento divergente' (order and dashboard).
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('Mercado Pago in the back-office (%s)', (viewport) => {
  it('says the refund before cancelling a paid order, and shows a divergent payment on the order and the dashboard', async () => {
    const shopper = await storeContext(browser, server.url, viewport);
    const buyer = await registerCustomer(shopper, server.url, `mp-admin-${viewport}`);
    const product = products[viewport === 'phone' ? 0 : 4]!;
    const admin = await staffApi(browser, server, DEMO.admin);
    const place = async () => {
      const res = await shopper.request.post(`${server.url}/api/store/orders`, {
        headers: { origin: server.url },
        data: {
          items: [{ productId: product.id, quantity: 1 }],
          customer: { name: buyer.name, email: buyer.email, phone: buyer.phone, document: '529.982.247-25' },
          address: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
          payment: { paymentMethod: 'pix' },
        },
      });
      expect(res.status()).toBe(201);
      const order = (await res.json()).order as { id: string; totalCents: number };
      return { ...order, providerId: standIn.paymentForOrder(order.id)!.id };
    };
    const paid = await place();
    standIn.setStatus(paid.providerId, 'approved');
    await notifyAndWait(shopper, paid.providerId, paid.id);
    const odd = await place();
    standIn.payment(odd.providerId)!.transaction_amount = 1;
    standIn.setStatus(odd.providerId, 'approved');
    const n = signedNotification(odd.providerId);
    expect((await fetch(`${server.url}${n.path}`, { method: 'POST', headers: n.headers, body: JSON.stringify(n.body) })).status).toBe(200);
    await expect.poll(async () => (await admin.call('get', `/api/admin/orders/${odd.id}`)).order.payment.divergent.length, { timeout: 15_000 }).toBe(1);

    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin');
    await page.getByText(/pagamentos? divergentes? no provedor de pagamentos/).waitFor();
    await screenshot(page, `mercadopago-divergent-dashboard-${viewport}`);
    await page.getByRole('link', { name: 'Ver pedidos com pagamento divergente' }).click();
    await page.waitForURL(/payment=divergent/);
    await page.getByRole('button', { name: `Ver detalhes do pedido #${shortOrderId(odd.id)}` }).click();
    const details = page.getByRole('dialog', { name: `Detalhes do Pedido #${shortOrderId(odd.id)}` });
    const warning = details.getByTestId('divergent-payment');
    await warning.waitFor();
    expect(await warning.innerText()).toContain('Pagamento divergente');
    expect(await warning.innerText()).toContain(`${formatBRL(100)} (Aprovado`);
    expect(await warning.innerText()).toContain(`em vez de ${formatBRL(odd.totalCents)}`);
    expect(await details.innerText()).not.toMatch(/Situação: Pago/);
    await screenshot(page, `mercadopago-divergent-order-${viewport}`);
    await page.keyboard.press('Escape');

    // A refund the provider refuses stays on the order as 'Falhou', with the provider's reason (decision 061).
    standIn.refuseRefunds(1);
    const refused = await admin
      .call('post', `/api/admin/orders/${paid.id}/refund`, { amountCents: 100, reason: 'Teste de recusa', idempotencyKey: crypto.randomUUID() })
      .catch((err: Error) => err);
    expect(String(refused)).toMatch(/502/);
    await page.goto('/admin/pedidos');
    await page.getByRole('button', { name: `Ver detalhes do pedido #${shortOrderId(paid.id)}` }).click();
    const paidDetails = page.getByRole('dialog', { name: `Detalhes do Pedido #${shortOrderId(paid.id)}` });
    const refunds = paidDetails.getByRole('list', { name: 'Estornos' });
    await refunds.waitFor();
    expect(await refunds.innerText()).toMatch(/Estorno de R\$\s1,00 — Teste de recusa\s*\(Falhou\)/);
    expect(await refunds.innerText()).toContain('Payment without sufficient funds to refund');
    await refunds.scrollIntoViewIfNeeded();
    await screenshot(page, `mercadopago-refund-failed-${viewport}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Atualizar status do pedido #${shortOrderId(paid.id)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Atualizar Status do Pedido #${shortOrderId(paid.id)}` });
    await dialog.getByLabel('Selecione o novo status para este pedido:').selectOption('cancelled');
    const refundText = `O pagamento de ${formatBRL(paid.totalCents)} será estornado ao cliente pelo Mercado Pago.`;
    await dialog.getByText(refundText).waitFor();
    await screenshot(page, `mercadopago-cancel-paid-${viewport}`);
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await dialog.getByRole('button', { name: 'Atualizar Status' }).click();
    expect(await asked).toContain(refundText);
    await dialog.waitFor({ state: 'hidden' });
    // The refused one and the cancellation's, under the order's next key.
    expect(standIn.calls.filter((c) => c.method === 'POST' && c.path === `/v1/payments/${paid.providerId}/refunds`).map((c) => c.idempotencyKey)).toEqual([
      `luzdafe-${paid.id}-refund-1`,
      `luzdafe-${paid.id}-refund-2`,
    ]);
    await context.close();
    await admin.close();
    await shopper.close();
  });
});
