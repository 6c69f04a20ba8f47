import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/domain/dates';
import { shortCustomerId, shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { DEMO, desktopOnly, screenshot, seriousA11yViolations, signedInPage, storeContext, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import { staffApi } from './support/factories';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let customer: BrowserContext;
let admin: Awaited<ReturnType<typeof staffApi>>;
type Product = { id: number; name: string; stock: number };
type Order = { id: string; createdAt: string; totalCents: number; userId?: string };
let products: Product[] = [];
/** One order with many lines per viewport, so its item list must scroll. */
const bigOrders: Record<string, Order> = {};

const ADDRESS = { cep: '01310-100', street: 'Avenida Paulista', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };

async function placeOrder(items: { productId: number; quantity: number }[], name = 'Maria Cliente'): Promise<Order> {
  const res = await customer.request.post(`${server.url}/api/store/orders`, {
    headers: { origin: server.url },
    data: {
      items,
      customer: { name, email: 'cliente@luzdafe.test', phone: '(11) 98888-0003', document: '529.982.247-25' },
      address: ADDRESS,
      payment: { paymentMethod: 'pix' },
    },
  });
  if (res.status() !== 201) throw new Error(`order failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).order;
}

openBrowserSuite((s) => ({ server, browser } = s));
beforeAll(async () => {
  customer = await storeContext(browser, server.url, 'desktop', DEMO.customer);
  admin = await staffApi(browser, server, DEMO.admin);
  const res = await customer.request.get(`${server.url}/api/store/products?pageSize=48`);
  products = ((await res.json()).items as Product[]).filter((p) => p.stock >= 3);
  for (const viewport of Object.keys(VIEWPORTS)) {
    bigOrders[viewport] = await placeOrder(
      products.slice(0, 12).map((p) => ({ productId: p.id, quantity: 1 })),
      `Comprador Grande ${viewport}`,
    );
  }
});
afterAll(async () => {
  await customer?.close();
  await admin?.close();
});

async function adminPage(viewport: ViewportName, email: string = DEMO.admin): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInPage(browser, server.url, viewport, email, '/admin/pedidos');
  await page.getByRole('heading', { name: 'Pedidos Loja Online' }).waitFor();
  return { context, page };
}

async function toast(page: Page, text: string) {
  const t = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await t.waitFor({ state: 'visible' });
  return (await t.innerText()).replace(/\s+/g, ' ').trim();
}

const listTitle = (page: Page) => page.getByRole('heading', { name: /^Lista de Pedidos \(\d+\)$/ });
const dataRows = (page: Page) => page.locator('[data-list-item]:visible');
const row = (page: Page, text: string) => dataRows(page).filter({ hasText: text });
const search = (page: Page) => page.getByPlaceholder('Buscar por ID, cliente, produto...');
/**
 * Types a search and waits until the list has taken it (it is in the URL once typing pauses), so a
 * check that follows cannot pass on the previous search's rows when both show the same count.
 */
async function searchFor(page: Page, text: string) {
  await search(page).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search') ?? '').toBe(text.trim());
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('online orders (%s)', (viewport) => {
  it('lists orders with the specified columns, searches, filters by status and shows the empty state', async () => {
    const { context, page } = await adminPage(viewport);
    const order = bigOrders[viewport];
    const total = (await admin.call('get', '/api/admin/orders')).total;
    await expect.poll(() => listTitle(page).innerText()).toBe(`Lista de Pedidos (${total})`);
    const shortId = shortOrderId(order.id);
    // A table row on a desktop, a card on a phone: the same columns either way.
    const text = (await row(page, `#${shortId}`).textContent()) ?? '';
    const details = (await admin.call('get', `/api/admin/orders/${order.id}`)).order;
    for (const expected of [
      `#${shortId}`,
      formatDateTime(order.createdAt),
      shortCustomerId(details.customer.id),
      `Comprador Grande ${viewport}`,
      formatBRL(order.totalCents),
      'Pendente',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected.replace(/\s+/g, ' '));
    }
    if (viewport === 'desktop') {
      const headers = await page.getByRole('table', { name: 'Lista de Pedidos' }).locator('th').allTextContents();
      expect(headers).toEqual(['ID Pedido', 'Data', 'Cliente ID', 'Total', 'Status', 'Ações']);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `admin-orders-${viewport}`);

    await searchFor(page, `#${shortId.toLowerCase()}`);
    await expect.poll(() => dataRows(page).count()).toBe(1);
    expect(await listTitle(page).innerText()).toBe('Lista de Pedidos (1)');
    await row(page, `#${shortId}`).waitFor();

    await searchFor(page, `comprador grande ${viewport}`);
    await expect.poll(() => listTitle(page).innerText()).toBe('Lista de Pedidos (1)');

    // An item name (accents and case ignored) finds every order holding it.
    const itemName = products[11].name;
    await searchFor(
      page,
      itemName
        .toUpperCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    );
    await expect.poll(() => row(page, `#${shortId}`).count()).toBe(1);

    await searchFor(page, '');
    await page.getByLabel('Filtrar por status').selectOption('cancelled');
    const cancelled = (await admin.call('get', '/api/admin/orders?status=cancelled')).total;
    expect(cancelled).toBeGreaterThan(0);
    await expect.poll(() => listTitle(page).innerText()).toBe(`Lista de Pedidos (${cancelled})`);
    // The previous page stays on screen while the filtered one loads: wait for rows, all cancelled.
    await expect
      .poll(async () => {
        const statuses = await dataRows(page).allTextContents();
        return statuses.length > 0 && statuses.every((t) => t.includes('Cancelado'));
      })
      .toBe(true);
    // The filter is in the URL: a reload keeps it.
    await page.reload();
    await expect.poll(() => listTitle(page).innerText()).toBe(`Lista de Pedidos (${cancelled})`);
    expect(await page.getByLabel('Filtrar por status').inputValue()).toBe('cancelled');

    await searchFor(page, 'pedido-que-nao-existe');
    await page.getByText('Nenhum pedido encontrado com os filtros atuais.').waitFor();
    expect(await listTitle(page).innerText()).toBe('Lista de Pedidos (0)');
    await screenshot(page, `admin-orders-empty-${viewport}`);
    await context.close();
  });

  it('shows the details with a scrolling item list, marks Pix as paid and prints the receipt', async () => {
    const { context, page } = await adminPage(viewport, DEMO.staff);
    const order = bigOrders[viewport];
    const shortId = shortOrderId(order.id);
    await row(page, `#${shortId}`)
      .getByRole('button', { name: `Ver detalhes do pedido #${shortId}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Detalhes do Pedido #${shortId}` });
    const items = dialog.getByRole('list', { name: 'Itens do pedido' });
    await items.waitFor();
    expect(await items.locator('li').count()).toBe(12);
    const box = await items.evaluate((el) => ({
      client: el.clientHeight,
      scroll: el.scrollHeight,
      rem: Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    expect(box.client).toBeLessThanOrEqual(15 * box.rem + 2);
    expect(box.scroll).toBeGreaterThan(box.client);
    expect(await items.innerText()).toContain(products[0].name);
    expect(await items.innerText()).toContain('× 1');
    expect(await dialog.innerText()).toContain(formatBRL(order.totalCents));
    await dialog.getByRole('heading', { name: 'Histórico de Status' }).waitFor();
    expect(await dialog.getByRole('list').last().innerText()).toContain('Pedido realizado');
    // Placed and not shipped: its units are held at the warehouse (decision 069).
    expect(await dialog.getByTestId('order-stock').innerText()).toBe('Estoque: Reservado · Almoxarifado');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `admin-orders-details-${viewport}`);

    // The demo shop's Pix is held by the payment sandbox (decision 060): no 'Marcar como pago' by
    // hand; staff play the payer with the sandbox's 'Aprovar pagamento', and the order follows the
    // sandbox's notification.
    expect(await dialog.getByRole('button', { name: 'Marcar como pago' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await toast(page, 'Pagamento aprovado no sandbox');
    await expect.poll(() => dialog.getByText(/^Situação: /).innerText(), { timeout: 20_000 }).toContain('Pago');
    expect(await dialog.getByRole('button', { name: 'Aprovar pagamento' }).count()).toBe(0);
    // A paid order no longer reads 'Pendente': it moved on, with the move in its history.
    await dialog.getByRole('listitem').filter({ hasText: 'Pendente → Processando' }).waitFor();

    const [receipt] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Imprimir Recibo' }).click()]);
    await receipt.waitForLoadState();
    expect(receipt.url()).toBe(`${server.url}/api/admin/orders/${order.id}/receipt`);
    await receipt.getByRole('heading', { name: `Recibo do Pedido #${shortId}` }).waitFor();
    // A real print button, hidden on paper.
    await receipt.getByRole('button', { name: 'Imprimir' }).waitFor();
    expect(await receipt.innerText('body')).not.toContain('Ctrl+P');
    const text = await receipt.innerText('body');
    expect(text).toContain(formatBRL(order.totalCents));
    expect(text).toContain(products[0].name);
    expect(text).toContain('Pago');
    await screenshot(receipt, `admin-orders-receipt-${viewport}`);
    await receipt.close();

    await dialog.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('changes the status with the required texts, keeps it after a reload, and explains a refused re-opening', async () => {
    const { context, page } = await adminPage(viewport);
    const order = bigOrders[viewport];
    const shortId = shortOrderId(order.id);
    await row(page, `#${shortId}`)
      .getByRole('button', { name: `Atualizar status do pedido #${shortId}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Atualizar Status do Pedido #${shortId}` });
    await dialog.getByText('Selecione o novo status para este pedido:').waitFor();
    const select = dialog.getByLabel('Selecione o novo status para este pedido:');
    // Paid in the test above, so already 'Processando'.
    expect(await select.inputValue()).toBe('processing');
    await select.selectOption('shipped');
    await screenshot(page, `admin-orders-status-${viewport}`);
    await dialog.getByRole('button', { name: 'Atualizar Status' }).click();
    expect(await toast(page, 'Status do Pedido Atualizado!')).toContain(`Pedido #${shortId} atualizado para Enviado.`);
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await expect.poll(async () => (await row(page, `#${shortId}`).textContent()) ?? '').toContain('Enviado');
    await row(page, `#${shortId}`)
      .getByRole('button', { name: `Atualizar status do pedido #${shortId}` })
      .click();
    expect(await page.getByRole('dialog').getByLabel('Selecione o novo status para este pedido:').inputValue()).toBe('shipped');
    await page.keyboard.press('Escape');

    await row(page, `#${shortId}`)
      .getByRole('button', { name: `Ver detalhes do pedido #${shortId}` })
      .click();
    const history = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Processando → Enviado' });
    expect(await history.innerText()).toContain('Helena Administradora');
    await page.keyboard.press('Escape');

    // Cancel an order, sell its product's stock to someone else, then try to re-open it.
    const product = products[viewport === 'phone' ? 12 : 13];
    const stockNow = (await (await customer.request.get(`${server.url}/api/store/products/${product.id}`)).json()).product?.stock ?? product.stock;
    const first = await placeOrder([{ productId: product.id, quantity: stockNow }]);
    const { version } = (await admin.call('get', `/api/admin/orders/${first.id}`)).order;
    await admin.call('patch', `/api/admin/orders/${first.id}/status`, { status: 'cancelled', version });
    await placeOrder([{ productId: product.id, quantity: stockNow }]);
    const firstShort = shortOrderId(first.id);
    await page.reload();
    await searchFor(page, firstShort);
    await row(page, `#${firstShort}`)
      .getByRole('button', { name: `Atualizar status do pedido #${firstShort}` })
      .click();
    const reopen = page.getByRole('dialog', { name: `Atualizar Status do Pedido #${firstShort}` });
    expect(await reopen.getByLabel('Selecione o novo status para este pedido:').inputValue()).toBe('cancelled');
    await reopen.getByLabel('Selecione o novo status para este pedido:').selectOption('pending');
    await reopen.getByRole('button', { name: 'Atualizar Status' }).click();
    expect(await toast(page, 'Erro ao atualizar em pedidos')).toContain(product.name);
    await screenshot(page, `admin-orders-reopen-error-${viewport}`);
    await context.close();
  });
});
