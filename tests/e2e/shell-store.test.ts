import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  desktopOnly,
  headerNav,
  newContext,
  screenshot,
  sendLoginForm,
  sendSystemLoginForm,
  signIn,
  textOf,
  unlockGate,
  VIEWPORTS,
  type ViewportName,
  withoutBootData,
} from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

type Who = 'visitor' | 'locked' | 'customer' | 'staff';

async function open(viewport: ViewportName, who: Who): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server.url, viewport);
  if (who !== 'locked') await unlockGate(context, server.url);
  if (who === 'customer') await signIn(context, server.url, DEMO.customer);
  if (who === 'staff') await signIn(context, server.url, DEMO.staff);
  return { context, page: await context.newPage() };
}

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Waits until the app has settled on `expected` (redirects are client-side). */
async function landsOn(page: Page, from: string, expected: string) {
  await page.goto(from);
  await page.waitForURL((url) => url.pathname === expected);
}

// The cart's link shows its count ('Carrinho 2') when the account's cart has items: the demo customer
// is shared by the suites running beside this one, so the count is left out of the name.
const linkNames = async (nav: ReturnType<Page['getByRole']>) =>
  (await nav.locator('a, button').allInnerTexts()).map((t) =>
    t
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^Carrinho \d+$/, 'Carrinho'),
  );

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('guards and redirects (%s)', (viewport) => {
  it('sends root and unknown paths to the right home for each visitor', async () => {
    const cases: [Who, string][] = [
      ['locked', '/coming-soon'],
      ['visitor', '/loja'],
      ['customer', '/loja'],
      ['staff', '/admin/dashboard'],
    ];
    for (const [who, home] of cases) {
      const { context, page } = await open(viewport, who);
      await landsOn(page, '/', home);
      await landsOn(page, '/caminho/que/nao/existe', home);
      await context.close();
    }
  });

  it.skipIf(desktopOnly(viewport))('sends visitors from /admin to /login-sistema and back to the page they asked for', async () => {
    const { context, page } = await open(viewport, 'locked');
    await landsOn(page, '/admin/cadastros/categorias', '/login-sistema');
    await sendSystemLoginForm(page, DEMO.admin, DEMO.password);
    await page.waitForURL('**/admin/cadastros/categorias');
    await landsOn(page, '/admin', '/admin/dashboard');
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('keeps customers out of /admin and staff out of the profile', async () => {
    const customer = await open(viewport, 'customer');
    await landsOn(customer.page, '/admin', '/loja');
    await landsOn(customer.page, '/admin/pedidos', '/loja');
    // Both readings of the profile path work.
    await landsOn(customer.page, '/perfil', '/perfil');
    await landsOn(customer.page, '/loja/perfil', '/loja/perfil');
    await customer.context.close();

    const staff = await open(viewport, 'staff');
    await landsOn(staff.page, '/perfil', '/admin/dashboard');
    await landsOn(staff.page, '/loja/perfil', '/admin/dashboard');
    await staff.context.close();
  });

  it.skipIf(desktopOnly(viewport))('sends visitors from the profile to /login and back after signing in', async () => {
    const { context, page } = await open(viewport, 'visitor');
    await landsOn(page, '/loja/perfil', '/login');
    await landsOn(page, '/perfil', '/login');
    await sendLoginForm(page, DEMO.customer, DEMO.password);
    await page.waitForURL((url) => url.pathname === '/perfil');
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('shows a full-screen loading indicator while the session loads', async () => {
    const { context, page } = await open(viewport, 'visitor');
    await withoutBootData(context);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/loja', { waitUntil: 'commit' });
    const loader = page.getByRole('status').filter({ hasText: 'Carregando Luz da Fé...' });
    await loader.waitFor();
    const box = await loader.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(VIEWPORTS[viewport].height - 1);
    await screenshot(page, `loading-${viewport}`);
    expect(await page.getByRole('banner').count()).toBe(0);
    release();
    await page.getByRole('banner').waitFor();
    await loader.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('storefront header and footer (%s)', (viewport) => {
  it('searches with the trimmed text and ignores a blank search', async () => {
    const { context, page } = await open(viewport, 'visitor');
    await page.goto('/loja');
    let box = page.getByRole('banner').getByRole('searchbox');
    if (viewport === 'phone') {
      expect(await page.locator('#header-search').isVisible()).toBe(false);
      await headerNav(page, viewport);
      box = page.locator('#mobile-search');
    }
    await box.fill('   ');
    await box.press('Enter');
    // Navigation happens inside the submit handler, so by now it would have.
    expect(path(page)).toBe('/loja');
    await box.fill('  terço de madeira ');
    if (viewport === 'phone') await page.locator('#mobile-menu').getByRole('button', { name: 'Buscar' }).click();
    else await box.press('Enter');
    await page.waitForURL('**/produtos?search=*');
    expect(new URL(page.url()).searchParams.get('search')).toBe('terço de madeira');
    if (viewport === 'phone') await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows each visitor the right links', async () => {
    const expectations: Record<'visitor' | 'customer' | 'staff', { has: string[]; lacks: string[] }> = {
      visitor: { has: ['Início', 'Produtos', 'Carrinho', 'Entrar / Cadastrar'], lacks: ['Admin', 'Perfil', 'Sair'] },
      customer: { has: ['Início', 'Produtos', 'Carrinho', 'Perfil', 'Sair'], lacks: ['Admin', 'Entrar / Cadastrar'] },
      staff: { has: ['Início', 'Produtos', 'Admin', 'Carrinho'], lacks: ['Perfil', 'Sair', 'Entrar / Cadastrar'] },
    };
    for (const [who, { has, lacks }] of Object.entries(expectations)) {
      const { context, page } = await open(viewport, who as Who);
      await page.goto('/loja');
      const nav = await headerNav(page, viewport);
      await nav.getByRole('link', { name: 'Início' }).waitFor();
      const names = await linkNames(nav);
      for (const name of has) expect(names, `${who} sees ${name}`).toContain(name);
      for (const name of lacks) expect(names, `${who} does not see ${name}`).not.toContain(name);
      if (who === 'staff') {
        await nav.getByRole('link', { name: 'Admin' }).click();
        await page.waitForURL('**/admin/dashboard');
      }
      if (who === 'customer') await screenshot(page, `header-customer-${viewport}`);
      await context.close();
    }
  });

  it('navigates with Início, Produtos and Carrinho, and counts cart items in the badge', async () => {
    const { context, page } = await open(viewport, 'visitor');
    await context.addInitScript(() => {
      if (!localStorage.getItem('cart')) {
        const item = (productId: number, quantity: number) => ({
          productId,
          name: `Produto ${productId}`,
          priceCents: 1990,
          imageUrl: '',
          stock: 10,
          quantity,
        });
        localStorage.setItem('cart', JSON.stringify([item(1, 2), item(2, 1)]));
      }
    });
    await page.goto('/produtos');
    if (viewport === 'phone') {
      // The cart and its count stay in the top bar on phones, outside the menu.
      expect(await textOf(page.getByTestId('cart-badge-compact'))).toBe('3');
    }
    for (const [name, target] of [
      ['Carrinho', '/carrinho'],
      ['Início', '/loja'],
      ['Produtos', '/produtos'],
    ]) {
      const nav = await headerNav(page, viewport);
      const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
      if (name === 'Carrinho') {
        expect(await textOf(link.getByTestId('cart-badge'))).toBe('3');
        expect(await link.getAttribute('aria-label')).toBe('Carrinho, 3 itens');
      }
      await link.click();
      await page.waitForURL((url) => url.pathname === target);
      // The phone menu closes after navigating.
      if (viewport === 'phone') await page.locator('#mobile-menu').waitFor({ state: 'detached' });
    }
    await screenshot(page, `header-cart-badge-${viewport}`);
    await page.evaluate(() => localStorage.setItem('cart', '[]'));
    await page.reload();
    const nav = await headerNav(page, viewport);
    await nav.getByRole('link', { name: /^Carrinho/ }).waitFor();
    expect(await nav.getByTestId('cart-badge').count()).toBe(0);
    await context.close();
  });

  it('has a skip link first and a logo to /loja in the header', async () => {
    const { context, page } = await open(viewport, 'visitor');
    await page.goto('/produtos');
    await page.getByRole('banner').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pular para o conteúdo');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#conteudo');
    await page.keyboard.press('Tab');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Luz da Fé/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/loja');
    await context.close();
  });

  if (viewport === 'phone') {
    it('toggles the phone menu', async () => {
      const { context, page } = await open(viewport, 'visitor');
      await page.goto('/loja');
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Abrir menu' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(false);
      await toggle.click();
      await page.locator('#mobile-menu').waitFor();
      await screenshot(page, 'header-menu-open-phone');
      const close = page.getByRole('banner').getByRole('button', { name: 'Fechar menu' });
      expect(await close.getAttribute('aria-expanded')).toBe('true');
      await close.click();
      await page.locator('#mobile-menu').waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it('has the footer links, contact block and unlinked legal labels', async () => {
    const { context, page } = await open(viewport, 'visitor');
    await page.goto('/loja');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('(11) 99999-9999').waitFor();
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/', '/produtos', ...['tercos', 'imagens', 'velas', 'crucifixos', 'medalhas', 'livros'].map((c) => `/produtos?category=${c}`)]),
    );
    await footer.getByText('contato@luzdafe.com.br').waitFor();
    await footer.getByText('Rua da Fé, 100 — Centro, São Paulo/SP').waitFor();
    for (const label of ['Política de Privacidade', 'Termos de Uso']) {
      const el = footer.getByText(label, { exact: true });
      expect(await el.evaluate((e) => e.closest('a'))).toBeNull();
    }
    await footer.getByRole('link', { name: 'Velas' }).click();
    await page.waitForURL('**/produtos?category=velas');
    await screenshot(page, `footer-${viewport}`);
    await context.close();
  });
});
