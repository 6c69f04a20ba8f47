import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, openShopSuite, registerCustomer, type ShopProduct, seedServerCart, toPaymentStep } from './cart-fixtures';
import { DEMO, screenshot, storeContext, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import type { RunningServer } from './support/server';

// Issues 33 and 34: one place for toasts, never over the menu or the button the person needs next —
// the checkout's 'Finalizar Pedido' after an error, the Pix dialog's 'Copiar código' right after the
// order and after copying. Geometry: the settled toast's box against each of theirs.

let server: RunningServer;
let browser: Browser;
let products: ShopProduct[];
openShopSuite((s) => ({ server, browser, products } = s));

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** The part of `a` shown inside `b` (a title scrolled up inside its dialog is not on screen). */
const within = (a: Box, b: Box): Box => {
  const top = Math.max(a.y, b.y);
  return { x: a.x, y: top, width: a.width, height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - top) };
};
const boxOf = async (l: Locator) => {
  const box = await l.boundingBox();
  if (!box) throw new Error(`${l} has no box`);
  return box;
};

/** The toast on screen once its entrance has finished (Sonner slides it in), saying `text`. */
async function settledToast(page: Page, text: RegExp): Promise<Box> {
  await expect.poll(() => toastText(page)).toMatch(text);
  const toast = page.locator('[data-sonner-toast]').first();
  await expect.poll(() => toast.evaluate((el) => (el as HTMLElement).dataset.mounted === 'true' && el.getAnimations().length === 0)).toBe(true);
  return boxOf(toast);
}

/** A new customer on the payment step with one unit of `product` and Pix chosen. */
async function payingWithPix(viewport: ViewportName, product: ShopProduct, tag: string) {
  const context = await storeContext(browser, server.url, viewport);
  await registerCustomer(context, server.url, `${tag}-${viewport}`);
  await seedServerCart(context, server.url, [{ productId: product.id, quantity: 1 }]);
  const page = await context.newPage();
  await toPaymentStep(page);
  await page.getByText('Pix', { exact: true }).click();
  return { context, page };
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('toasts (%s)', (viewport) => {
  // From the end of the catalogue: the checkout file takes its products from the start.
  const pick = (n: number) => products.filter((p) => p.stock >= 6).at(-1 - n - (viewport === 'phone' ? 0 : 2))!;

  it("keep off the header (menu, cart) and the checkout's main button after an error", async () => {
    const product = pick(0);
    const { context, page } = await payingWithPix(viewport, product, 'toast-esgotado');
    // Someone else buys every unit left: 'Finalizar Pedido' is refused with an error toast.
    const rival = await storeContext(browser, server.url, viewport, DEMO.customer);
    const { products: now } = await apiGet<{ products: ShopProduct[] }>(rival, server.url, `/api/store/cart/check?ids=${product.id}`);
    const bought = await rival.request.post(`${server.url}/api/store/orders`, {
      headers: { origin: server.url },
      data: {
        items: [{ productId: product.id, quantity: now[0]!.stock }],
        customer: { name: 'Maria Cliente', email: DEMO.customer, phone: '(11) 98888-0003', document: '529.982.247-25' },
        address: { cep: '01310-100', street: 'Avenida Paulista', number: '1', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
        payment: { paymentMethod: 'pix' },
      },
    });
    expect(bought.status()).toBe(201);
    await rival.close();

    const finish = page.getByRole('button', { name: 'Finalizar Pedido' });
    await finish.click();
    const toast = await settledToast(page, /Erro ao processar pedido/);
    await screenshot(page, `toast-checkout-${viewport}`);
    expect(overlaps(toast, await boxOf(finish))).toBe(false);
    expect(overlaps(toast, await boxOf(page.getByRole('banner')))).toBe(false);
    if (viewport === 'phone') expect(overlaps(toast, await boxOf(page.getByRole('button', { name: 'Abrir menu' })))).toBe(false);
    await context.close();
  });

  it("keep off the Pix dialog's 'Copiar código' and title, after the order and after copying", async () => {
    const { context, page } = await payingWithPix(viewport, pick(1), 'toast-pix');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const dialog = page.getByRole('dialog');
    const copy = dialog.getByRole('button', { name: 'Copiar código' });
    await copy.waitFor();
    const placed = await settledToast(page, /Pedido realizado com sucesso!/);
    await screenshot(page, `toast-pix-${viewport}`);
    expect(overlaps(placed, await boxOf(copy))).toBe(false);
    expect(overlaps(placed, within(await boxOf(dialog.getByRole('heading', { name: /realizado!$/ })), await boxOf(dialog)))).toBe(false);
    expect(overlaps(placed, await boxOf(dialog.getByRole('button', { name: 'Fechar' })))).toBe(false);

    await copy.click();
    const copied = await settledToast(page, /Código Pix copiado!|Copie o código selecionado/);
    await screenshot(page, `toast-pix-copied-${viewport}`);
    expect(overlaps(copied, await boxOf(copy))).toBe(false);
    expect(overlaps(copied, await boxOf(dialog.getByRole('button', { name: 'Ver meus pedidos' })))).toBe(false);
    await context.close();
  });
});
