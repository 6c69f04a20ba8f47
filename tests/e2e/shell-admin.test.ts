import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatLongToday } from '@/domain/dates';
import { DEMO, desktopOnly, screenshot, signedInPage, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

async function staffPage(viewport: ViewportName, email: string = DEMO.staff) {
  const { context, page } = await signedInPage(browser, server.url, viewport, email, '/admin');
  await page.waitForURL('**/admin/dashboard');
  return { context, page };
}

/** The sidebar: fixed on desktop, in a drawer on the phone (opened here). */
async function sidebar(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') {
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
    return page.getByRole('dialog').getByRole('navigation', { name: 'Menu do sistema' });
  }
  return page.getByRole('complementary').getByRole('navigation', { name: 'Menu do sistema' });
}

// The day's work opens by default; the registries are a click away.
const SECTIONS = ['Entradas e Saídas', 'Solicitações'];

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('back-office shell (%s)', (viewport) => {
  it('greets the user by first name with today’s date in pt-BR', async () => {
    const { context, page } = await staffPage(viewport);
    const header = page.getByRole('banner');
    await header.getByText('Olá, Carlos!').waitFor();
    const long = formatLongToday();
    const today = long.charAt(0).toUpperCase() + long.slice(1);
    expect(today).toMatch(/^[A-ZÀ-Ú][a-zà-ú-]+, \d{1,2} de [a-zç]+ de \d{4}$/);
    await header.getByText(today, { exact: true }).waitFor();
    await screenshot(page, `admin-shell-${viewport}`);
    await context.close();
  });

  it('opens Entradas e Saídas and Solicitações by default and lists every section', async () => {
    const { context, page } = await staffPage(viewport);
    const nav = await sidebar(page, viewport);
    for (const name of SECTIONS) {
      expect(await nav.getByRole('button', { name }).getAttribute('aria-expanded'), name).toBe('true');
    }
    expect(await nav.getByRole('button', { name: 'Cadastros' }).getAttribute('aria-expanded')).toBe('false');
    await nav.getByRole('button', { name: 'Cadastros' }).click();
    await nav.getByRole('button', { name: 'Notas Fiscais' }).click();
    for (const name of ['Dashboard', 'Almoxarifado', 'Pedidos', 'Notas Recebidas']) {
      await nav.getByRole('link', { name, exact: true }).first().waitFor();
    }
    for (const name of [
      'Relatórios',
      'Central de Solicitações',
      'Encomendas de Clientes',
      'Gerenciar Solicitações',
      'Categorias',
      'Funcionários',
      'Entradas',
      'Saídas',
      'Consultar Saídas',
      'Conferência de Recebimento',
      'Histórico de Conferências',
    ]) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    // Every screen of the menu is built: none is marked 'Em breve'.
    expect(await nav.locator('[aria-disabled="true"]').count()).toBe(0);
    // Every account's e-mail is for those who manage users (decision 054): not the Supervisor.
    expect(await nav.getByRole('link', { name: 'Usuários', exact: true }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Pedidos', exact: true }).getAttribute('href')).toBe('/admin/pedidos');
    // Staff do not see the administrator's own screens.
    expect(await nav.getByRole('link', { name: 'Auditoria' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Cadastros' }).click();
    expect(await nav.getByRole('button', { name: 'Cadastros' }).getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Categorias', exact: true }).count()).toBe(0);
    if (viewport === 'phone') await screenshot(page, 'admin-drawer-phone');
    await context.close();
  });

  it('shows the administrator’s sections to an admin', async () => {
    const { context, page } = await staffPage(viewport, DEMO.admin);
    const nav = await sidebar(page, viewport);
    await nav.getByRole('link', { name: 'Auditoria' }).waitFor();
    await nav.getByRole('link', { name: 'Configurações' }).waitFor();
    // 'Usuários' is listed once.
    await nav.getByRole('button', { name: 'Cadastros' }).click();
    await nav.getByRole('link', { name: 'Usuários', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Usuários', exact: true }).count()).toBe(1);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('opens the shop in a new tab', async () => {
    const { context, page } = await staffPage(viewport);
    const nav = await sidebar(page, viewport);
    const link = nav.getByRole('link', { name: 'Ver Loja' });
    expect(await link.getAttribute('href')).toBe('/loja');
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForURL('**/loja');
    expect(page.url()).toContain('/admin/dashboard');
    await context.close();
  });

  if (viewport === 'desktop') {
    it('collapses and expands the sidebar', async () => {
      const { context, page } = await staffPage(viewport);
      const aside = page.getByRole('complementary');
      const wide = (await aside.boundingBox())!.width;
      await aside.getByRole('button', { name: 'Recolher menu' }).click();
      await aside.getByRole('button', { name: 'Expandir menu' }).waitFor();
      // The width animates: poll until it settles.
      await expect.poll(async () => (await aside.boundingBox())!.width).toBeLessThan(wide / 3);
      // Icons stay usable: the links keep their names for screen readers and tooltips.
      const dashboard = aside.getByRole('link', { name: 'Dashboard' });
      expect(await dashboard.getAttribute('title')).toBe('Dashboard');
      await screenshot(page, 'admin-collapsed-desktop');
      await aside.getByRole('link', { name: 'Pedidos' }).click();
      await page.waitForURL('**/admin/pedidos');
      await aside.getByRole('button', { name: 'Expandir menu' }).click();
      await aside.getByRole('button', { name: 'Recolher menu' }).waitFor();
      await expect.poll(async () => (await aside.boundingBox())!.width).toBe(wide);
      // A section's icon in the collapsed bar opens the bar on that section.
      await aside.getByRole('button', { name: 'Recolher menu' }).click();
      await aside.getByRole('button', { name: 'Cadastros' }).click();
      await aside.getByRole('button', { name: 'Recolher menu' }).waitFor();
      await aside.getByRole('link', { name: 'Categorias', exact: true }).click();
      await page.waitForURL('**/admin/cadastros/categorias');
      await context.close();
    });
  } else {
    it('uses a drawer on the phone that closes after navigating', async () => {
      const { context, page } = await staffPage(viewport);
      expect(await page.getByRole('complementary').isVisible()).toBe(false);
      const nav = await sidebar(page, viewport);
      await nav.getByRole('link', { name: 'Pedidos', exact: true }).click();
      await page.waitForURL('**/admin/pedidos');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // And closes with its own button.
      await sidebar(page, viewport);
      await page.getByRole('dialog').getByRole('button', { name: 'Fechar menu' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it.skipIf(desktopOnly(viewport))('redirects /admin and unknown back-office paths to the dashboard', async () => {
    const { context, page } = await staffPage(viewport);
    for (const from of ['/admin', '/admin/', '/admin/nao-existe']) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    }
    await context.close();
  });
});
