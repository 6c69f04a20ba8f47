import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { BUYER_CPF } from '../support/fixtures';
import { newContext, unlockGate } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

export type ShopProduct = { id: number; name: string; priceCents: number; stock: number; imageUrl: string; available: boolean };

/** The demo catalogue as the cart sees it (ids 1..80), read through the storefront API. */
export async function shopProducts(context: BrowserContext, baseURL: string): Promise<ShopProduct[]> {
  const ids = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
  const res = await context.request.get(`${baseURL}/api/store/cart/check?ids=${ids}`);
  if (!res.ok()) throw new Error(`cart/check: ${res.status()}`);
  const { products } = (await res.json()) as { products: ShopProduct[] };
  return products.filter((p) => p.available).sort((a, b) => a.id - b.id);
}

export const cartLine = (p: ShopProduct, quantity: number) => ({
  productId: p.id,
  name: p.name,
  priceCents: p.priceCents,
  imageUrl: p.imageUrl,
  stock: p.stock,
  quantity,
});

/** A guest's cart in local storage, written once before the first page of this tab loads. */
export async function seedGuestCart(context: BrowserContext, lines: ReturnType<typeof cartLine>[]) {
  await context.addInitScript((json) => {
    if (sessionStorage.getItem('cart-seeded')) return;
    localStorage.setItem('cart', json);
    sessionStorage.setItem('cart-seeded', '1');
  }, JSON.stringify(lines));
}

/** A customer's saved cart on the server (the browser loads it at the first page). */
export async function seedServerCart(context: BrowserContext, baseURL: string, lines: { productId: number; quantity: number }[]) {
  const res = await context.request.put(`${baseURL}/api/store/cart`, { data: { items: lines }, headers: { origin: baseURL } });
  if (!res.ok()) throw new Error(`PUT cart: ${res.status()} ${await res.text()}`);
}

let counter = 0;

/** Registers a fresh customer through the API; the session cookie lands in the context. */
export async function registerCustomer(context: BrowserContext, baseURL: string, tag: string) {
  counter++;
  const customer = {
    name: `Cliente ${tag}`,
    email: `e2e-${tag}-${counter}-${Date.now()}@example.com`,
    phone: '(21) 98765-4321',
    password: 'segredo123',
  };
  const res = await context.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { ...customer, confirmPassword: customer.password },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-up: ${res.status()} ${await res.text()}`);
  return customer;
}

export async function apiGet<T>(context: BrowserContext, baseURL: string, path: string): Promise<T> {
  const res = await context.request.get(`${baseURL}${path}`);
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** The header's cart badge: on phones it lives in the menu, which is opened first. */
export async function cartBadge(page: Page, phone: boolean): Promise<string | null> {
  if (phone) {
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    if (await toggle.isVisible()) await toggle.dispatchEvent('click');
  }
  const badge = page.locator('[data-testid="cart-badge"]:visible').first();
  if ((await badge.count()) === 0) return null;
  const text = (await badge.textContent()) ?? '';
  // A toast may sit over the menu button on phones; the click goes to the button itself.
  if (phone) await page.getByRole('button', { name: 'Fechar menu' }).dispatchEvent('click');
  return text.trim();
}

/** Fills the checkout's address step (a São Paulo address on Avenida Paulista), leaving the state to follow the CEP. */
export async function fillAddress(page: Page) {
  await page.getByLabel('CEP').fill('01310100');
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('1578');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await page.getByLabel('Cidade').fill('São Paulo');
}

/** Opens the checkout and goes through its first two steps (the buyer's CPF, the address) to '3. Pagamento'. */
export async function toPaymentStep(page: Page) {
  await page.goto('/checkout');
  await page.getByRole('heading', { name: '1. Dados Pessoais' }).waitFor();
  await page.getByLabel('CPF ou CNPJ').fill(BUYER_CPF);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: '2. Endereço de Entrega' }).waitFor();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: '3. Pagamento' }).waitFor();
}

/** The shop's products with stock as a visitor sees them, read once per test file. */
export async function loadShopProducts(browser: Browser, baseURL: string): Promise<ShopProduct[]> {
  const context = await newContext(browser, baseURL);
  await unlockGate(context, baseURL);
  const products = await shopProducts(context, baseURL);
  await context.close();
  return products;
}

/**
 * openBrowserSuite for the cart and checkout files: the shared server and a browser, and the shop's
 * products read once they are up; `bind` hands the three to the file's own variables.
 */
export function openShopSuite(bind: (suite: { server: RunningServer; browser: Browser; products: ShopProduct[] }) => void) {
  let opened: { server: RunningServer; browser: Browser } | undefined;
  openBrowserSuite((s) => {
    opened = s;
  });
  beforeAll(async () => {
    const { server, browser } = opened!;
    bind({ server, browser, products: await loadShopProducts(browser, server.url) });
  });
}
