import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, seriousA11yViolations, storeContext, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

// The delivery estimate at the storefront (issue 37): the product page and the cart, with the
// built-in sandbox provider (SP → SP: SEDEX in up to 2 business days; SP → AM: up to 6).

let server: RunningServer;
let browser: Browser;
let aparecida = 0;
openBrowserSuite((s) => ({ server, browser } = s));
beforeAll(async () => {
  const context = await storeContext(browser, server.url);
  const res = await context.request.get(`${server.url}/api/store/products?pageSize=48`);
  aparecida = (await res.json()).items.find((p: { name: string }) => p.name === 'Terço de Nossa Senhora Aparecida em Madeira').id;
  await context.close();
});

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

    // The CEP is remembered: the cart answers for it at once, and a farther CEP takes longer.
    await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    await page.goto('/carrinho');
    const cart = page.getByRole('region', { name: 'Prazo de entrega' });
    await cart.getByText('Chega em até 2 dias úteis').waitFor();
    await cart.getByLabel('CEP').fill('69005-010');
    await cart.getByRole('button', { name: 'Calcular' }).click();
    await cart.getByText('Chega em até 6 dias úteis').waitFor();
    await screenshot(page, `shipping-estimate-cart-${viewport}`);
    await context.close();
  });
});
