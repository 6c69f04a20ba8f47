import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, desktopOnly, newContext, screenshot, seriousA11yViolations, storeContext, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

const NBSP = '\u00a0';

let server: RunningServer;
let browser: Browser;
const ids: Record<string, number> = {};
openBrowserSuite((s) => ({ server, browser } = s));
beforeAll(async () => {
  const context = await storeContext(browser, server.url);
  const res = await context.request.get(`${server.url}/api/store/products?pageSize=48`);
  for (const p of (await res.json()).items) ids[p.name] = p.id;
  await context.close();
});

const CRISTAL = 'Terço de Cristal Azul'; // stock 4 of min 5, on sale from R$ 59,90
const PULSEIRA = 'Terço Pulseira de Prata 925'; // sold out
const APARECIDA = 'Terço de Nossa Senhora Aparecida em Madeira'; // featured, 25 in stock

async function open(viewport: ViewportName, name: string, who?: 'customer' | 'staff') {
  const context = await storeContext(browser, server.url, viewport, who && DEMO[who]);
  const page = await context.newPage();
  await page.goto(`/produto/${ids[name]}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return { context, page };
}

const badges = (page: Page) => page.getByTestId('detail-badges').locator('[data-badge]').allInnerTexts();
const quantity = (page: Page) => page.getByLabel('Quantidade', { exact: true });

async function cartBadge(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).dispatchEvent('click');
  const text = await page.getByTestId('cart-badge').first().innerText();
  if (viewport === 'phone') await page.getByRole('button', { name: 'Fechar menu' }).dispatchEvent('click');
  return text;
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('product page (%s)', (viewport) => {
  let context: BrowserContext;

  it('shows every element of the product page, with real prices, stock and related products', async () => {
    let page: Page;
    ({ context, page } = await open(viewport, CRISTAL));
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Produtos Relacionados' }).waitFor();
    expect(await badges(page)).toEqual(['Últimas Unidades']);
    expect(await main.getByRole('link', { name: 'Terços', exact: true }).count()).toBeGreaterThan(0);
    expect(await main.getByRole('img', { name: 'Avaliação 4,7 de 5' }).count()).toBeGreaterThan(0);
    expect(await main.innerText()).toContain('(58 avaliações)');
    expect(await page.getByTestId('detail-price').getByTestId('price').innerText()).toBe(`R$${NBSP}49,90`);
    expect(await page.getByTestId('detail-price').locator('s').innerText()).toBe(`R$${NBSP}59,90`);
    expect(await page.getByTestId('stock-status').innerText()).toBe('Estoque baixo — 4 unidades disponíveis');
    expect(await main.innerText()).toContain('Terço com contas de cristal azul-celeste e crucifixo prateado.');
    const info = await page.getByTestId('product-info').innerText();
    for (const text of [
      'Material',
      'Cristal e metal prateado',
      'Dimensões',
      '50 cm',
      'Origem',
      'Importado',
      'Garantia: 30 dias contra defeitos',
      'Parcelamento sem juros',
      'Entrega em todo Brasil',
    ]) {
      expect(info).toContain(text);
    }
    const related = main.locator('section[aria-labelledby="relacionados"]').getByTestId('product-card');
    expect(await related.count()).toBe(4);
    const relatedText = await related.allInnerTexts();
    expect(relatedText.every((t) => t.includes('TERÇOS'))).toBe(true);
    expect(relatedText.some((t) => t.includes(CRISTAL))).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `catalog-detail-${viewport}`);
    await context.close();
  });

  it('shows Esgotado and Destaque, and disables buying a sold-out product', async () => {
    let page: Page;
    ({ context, page } = await open(viewport, PULSEIRA));
    expect(await badges(page)).toEqual(['Esgotado']);
    expect(await page.getByTestId('stock-status').innerText()).toBe('Sem estoque');
    expect(await page.getByRole('button', { name: 'Comprar Agora' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).isDisabled()).toBe(true);
    await page.goto(`/produto/${ids[APARECIDA]}`);
    await page.getByRole('heading', { level: 1, name: APARECIDA }).waitFor();
    expect(await badges(page)).toEqual(['Destaque']);
    // Not on sale: no struck-through price is shown.
    expect(await page.getByTestId('detail-price').locator('s').count()).toBe(0);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('clamps the quantity between 1 and the stock and adds it with the required toast', async () => {
    let page: Page;
    ({ context, page } = await open(viewport, CRISTAL));
    const minus = page.getByRole('button', { name: 'Diminuir quantidade' });
    const plus = page.getByRole('button', { name: 'Aumentar quantidade' });
    expect(await quantity(page).inputValue()).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    for (let i = 0; i < 3; i++) await plus.click();
    await expect.poll(() => quantity(page).inputValue()).toBe('4');
    expect(await plus.isDisabled()).toBe(true);
    await quantity(page).fill('999');
    expect(await quantity(page).inputValue()).toBe('4');
    await quantity(page).fill('0');
    expect(await quantity(page).inputValue()).toBe('1');
    await quantity(page).fill('3');
    await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    const text = await toastText(page);
    expect(text).toContain(`${CRISTAL} adicionado!`);
    expect(text).toContain('3 unidades no carrinho.');
    expect(await cartBadge(page, viewport)).toBe('3');
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Ver Carrinho' }).click();
    await page.waitForURL('**/carrinho');
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('Comprar Agora adds the quantity and goes to checkout (login first for guests)', async () => {
    let page: Page;
    ({ context, page } = await open(viewport, APARECIDA));
    await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await page.getByRole('button', { name: 'Comprar Agora' }).click();
    await page.waitForURL('**/login');
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toEqual([expect.objectContaining({ productId: ids[APARECIDA], quantity: 2, priceCents: 3490 })]);
    await context.close();

    ({ context, page } = await open(viewport, APARECIDA, 'customer'));
    await page.getByRole('button', { name: 'Comprar Agora' }).click();
    await page.waitForURL('**/checkout');
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('asks guests to log in to favourite, and keeps a customer’s favourite after a reload', async () => {
    let page: Page;
    ({ context, page } = await open(viewport, APARECIDA));
    await page.getByRole('button', { name: 'Favoritar' }).click();
    const text = await toastText(page);
    expect(text).toContain('Login necessário');
    expect(text).toContain('Faça login para favoritar produtos');
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/login');
    await context.close();

    const name = viewport === 'phone' ? 'Vela de Batismo Decorada' : 'Bíblia Sagrada Edição Pastoral';
    ({ context, page } = await open(viewport, name, 'customer'));
    const button = page.getByRole('button', { name: /^Favorit/ });
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await page.getByRole('button', { name: 'Favoritado' }).waitFor();
    expect(await toastText(page)).toContain('Adicionado aos favoritos');
    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('button', { name: 'Favoritado' }).getAttribute('aria-pressed')).toBe('true');
    const favorites = await (await context.request.get(`${server.url}/api/store/favorites`)).json();
    expect(favorites.items.map((i: { name: string }) => i.name)).toContain(name);
    await page.getByRole('button', { name: 'Favoritado' }).click();
    await page.getByRole('button', { name: 'Favoritar' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('button', { name: 'Favoritar' }).getAttribute('aria-pressed')).toBe('false');
    await context.close();

    // Staff have no favourites: no button.
    ({ context, page } = await open(viewport, name, 'staff'));
    await page.getByRole('button', { name: 'Compartilhar' }).waitFor();
    expect(await page.getByRole('button', { name: /^Favorit/ }).count()).toBe(0);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('shares by WhatsApp or by copying the link when the browser has no share sheet', async () => {
    context = await storeContext(browser, server.url, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await context.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing the API to test the fallback
      delete (Navigator.prototype as any).share;
    });
    const page = await context.newPage();
    await page.goto(`/produto/${ids[CRISTAL]}`);
    const url = `${server.url}/produto/${ids[CRISTAL]}`;
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    const whatsapp = page.getByRole('link', { name: 'WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${CRISTAL} ${url}`)}`);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: 'Copiar link' }).click();
    expect(await toastText(page)).toContain('Link copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await whatsapp.count()).toBe(0);
    await context.close();
  });

  it('uses the system share sheet where the browser has one', async () => {
    context = await storeContext(browser, server.url, viewport);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value(data: ShareData) {
          (window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data];
          return Promise.resolve();
        },
      });
    });
    const page = await context.newPage();
    await page.goto(`/produto/${ids[CRISTAL]}`);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await page.waitForFunction(() => (window as unknown as { shared?: unknown[] }).shared?.length === 1);
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared[0]);
    expect(shared).toMatchObject({ title: CRISTAL, url: `${server.url}/produto/${ids[CRISTAL]}` });
    expect(await page.getByRole('link', { name: 'WhatsApp' }).count()).toBe(0);
    await context.close();
  });

  it('shows the not-found page for unknown and removed products', async () => {
    context = await storeContext(browser, server.url, viewport);
    const page = await context.newPage();
    for (const path of ['/produto/999999', '/produto/abc']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Produto Não Encontrado' }).waitFor();
      await page.getByText('O produto que você está procurando não existe ou foi removido.').waitFor();
    }
    await screenshot(page, `catalog-not-found-${viewport}`);
    await page.getByRole('link', { name: 'Ver todos os produtos' }).click();
    await page.waitForURL('**/produtos');
    await page.getByTestId('result-count').waitFor();
    await context.close();
  });
});

describe('Open Graph tags', () => {
  it('puts the product’s title, description, image and URL in the page HTML for visitors with the gate pass', async () => {
    const context = await storeContext(browser, server.url);
    const id = ids[CRISTAL];
    const html = await (await context.request.get(`${server.url}/produto/${id}`)).text();
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta('og:title')).toBe(CRISTAL);
    expect(meta('og:description')).toBe(`R$${NBSP}49,90 · Terço com contas de cristal azul-celeste e crucifixo prateado.`);
    expect(meta('og:url')).toBe(`${server.url}/produto/${id}`);
    expect(meta('og:image')).toBe(`${server.url}/api/media/products/${id}/og.jpg`);
    expect(html).toContain(`<title>${CRISTAL} | Luz da Fé</title>`);
    const image = await context.request.get(meta('og:image')!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    // Unknown products and other pages keep the generic head.
    expect(await (await context.request.get(`${server.url}/produto/999999`)).text()).not.toContain('og:title');
    expect(await (await context.request.get(`${server.url}/loja`)).text()).not.toContain('og:title');
    await context.close();

    // While the site gate is on, visitors without the pass learn nothing about the catalogue.
    const stranger = await newContext(browser, server.url);
    const closed = await (await stranger.request.get(`${server.url}/produto/${id}`)).text();
    expect(closed).not.toContain('og:title');
    expect(closed).not.toContain(CRISTAL);
    await stranger.close();
  });
});
