import { beforeAll, describe, expect, it } from 'vitest';
import { shortOrderId } from '@/domain/ids';
import { BUYER_CPF } from '../support/fixtures';
import { apiGet, fillAddress, registerCustomer, seedServerCart } from './cart-fixtures';
import { backOfficeSuite, toastWith } from './support/back-office-suite';
import { screenshot, storeContext, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct } from './support/factories';

// 'Retirar na loja' (issue 37, decision 070): a customer checks out choosing the Filial, pays by Pix
// (approved through the sandbox's demo control), the Filial's clerk marks the order ready — the
// customer sees the code in Meu Perfil › Pedidos — and hands it over against that code, after a
// wrong one is refused; the customer then sees 'Retirado'.
const bo = backOfficeSuite();
const FILIAL_CLERK = 'loja@luzdafe.test';

type Place = { id: number; name: string; storeId: number | null };
let filial: Place;

beforeAll(async () => {
  const places = (await bo.api.call('get', '/api/admin/stock-counts/places')).places as Place[];
  filial = places.find((p) => /Filial/.test(p.name))!;
});

/** Units at the Filial, counted there through the API (an Inventário applied): the stores start at zero. */
async function stockAtFilial(productId: number, quantity: number) {
  const { count } = await bo.api.call('post', '/api/admin/stock-counts', { locationId: filial.id, notes: 'Estoque da Filial (teste de retirada)' });
  await bo.api.call('post', `/api/admin/stock-counts/${count.id}/lines`, { productId, quantity });
  await bo.api.call('post', `/api/admin/stock-counts/${count.id}/close`, {});
  const applied = await bo.api.call('post', `/api/admin/stock-counts/${count.id}/apply`, { reason: 'Estoque da Filial (teste de retirada)' });
  expect(applied.applied).toBe(true);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("checkout with 'Retirar na loja' (%s)", (viewport) => {
  it('goes from checkout to Retirado at the chosen store', async () => {
    const product = await createProduct(bo.api, { stock: 5, online: true, name: `Terço para Retirar ${viewport}` });
    await stockAtFilial(product.id, 2);

    const shopper = await storeContext(bo.browser, bo.server.url, viewport);
    await registerCustomer(shopper, bo.server.url, `retira-${viewport}`);
    await seedServerCart(shopper, bo.server.url, [{ productId: product.id, quantity: 1 }]);
    const page = await shopper.newPage();
    await page.goto('/checkout');
    await page.getByRole('heading', { name: '1. Dados Pessoais' }).waitFor();
    await page.getByLabel('CPF ou CNPJ').fill(BUYER_CPF);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '2. Endereço de Entrega' }).waitFor();
    await page.getByRole('radio', { name: 'Retirar na loja' }).check();
    // Continuing without a store says so, on the store list.
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Escolha a loja onde vai retirar o pedido.').waitFor();
    const stores = page.getByRole('group', { name: 'Loja para retirada' });
    await stores.getByRole('radio', { name: new RegExp(filial.name) }).check();
    await screenshot(page, `pickup-checkout-store-${viewport}`);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '3. Pagamento' }).waitFor();
    await page.getByText('Pix', { exact: true }).click();
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.getByRole('dialog').getByLabel('Pix copia e cola').waitFor();
    const { orders } = await apiGet<{ orders: { id: string; pickup: { storeName: string } | null }[] }>(shopper, bo.server.url, '/api/store/orders');
    const order = orders[0]!;
    expect(order.pickup?.storeName).toBe(filial.name);
    const short = shortOrderId(order.id);

    // The sandbox's demo control approves the Pix; the order follows its notification.
    await bo.api.call('post', `/api/admin/sandbox-payments/${order.id}`, { action: 'approve' });

    const { context: clerk, page: store } = await bo.staffPage(viewport, '/admin/retiradas', FILIAL_CLERK);
    await store.getByRole('heading', { name: 'Retiradas', level: 1 }).waitFor();
    const card = store.getByRole('listitem').filter({ hasText: `Pedido #${short}` });
    const ready = card.getByRole('button', { name: 'Pronto para retirada' });
    await expect
      .poll(
        async () => {
          if (await ready.isEnabled().catch(() => false)) return true;
          await store.reload();
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await screenshot(store, `pickup-retiradas-paid-${viewport}`);
    await ready.click();
    await toastWith(store, 'Pedido pronto para retirada');
    await card.getByText('Pronto para retirada', { exact: true }).waitFor();

    // The customer reads the code in Meu Perfil › Pedidos.
    await page.goto(`/perfil?tab=pedidos&pedido=${encodeURIComponent(order.id)}`);
    const pickup = page.getByTestId('order-pickup').first();
    await pickup.getByText(/Código de retirada/).waitFor();
    const code = (await pickup.innerText()).match(/\d{6}/)![0];
    await screenshot(page, `pickup-customer-code-${viewport}`);

    await card.getByRole('button', { name: 'Retirado' }).click();
    const dialog = store.getByRole('dialog', { name: `Retirada do pedido #${short}` });
    await dialog.getByLabel('Código de retirada').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirmar retirada' }).click();
    await dialog.getByText(/Código de retirada incorreto/).waitFor();
    await screenshot(store, `pickup-wrong-code-${viewport}`);
    await dialog.getByLabel('Código de retirada').fill(code);
    await dialog.getByRole('button', { name: 'Confirmar retirada' }).click();
    await toastWith(store, 'Pedido retirado');
    await card.waitFor({ state: 'detached' });
    await clerk.close();

    await page.reload();
    const mine = page.getByTestId('order-card').filter({ hasText: `Pedido #${short}` });
    await mine.getByText('Retirado', { exact: true }).waitFor();
    await screenshot(page, `pickup-customer-done-${viewport}`);
    await shopper.close();
  });
});
