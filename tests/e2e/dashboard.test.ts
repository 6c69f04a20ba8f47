import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { formatQuantity } from '@/domain/units';
import type { Dashboard } from '@/server/modules/dashboard/get-dashboard';
import {
  DEMO,
  desktopOnly,
  launchBrowser,
  newContext,
  screenshot,
  sendSystemLoginForm,
  seriousA11yViolations,
  signedInPage,
  signIn,
  textOf,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { type RunningServer, startOwnServer, startServer } from './support/server';

const OWNER = { email: 'dona@luzdafe.test', password: 'senha-da-dona-1' };

let demo: RunningServer;
// No demo data, only the administrator created from ADMIN_EMAIL/ADMIN_PASSWORD (ensureFirstAdmin).
let empty: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [demo, empty, browser] = await Promise.all([
    startServer(),
    startOwnServer({
      DEMO: '0',
      APP_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
      SITE_ACCESS_PASSWORD: 'luzdafe',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([demo?.stop(), empty?.stop()]);
});

const change = (pct: number | null) => (pct === null ? 'novo no período' : `${pct > 0 ? '+' : ''}${pct.toLocaleString('pt-BR')}%`);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('dashboard (%s)', (viewport) => {
  it('shows the real figures of the API in the four cards, the recent orders and the low-stock list', async () => {
    const context = await newContext(browser, demo.url, viewport);
    await signIn(context, demo.url, DEMO.admin);
    const api = await context.request.get(`${demo.url}/api/admin/dashboard`);
    expect(api.ok()).toBe(true);
    const d = (await api.json()) as Dashboard;
    // The demo catalogue has orders and low stock, so neither list is empty here.
    expect(d.products.value).toBeGreaterThanOrEqual(40);
    expect(d.recentOrders.length).toBeGreaterThan(0);
    expect(d.lowStock.count).toBeGreaterThan(5);

    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const cards: [string, string, Dashboard['products']][] = [
      ['Total de Produtos', d.products.value.toLocaleString('pt-BR'), d.products],
      ['Total de Clientes', d.customers.value.toLocaleString('pt-BR'), d.customers],
      ['Total de Pedidos', d.orders.value.toLocaleString('pt-BR'), d.orders],
      ['Receita Total', formatBRL(d.revenueCents.value), d.revenueCents],
    ];
    for (const [title, value, trend] of cards) {
      const card = page.getByRole('region', { name: title });
      const text = await textOf(card);
      expect(text, title).toContain(value.replace(/\s+/g, ' '));
      expect(text, title).toContain(`${change(trend.changePct)} vs. 30 dias anteriores`);
    }

    const recent = page.getByRole('region', { name: 'Pedidos Recentes' });
    const rows = recent.getByRole('listitem');
    expect(await rows.count()).toBe(Math.min(5, d.recentOrders.length));
    const times = d.recentOrders.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const [i, order] of d.recentOrders.entries()) {
      const text = await textOf(rows.nth(i));
      expect(text).toContain(`#${shortOrderId(order.id)} — ${order.customerName}`);
      expect(text).toContain(formatBRL(order.totalCents).replace(/\s+/g, ' '));
    }

    const low = page.getByRole('region', { name: `Estoque Baixo (${d.lowStock.count})` });
    const items = low.getByRole('listitem');
    expect(await items.count()).toBe(5);
    for (const [i, product] of d.lowStock.items.entries()) {
      const text = await textOf(items.nth(i));
      expect(text).toContain(product.name);
      expect(text).toContain(`${formatQuantity(product.stock, product.unit)} / mín. ${product.minStock}`);
      expect(product.stock).toBeLessThanOrEqual(product.minStock);
    }

    // The chart of the last 30 days, drawn and told in words with the API's figures.
    const chart = page.getByRole('region', { name: 'Receita e Pedidos — últimos 30 dias' });
    const total = (pick: (x: Dashboard['daily'][number]) => number) => d.daily.reduce((s, x) => s + pick(x), 0);
    const summary = `Receita nos últimos 30 dias: ${formatBRL(total((x) => x.revenueCents))} em ${total((x) => x.orders)} pedidos; nos 30 dias anteriores: ${formatBRL(total((x) => x.previousRevenueCents))} em ${total((x) => x.previousOrders)} pedidos.`;
    expect((await textOf(chart.locator('figcaption'))).replace(/\s+/g, ' ')).toBe(summary.replace(/\s+/g, ' '));
    await chart.locator('svg.recharts-surface').first().waitFor();
    const top = page.getByRole('region', { name: 'Mais Vendidos — 30 dias' });
    if (d.topProducts.length) {
      const first = await textOf(top.getByRole('listitem').first());
      expect(first).toContain(d.topProducts[0]!.name);
      expect(first).toContain(formatQuantity(d.topProducts[0]!.units, d.topProducts[0]!.unit));
    } else await top.getByText('Nenhuma venda nos últimos 30 dias.').waitFor();

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `dashboard-${viewport}`);
    // A stat card leads to the screen behind it.
    await page.getByRole('link', { name: /Total de Pedidos/ }).click();
    await page.waitForURL('**/admin/pedidos');
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('links a quick action to the warehouse', async () => {
    const { context, page } = await signedInPage(browser, demo.url, viewport, DEMO.staff, '/admin/dashboard');
    const actions = page.getByRole('region', { name: 'Ações Rápidas' });
    await actions.getByRole('link', { name: 'Almoxarifado' }).click();
    await page.waitForURL('**/admin/almoxarifado');
    await context.close();
  });

  it('shows both empty states on a shop without demo data, for the administrator from the environment', async () => {
    const context = await newContext(browser, empty.url, viewport);
    const page = await context.newPage();
    await page.goto('/login-sistema');
    await sendSystemLoginForm(page, OWNER.email, OWNER.password);
    await page.waitForURL('**/admin/dashboard');
    await page.getByText('Olá, Administrador!').waitFor();
    await page.getByRole('region', { name: 'Pedidos Recentes' }).getByText('Nenhum pedido recente.').waitFor();
    await page.getByRole('region', { name: 'Estoque Baixo (0)' }).getByText('Nenhum produto com estoque baixo.').waitFor();
    for (const title of ['Total de Produtos', 'Total de Clientes', 'Total de Pedidos']) {
      expect(await textOf(page.getByRole('region', { name: title }))).toMatch(/\b0\b/);
    }
    expect(await textOf(page.getByRole('region', { name: 'Receita Total' }))).toContain(formatBRL(0).replace(/\s+/g, ' '));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `dashboard-empty-${viewport}`);
    await context.close();
  });
});
