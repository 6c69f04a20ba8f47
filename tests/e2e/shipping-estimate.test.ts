import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, seriousA11yViolations, storeContext, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

// The delivery estimate at the storefront (issue 37): the product page and the cart, with the
// built-in sandbox provider (SP → SP: SEDEX in up to 2 business days; SP → AM: up to 6).

let server: RunningServer;
let browser: Browser;
let aparecida = 0;
/** A product in stock among Aparecida's related ones: the second page, reached by a click. */
let next = { id: 0, name: '' };
openBrowserSuite((s) => ({ server, browser } = s));
beforeAll(async () => {
  const context = await storeContext(browser, server.url);
  const res = await context.request.get(`${server.url}/api/store/products?pageSize=48`);
  aparecida = (await res.json()).items.find((p: { name: string }) => p.name === 'Terço de Nossa Senhora Aparecida em Madeira').id;
  const page = await (await context.request.get(`${server.url}/api/store/products/${aparecida}`)).json();
  next = page.related.find((p: { stock: number }) => p.stock > 0);
  await context.close();
});

/** The storefront's API requests from now on ('POST /api/store/shipping/estimate', 'GET /api/store/cart/check?…'). */
function recordApiRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}
const estimatePosts = (seen: string[]) => seen.filter((r) => r === 'POST /api/store/shipping/estimate');

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('delivery estimate (%s)', (viewport) => {
  it('shows when the order arrives for the CEP typed on the product page, and again in the cart', async () => {
    const context = await storeContext(browser, server.url, viewport);
    const page = await context.newPage();
    await page.goto(`/produto/${aparecida}`);
    const section = page.getByRole('region', { name: 'Prazo de entrega' });
    await section.getByLabel('CEP').fill('0000');
    await section.getByRole('button', { name: 'Calcular' }).click();
    await section.getByText('Informe um CEP válido.').waitFor();

    await section.getByLabel('CEP').fill('01310100');
    expect(await section.getByLabel('CEP').inputValue()).toBe('01310-100');
    await section.getByRole('button', { name: 'Calcular' }).click();
    await section.getByText('Chega em até 2 dias úteis').waitFor();
    expect((await page.getByTestId('shipping-estimate').innerText()).split(/\n+/)).toEqual(['Chega em até 2 dias úteis', 'Frete grátis']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `shipping-estimate-product-${viewport}`);

    // The CEP is remembered (decision 075): the next product's own request carries it and brings its
    // estimate — no POST /estimate.
    const seen = recordApiRequests(page);
    await page.getByRole('region', { name: 'Produtos Relacionados' }).getByRole('link', { name: next.name }).last().click();
    await page.getByRole('heading', { level: 1, name: next.name }).waitFor();
    const second = page.getByRole('region', { name: 'Prazo de entrega' });
    await second.getByText('Chega em até 2 dias úteis').waitFor();
    expect(await second.getByLabel('CEP').inputValue()).toBe('01310-100');
    expect(seen).toContain(`GET /api/store/products/${next.id}?cep=01310100`);
    expect(estimatePosts(seen)).toEqual([]);
    await screenshot(page, `shipping-estimate-remembered-${viewport}`);

    // The cart's check carries it too: the estimate at once, no POST; a farther CEP is asked anew.
    await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    await page.goto('/carrinho');
    const cart = page.getByRole('region', { name: 'Prazo de entrega' });
    await cart.getByText('Chega em até 2 dias úteis').waitFor();
    expect(seen).toContain(`GET /api/store/cart/check?ids=${next.id}&qty=1&cep=01310100`);
    expect(estimatePosts(seen)).toEqual([]);
    await cart.getByLabel('CEP').fill('69005-010');
    await cart.getByRole('button', { name: 'Calcular' }).click();
    await cart.getByText('Chega em até 6 dias úteis').waitFor();
    expect(estimatePosts(seen)).toHaveLength(1);
    await screenshot(page, `shipping-estimate-cart-${viewport}`);
    await context.close();
  });
});
