import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, cartBadge, cartLine, openShopSuite, registerCustomer, type ShopProduct, seedGuestCart } from './cart-fixtures';
import { desktopOnly, screenshot, seriousA11yViolations, storeContext, submitLogin, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let products: ShopProduct[];
openShopSuite((s) => ({ server, browser, products } = s));

const guestContext = (viewport: ViewportName) => storeContext(browser, server.url, viewport);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('cart (%s)', (viewport) => {
  const phone = viewport === 'phone';
  // Each viewport works on its own products so their stock never interferes.
  const pick = (n: number) => products.filter((p) => p.stock >= 5)[n + (phone ? 0 : 6)]!;

  it('shows the empty state with a link to the products', async () => {
    const context = await guestContext(viewport);
    const page = await context.newPage();
    await page.goto('/carrinho');
    await page.getByText('Seu carrinho está vazio').waitFor();
    expect(await page.getByRole('link', { name: 'Ver produtos' }).getAttribute('href')).toBe('/produtos');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `cart-empty-${viewport}`);
    await context.close();
  });

  it('applies the cart rules: minus disabled at 1, plus, remove, badge count, total and clear', async () => {
    const context = await guestContext(viewport);
    const [a, b] = [pick(0), pick(1)];
    await seedGuestCart(context, [cartLine(a, 1), cartLine(b, 2)]);
    const page = await context.newPage();
    await page.goto('/carrinho');
    const lines = page.getByTestId('cart-line');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(2);
    expect(await cartBadge(page, phone)).toBe('3');
    // Checked before any toast appears: the toasts' own colours belong to the shared toaster.
    expect(await seriousA11yViolations(page)).toEqual([]);

    const minusA = page.getByRole('button', { name: `Diminuir quantidade de ${a.name}` });
    const plusA = page.getByRole('button', { name: `Aumentar quantidade de ${a.name}` });
    expect(await minusA.isDisabled()).toBe(true);
    await plusA.click();
    await expect.poll(() => toastText(page)).toContain('Produto atualizado no carrinho');
    expect(await lines.first().getByTestId('cart-line-quantity').textContent()).toBe('2');
    expect(await minusA.isDisabled()).toBe(false);
    expect(await cartBadge(page, phone)).toBe('4');
    const total = (2 * a.priceCents + 2 * b.priceCents) / 100;
    expect(await page.getByTestId('cart-total').textContent()).toBe(`R$\u00a0${total.toFixed(2).replace('.', ',')}`);
    await page.getByText('Frete grátis').waitFor();
    await screenshot(page, `cart-lines-${viewport}`);

    await minusA.click();
    expect(await minusA.isDisabled()).toBe(true);
    await page.getByRole('button', { name: `Remover ${b.name} do carrinho` }).click();
    // The previous change's toast may still be the one on screen for a moment.
    await expect.poll(() => toastText(page)).toContain('Produto removido do carrinho');
    await expect.poll(() => lines.count()).toBe(1);
    expect(await cartBadge(page, phone)).toBe('1');
    // The cart survives a reload (local storage).
    await page.reload();
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);

    expect(await page.getByRole('link', { name: 'Continuar comprando' }).getAttribute('href')).toBe('/produtos');
    expect(await page.getByRole('link', { name: 'Finalizar Compra' }).getAttribute('href')).toBe('/checkout');
    // Emptying the cart asks first: dismissed, nothing changes.
    page.once('dialog', (d) => void d.dismiss());
    await page.getByRole('button', { name: 'Limpar carrinho' }).click();
    expect(await lines.count()).toBe(1);
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await page.getByRole('button', { name: 'Limpar carrinho' }).click();
    expect(await asked).toBe('Remover todos os itens do carrinho?');
    const toast = await toastText(page);
    expect(toast).toContain('Carrinho limpo');
    expect(toast).toContain('Todos os itens foram removidos');
    await page.getByText('Seu carrinho está vazio').waitFor();
    expect(await cartBadge(page, phone)).toBeNull();
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('increases the quantity when the same product is added twice from its page', async () => {
    const context = await guestContext(viewport);
    const p = pick(4);
    const page = await context.newPage();
    await page.goto(`/produto/${p.id}`);
    const add = page.getByRole('button', { name: 'Adicionar ao Carrinho' });
    await add.click();
    await expect.poll(() => toastText(page)).toContain(`${p.name} adicionado!`);
    await add.click();
    await expect.poll(() => toastText(page)).toContain('2 unidades no carrinho.');
    expect(await cartBadge(page, phone)).toBe('2');
    await page.goto('/carrinho');
    const lines = page.getByTestId('cart-line');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    expect(await lines.first().getByTestId('cart-line-quantity').textContent()).toBe('2');
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('flags a line above the current stock and blocks checkout until it is fixed', async () => {
    const context = await guestContext(viewport);
    const p = pick(2);
    // The browser's copy claims plenty of stock; the page asks the API.
    await seedGuestCart(context, [{ ...cartLine(p, p.stock + 2), stock: 999 }]);
    const page = await context.newPage();
    await page.goto('/carrinho');
    const warning = page.getByTestId('cart-line-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(`Apenas ${p.stock} unidades disponíveis`);
    expect(await page.getByRole('button', { name: 'Finalizar Compra' }).isDisabled()).toBe(true);
    await page.getByText('Ajuste os itens destacados para finalizar a compra.').waitFor();
    await screenshot(page, `cart-over-stock-${viewport}`);
    await page.getByRole('button', { name: `Ajustar para ${p.stock}` }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Finalizar Compra' }).isVisible()).toBe(true);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('merges the guest cart into the account at login and follows the customer to another device', async () => {
    const setup = await guestContext(viewport);
    const customer = await registerCustomer(setup, server.url, `carrinho-${viewport}`);
    await setup.close();

    const context = await guestContext(viewport);
    const p = pick(3);
    await seedGuestCart(context, [cartLine(p, 2)]);
    const page = await context.newPage();
    await submitLogin(page, customer.email, customer.password);
    await page.waitForURL(/\/perfil$/);
    await page.goto('/carrinho');
    await page.getByTestId('cart-line').first().waitFor();
    await expect
      .poll(async () => (await apiGet<{ items: { productId: number; quantity: number }[] }>(context, server.url, '/api/store/cart')).items)
      .toEqual([expect.objectContaining({ productId: p.id, quantity: 2 })]);
    // A change on this device reaches the server cart.
    await page.getByRole('button', { name: `Aumentar quantidade de ${p.name}` }).click();
    await expect.poll(async () => (await apiGet<{ items: { quantity: number }[] }>(context, server.url, '/api/store/cart')).items[0]?.quantity).toBe(3);

    // Another device: same account, its own browser storage.
    const other = await guestContext(viewport);
    const otherPage = await other.newPage();
    await submitLogin(otherPage, customer.email, customer.password);
    await otherPage.waitForURL(/\/perfil$/);
    await otherPage.goto('/carrinho');
    await otherPage.getByTestId('cart-line').first().waitFor();
    expect(await otherPage.getByTestId('cart-line-quantity').textContent()).toBe('3');
    await other.close();

    // Signing out leaves nothing of the customer's cart on the device.
    if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/loja$/);
    await page.goto('/carrinho');
    await page.getByText('Seu carrinho está vazio').waitFor();
    await context.close();
  });
});
