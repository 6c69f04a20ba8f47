import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '@/server/db/seed/demo-products';
import { desktopOnly, screenshot, seriousA11yViolations, storeContext, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

const ONLINE = DEMO_PRODUCTS.filter((p) => p.online !== false).length;
const NBSP = '\u00a0';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

async function open(viewport: ViewportName, path: string) {
  const context = await storeContext(browser, server.url, viewport);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByTestId('result-count').waitFor();
  return { context, page };
}

const count = (page: Page) => page.getByTestId('result-count').innerText();
const cards = (page: Page) => page.getByTestId('product-card');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The mobile header keeps the cart link in its menu (the toast may cover its button, hence dispatchEvent). */
async function cartBadge(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).dispatchEvent('click');
  const text = await page.getByTestId('cart-badge').first().innerText();
  if (viewport === 'phone') await page.getByRole('button', { name: 'Fechar menu' }).dispatchEvent('click');
  return text;
}

const firstName = (page: Page) => cards(page).first().getByRole('heading').innerText();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('listing /produtos (%s)', (viewport) => {
  it('lists the online products A-Z with the count, and toggles grid and list views', async () => {
    const { context, page } = await open(viewport, '/produtos');
    expect(await count(page)).toBe(`Mostrando ${ONLINE} produto(s)`);
    expect(await cards(page).count()).toBe(24);
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('name');
    const names = await cards(page).getByRole('heading').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `catalog-list-grid-${viewport}`);

    await page.getByRole('button', { name: 'Visualizar em lista' }).click();
    expect(await page.getByRole('button', { name: 'Visualizar em lista' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('ul[data-view]').getAttribute('data-view')).toBe('list');
    await screenshot(page, `catalog-list-list-${viewport}`);
    await page.reload();
    await page.getByTestId('result-count').waitFor();
    expect(await page.locator('ul[data-view]').getAttribute('data-view')).toBe('list');
    await page.getByRole('button', { name: 'Visualizar em grade' }).click();
    expect(await page.locator('ul[data-view]').getAttribute('data-view')).toBe('grid');

    await page.getByRole('button', { name: 'Próxima página' }).click();
    await page.waitForURL('**/produtos?page=2');
    await page.getByText('Página 2 de 2').waitFor();
    expect(await cards(page).count()).toBe(ONLINE - 24);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('searches without caring for accents, case or a typo, and keeps the search in the URL', async () => {
    const { context, page } = await open(viewport, '/produtos');
    const box = page.locator('#list-search');
    for (const text of ['TERCO', 'tercoo']) {
      await box.fill(text);
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === text);
      await page.getByText(`Resultados para “${text}”`).waitFor();
      await expect.poll(() => firstName(page)).toMatch(/^Terço/);
    }
    // Links with a search apply it, and the box shows it.
    await page.goto('/produtos?search=crucifixos');
    await page.getByTestId('result-count').waitFor();
    expect(await box.inputValue()).toBe('crucifixos');
    expect(await card(page, 'Cruz Tau Franciscana').count()).toBe(1);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('filters by category, kits included, sorts, and shows only offers, all kept in the URL', async () => {
    const { context, page } = await open(viewport, '/produtos');
    await page.getByLabel('Categoria', { exact: true }).selectOption('kits');
    await page.waitForURL((url) => url.searchParams.get('category') === 'kits');
    await page.getByText('Mostrando 5 produto(s)').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Kits de Presente');

    await page.getByLabel('Ordenar por').selectOption({ label: 'Maior preço' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-high');
    const prices = async () =>
      (await cards(page).getByTestId('price').allInnerTexts()).map((t) => Number(t.replace(`R$${NBSP}`, '').replace('.', '').replace(',', '.')));
    await expect.poll(prices).toEqual([149.9, 129.9, 119.9, 99.9, 89.9]);

    await page.getByLabel('Somente ofertas').click();
    await page.waitForURL((url) => url.searchParams.get('onSale') === 'true');
    expect(params(page)).toEqual({ category: 'kits', sort: 'price-high', onSale: 'true' });
    await page.getByText('Mostrando 1 produto(s)').waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    const offer = card(page, 'Kit Batizado Completo');
    expect(await offer.innerText()).toContain('Oferta');
    // The real list price is struck through next to the price.
    expect(await offer.locator('s').innerText()).toBe(`R$${NBSP}179,90`);

    // Opening such a URL directly restores every control.
    await page.goto('/produtos?category=kits&sort=newest&onSale=true');
    await page.getByTestId('result-count').waitFor();
    expect(await page.getByLabel('Categoria', { exact: true }).inputValue()).toBe('kits');
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('newest');
    expect(await page.getByLabel('Somente ofertas').isChecked()).toBe(true);
    await context.close();
  });

  it('shows the empty state and clears search, filters and query string', async () => {
    const { context, page } = await open(viewport, '/produtos?category=velas&onSale=true&sort=price-low');
    const box = page.locator('#list-search');
    await box.fill('xyzwq nada');
    await box.press('Enter');
    await page.getByText('Nenhum produto encontrado').waitFor();
    expect(await count(page)).toBe('Mostrando 0 produto(s)');
    await page.getByText('Tente ajustar os filtros ou buscar por outros termos...').waitFor();
    await screenshot(page, `catalog-list-empty-${viewport}`);
    await page.getByRole('button', { name: 'Limpar Filtros e Busca' }).click();
    await page.waitForURL((url) => url.pathname === '/produtos' && url.search === '');
    await page.getByText(`Mostrando ${ONLINE} produto(s)`).waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await page.getByLabel('Categoria', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Somente ofertas').isChecked()).toBe(false);
    await context.close();
  });

  it('shows the card badges and adds to the cart with the requirements toast and header count', async () => {
    const { context, page } = await open(viewport, '/produtos?category=tercos');
    const soldOut = card(page, 'Terço Pulseira de Prata 925');
    expect(await soldOut.locator('[data-badge]').allInnerTexts()).toEqual(['Esgotado']);
    expect(await soldOut.getByRole('button', { name: 'Terço Pulseira de Prata 925 esgotado' }).isDisabled()).toBe(true);
    expect(await card(page, 'Terço de Cristal Azul').locator('[data-badge]').allInnerTexts()).toEqual(['Poucas Unid.', 'Oferta']);
    expect(await card(page, 'Terço de Nossa Senhora Aparecida em Madeira').locator('[data-badge]').allInnerTexts()).toEqual(['Destaque']);
    // No list price is invented for products not on sale.
    expect(await card(page, 'Terço de São Bento com Medalha').locator('s').count()).toBe(0);

    const add = page.getByRole('button', { name: 'Adicionar Terço de São Bento com Medalha ao carrinho' });
    await add.click();
    const first = await toastText(page);
    expect(first).toContain('Terço de São Bento com Medalha adicionado!');
    expect(first).toContain('1 unidade no carrinho.');
    expect(first).toContain('Ver Carrinho');
    expect(await cartBadge(page, viewport)).toBe('1');
    await add.click();
    await page.locator('[data-sonner-toast]', { hasText: '2 unidades no carrinho.' }).waitFor();
    expect(await cartBadge(page, viewport)).toBe('2');
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Ver Carrinho' }).click();
    await page.waitForURL('**/carrinho');
    await context.close();
  });
});
