import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktopOnly, screenshot, seriousA11yViolations, storeContext, VIEWPORTS, type ViewportName, withoutBootData } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

async function openHome(viewport: ViewportName, opts: { clock?: boolean; reducedMotion?: boolean } = {}) {
  const context = await storeContext(browser, server.url, viewport);
  const page = await context.newPage();
  if (opts.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  if (opts.clock) await page.clock.install();
  await page.goto('/loja');
  await page.locator('#novidades-title').waitFor();
  if (opts.clock) {
    // From here the fake clock moves only when the test runs it. Focusing a control and leaving
    // the carousel restarts its timer at this paused instant, so the 5 s are counted exactly.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    await page.getByRole('button', { name: 'Ir para o banner 1: Novidades' }).focus();
    await page.locator('#home-search').focus();
  }
  return { context, page };
}

const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]').getAttribute('aria-label');
const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}-title"]`);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('home /loja (%s)', (viewport) => {
  let context: BrowserContext;

  it('shows carousel, search, featured grid, new arrivals, best sellers, benefits and footer', async () => {
    let page: Page;
    ({ context, page } = await openHome(viewport));
    await section(page, 'novidades').getByTestId('product-card').nth(5).waitFor();
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(3);
    expect(await page.getByRole('search').getByLabel('Buscar produtos').count()).toBeGreaterThan(0);
    // The demo has more than four featured products: four tiles, none padded.
    expect(await section(page, 'destaques').getByTestId('featured-tile').count()).toBe(4);
    expect(await section(page, 'destaques').getByTestId('coming-soon-tile').count()).toBe(0);
    expect(await section(page, 'novidades').getByTestId('product-card').count()).toBe(6);
    expect(await section(page, 'mais-vendidos').getByTestId('product-card').count()).toBe(6);
    const benefits = await page.getByRole('region', { name: 'Vantagens' }).innerText();
    for (const text of ['Frete grátis', 'Parcelamento sem juros', 'Entrega em todo Brasil', 'Garantia de 30 dias contra defeitos']) {
      expect(benefits).toContain(text);
    }
    // Only products available online: the shop-only kit never shows.
    expect(await page.locator('main').innerText()).not.toContain('Kit Devoção Mariana');
    // Review counts are the real ones from the catalogue.
    expect(await section(page, 'destaques').innerText()).toMatch(/\(\d+ avaliações\)/);
    await page.locator('footer').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `home-${viewport}`);
    await context.close();
  });

  it('pads the featured grid with Em Breve tiles', async () => {
    context = await storeContext(browser, server.url, viewport);
    await withoutBootData(context);
    const page = await context.newPage();
    // One featured product only: the three other tiles say 'Em Breve'.
    await page.route('**/api/store/home', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, featured: body.featured.slice(0, 1) } });
    });
    await page.goto('/loja');
    await section(page, 'destaques').getByTestId('featured-tile').waitFor();
    expect(await section(page, 'destaques').getByTestId('featured-tile').count()).toBe(1);
    expect(await section(page, 'destaques').getByTestId('coming-soon-tile').count()).toBe(3);
    expect(await section(page, 'destaques').getByText('Em Breve').count()).toBe(3);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('advances the carousel every 5000 ms and wraps', async () => {
    let page: Page;
    ({ context, page } = await openHome(viewport, { clock: true }));
    expect(await activeSlide(page)).toBe('1 de 3: Novidades');
    // Each step: how long the clock runs, and the slide shown after it.
    const steps: [number, string][] = [
      [4900, '1 de 3: Novidades'],
      [100, '2 de 3: Ofertas da Semana'],
      [5000, '3 de 3: Kits de Presente'],
      [5000, '1 de 3: Novidades'],
    ];
    for (const [ms, slide] of steps) {
      await page.clock.runFor(ms);
      expect(await activeSlide(page)).toBe(slide);
    }
    await context.close();
  });

  it('moves with the previous, next and dot controls, and links each banner', async () => {
    let page: Page;
    ({ context, page } = await openHome(viewport));
    await page.getByRole('button', { name: 'Banner anterior' }).click();
    expect(await activeSlide(page)).toBe('3 de 3: Kits de Presente');
    await page.getByRole('button', { name: 'Próximo banner' }).click();
    expect(await activeSlide(page)).toBe('1 de 3: Novidades');
    await page.getByRole('button', { name: 'Ir para o banner 2: Ofertas da Semana' }).click();
    expect(await activeSlide(page)).toBe('2 de 3: Ofertas da Semana');
    expect(await page.getByRole('button', { name: 'Ir para o banner 2: Ofertas da Semana' }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('link', { name: 'Ver ofertas' }).click();
    await page.waitForURL('**/produtos?onSale=true');
    await page.getByTestId('result-count').waitFor();
    const badges = await page.getByTestId('product-card').evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((t) => t.includes('Oferta'))).toBe(true);
    await page.goBack();
    await page.getByRole('button', { name: 'Ir para o banner 3: Kits de Presente' }).click();
    await page.getByRole('link', { name: 'Ver kits' }).click();
    await page.waitForURL('**/produtos?category=kits');
    await page.getByText('Mostrando 5 produto(s)').waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Ir para o banner 1: Novidades' }).click();
    await page.getByRole('link', { name: 'Ver novidades' }).click();
    await page.waitForURL('**/produtos?sort=newest');
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('newest');
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('pauses while focused, when paused by the visitor, and under reduced motion', async () => {
    let page: Page;
    ({ context, page } = await openHome(viewport, { clock: true }));
    await page.getByRole('button', { name: 'Próximo banner' }).focus();
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe('1 de 3: Novidades');
    await page.locator('#home-search').focus();
    await page.clock.runFor(5000);
    expect(await activeSlide(page)).toBe('2 de 3: Ofertas da Semana');
    // A click leaves the pointer over the carousel, which pauses it too: move it away.
    await page.getByRole('button', { name: 'Pausar a troca automática dos banners' }).click();
    await page.mouse.move(1, 1);
    await page.locator('#home-search').focus();
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe('2 de 3: Ofertas da Semana');
    await page.getByRole('button', { name: 'Retomar a troca automática dos banners' }).click();
    await page.mouse.move(1, 1);
    await page.locator('#home-search').focus();
    await page.clock.runFor(5000);
    expect(await activeSlide(page)).toBe('3 de 3: Kits de Presente');
    await context.close();

    ({ context, page } = await openHome(viewport, { clock: true, reducedMotion: true }));
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe('1 de 3: Novidades');
    await context.close();
  });

  it('searches from the home search box, ignoring a blank search', async () => {
    let page: Page;
    ({ context, page } = await openHome(viewport));
    const box = page.locator('#home-search');
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/loja');
    await box.fill('terço');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/produtos' && url.searchParams.get('search') === 'terço');
    await page.getByTestId('result-count').waitFor();
    expect(await page.getByTestId('product-card').first().innerText()).toContain('Terço');
    await context.close();
  });
});

describe('home /loja (desktop hover)', () => {
  it('pauses the carousel while the pointer is over it', async () => {
    const { context, page } = await openHome('desktop', { clock: true });
    await page.getByRole('region', { name: 'Destaques da loja' }).hover();
    await page.clock.runFor(12_000);
    expect(await activeSlide(page)).toBe('1 de 3: Novidades');
    await page.mouse.move(5, 800);
    await page.clock.runFor(5000);
    expect(await activeSlide(page)).toBe('2 de 3: Ofertas da Semana');
    await context.close();
  });
});
