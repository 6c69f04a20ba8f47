import { describe, expect, it } from 'vitest';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { backOfficeSuite, listItem, openDialog, toastWith } from './support/back-office-suite';
import { screenshot, VIEWPORTS, type ViewportName } from './support/browser';
import { createScannableProduct } from './support/factories';

// Transferências (decision 065): the warehouse sends, the Filial clerk receives one line short, a
// Supervisor resolves the divergence, and Estoque por local shows the Filial holding what it received
// — on a phone and on a desktop.
const bo = backOfficeSuite();
const { staffPage } = bo;
const FILIAL_CLERK = 'loja@luzdafe.test';

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('transfers (%s)', (viewport) => {
  it('warehouse sends, the Filial receives one line short, a Supervisor resolves the divergence', async () => {
    const a = await createScannableProduct(bo.api, 6);
    const b = await createScannableProduct(bo.api, 4);
    const places = (await bo.api.call('get', '/api/admin/transfers/places')).places as { id: number; name: string; storeId: number | null }[];
    const filial = places.find((p) => /Filial/.test(p.name))!;

    // The warehouse (the demo Supervisor) makes the transfer on the screen.
    // The places arrive after the dialog opens, as on a cold first load: the origin is still the warehouse.
    const sender = await staffPage(viewport, '/admin/dashboard');
    await sender.page.route('**/api/admin/transfers/places', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await sender.page.goto(`${bo.server.url}/admin/transferencias`);
    await sender.page.getByRole('heading', { name: 'Transferências', level: 1 }).waitFor();
    const dialog = await openDialog(sender.page, 'Nova transferência');
    await dialog.getByLabel('Destino').selectOption(String(filial.id));
    expect(await dialog.getByLabel('Origem').inputValue()).toBe(String(WAREHOUSE_LOCATION_ID));
    for (const [p, q] of [
      [a, '3'],
      [b, '2'],
    ] as const) {
      const picker = dialog.getByRole('combobox', { name: 'Produto' });
      await picker.fill(p.barcode);
      await picker.press('Enter');
      await expect.poll(() => picker.inputValue()).toBe(`${p.name} (${p.code})`);
      await dialog.getByLabel('Quantidade', { exact: true }).fill(q);
      await dialog.getByRole('button', { name: /Adicionar/ }).click();
      await dialog.getByText(p.name).first().waitFor();
    }
    await screenshot(sender.page, `transfers-new-${viewport}`);
    await dialog.getByRole('button', { name: 'Criar rascunho' }).click();
    // The draft's page, or the form's problem (so a refusal fails here with its reason, not a timeout).
    const created = sender.page.getByRole('heading', { name: /Transferência TRANSF-/ });
    await created.or(dialog.getByRole('alert')).first().waitFor();
    expect(await dialog.getByRole('alert').allTextContents()).toEqual([]);
    await created.waitFor();
    const code = ((await sender.page.getByRole('heading', { name: /Transferência TRANSF-/ }).textContent()) ?? '').replace('Transferência ', '').trim();
    await sender.page.getByRole('button', { name: 'Separar' }).click();
    await toastWith(sender.page, 'Transferência separada');
    await sender.page.getByRole('button', { name: 'Enviar' }).click();
    await toastWith(sender.page, 'Transferência enviada');
    await sender.page.getByText('Guia de remessa (PDF)').waitFor();
    await sender.context.close();

    // The Filial clerk receives by scanning: all of A, one short of B.
    const clerk = await staffPage(viewport, '/admin/transferencias', FILIAL_CLERK);
    await clerk.page
      .getByText(code)
      .first()
      .click()
      .catch(() => undefined);
    await clerk.page
      .locator('[data-list-item]:visible')
      .filter({ hasText: code })
      .getByRole('button', { name: `Abrir transferência ${code}` })
      .click();
    await clerk.page.getByRole('heading', { name: 'Receber transferência' }).waitFor();
    const scan = clerk.page.getByLabel('Código de barras ou código');
    for (const [p, q] of [
      [a, '3'],
      [b, '1'],
    ] as const) {
      await clerk.page.getByLabel('Quantidade', { exact: true }).fill(q);
      await scan.fill(p.barcode);
      await scan.press('Enter');
    }
    await clerk.page.getByText('Faltando: 1 un.').waitFor();
    await screenshot(clerk.page, `transfers-receive-${viewport}`);
    await clerk.page.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await toastWith(clerk.page, 'Recebida com divergência: 1 un. faltando.');
    // The clerk may not resolve.
    expect(await clerk.page.getByRole('button', { name: 'Resolver divergência' }).count()).toBe(0);
    await clerk.context.close();

    // The Supervisor finds it in Divergências (their queue) and writes the missing unit off on the transfer.
    const id = Number((await bo.api.call('get', `/api/admin/transfers?search=${code}`)).items[0].id);
    const sup = await staffPage(viewport, `/admin/divergencias?search=${code}`);
    await sup.page.getByRole('heading', { name: 'Divergências', level: 1 }).waitFor();
    const waiting = listItem(sup.page, b.name);
    await waiting.filter({ hasText: code }).getByText('Aguardando').first().waitFor();
    expect(await listItem(sup.page, a.name).count()).toBe(0);
    await screenshot(sup.page, `divergences-${viewport}`);
    await waiting.getByRole('button', { name: `Resolver transferência ${code}` }).click();
    await sup.page.getByRole('heading', { name: `Transferência ${code}` }).waitFor();
    const resolve = await openDialog(sup.page, 'Resolver divergência');
    await resolve.getByLabel('Motivo').fill('Caixa avariada no transporte');
    await resolve.getByRole('button', { name: 'Resolver' }).click();
    await toastWith(sup.page, 'Divergência resolvida.');
    await sup.page.getByText('Divergência resolvida').first().waitFor();
    await screenshot(sup.page, `transfers-detail-${viewport}`);
    await sup.page.goto(`${bo.server.url}/admin/divergencias?situation=resolved&search=${code}`);
    await listItem(sup.page, b.name).filter({ hasText: 'Perda (baixa)' }).first().waitFor();

    // Estoque por local, filtered to the Filial: it holds what it received (A's 3, B's 1), nothing in transit.
    for (const [p, received] of [
      [a, 3],
      [b, 1],
    ] as const) {
      await sup.page.goto(`${bo.server.url}/admin/estoque-por-local?locationId=${filial.id}&search=${encodeURIComponent(p.code)}`);
      await sup.page.getByRole('heading', { name: 'Estoque por local', level: 1 }).waitFor();
      await expect.poll(() => sup.page.getByRole('combobox', { name: 'Local', exact: true }).inputValue()).toBe(String(filial.id));
      const row = listItem(sup.page, p.name);
      await row.filter({ hasText: filial.name }).getByText(`${received} UN`).first().waitFor();
      expect(await row.count()).toBe(1);
      const byPlace = (await bo.api.call('get', `/api/admin/stock-levels/products/${p.id}`)).places as { id: number; onHand: number; inTransit?: number }[];
      expect(byPlace.find((place) => place.id === filial.id)?.onHand).toBe(received);
    }
    await screenshot(sup.page, `transfers-filial-stock-${viewport}`);
    await sup.context.close();
    const detail = (await bo.api.call('get', `/api/admin/transfers/${id}`)).transfer;
    expect(detail).toMatchObject({ status: 'resolved', resolution: 'loss', missingQuantity: 1 });
  });
});
