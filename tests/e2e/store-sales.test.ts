import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_ISSUER } from '../support/fixtures';
import { backOfficeSuite, listItem, openDialog, scanInto, toastWith } from './support/back-office-suite';
import { DEMO, screenshot, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct, createScannableProduct, staffApi } from './support/factories';

// Vendas das Lojas (issue 36, decision 067): a 'Baixa de venda' typed by the Filial's clerk on a
// phone and a desktop, and a real NFC-e imported through the screen (once per access key).
const bo = backOfficeSuite();
const FILIAL_CLERK = 'loja@luzdafe.test';
/** The real NFC-e's issuer: the shop's CNPJ in Configurações → Fiscal for the import to accept it. */
const SHOP_CNPJ = '23285089000185';
const REAL_NFCE = path.resolve(import.meta.dirname, '../fixtures/nfce/spedda-nfce112-2-cstat150.xml');

type Place = { id: number; name: string; storeId: number | null };
let filial: Place;

beforeAll(async () => {
  const places = (await bo.api.call('get', '/api/admin/stock-counts/places')).places as Place[];
  filial = places.find((p) => /Filial/.test(p.name))!;
});

/** Units at the Filial, counted there through the API (an Inventário applied): the stores start at zero. */
async function stockAtFilial(lines: [product: { id: number }, quantity: number][]) {
  const { count } = await bo.api.call('post', '/api/admin/stock-counts', { locationId: filial.id, notes: 'Estoque inicial da Filial (teste)' });
  for (const [p, quantity] of lines) await bo.api.call('post', `/api/admin/stock-counts/${count.id}/lines`, { productId: p.id, quantity });
  await bo.api.call('post', `/api/admin/stock-counts/${count.id}/close`, {});
  const applied = await bo.api.call('post', `/api/admin/stock-counts/${count.id}/apply`, { reason: 'Estoque inicial da Filial (teste)' });
  expect(applied.applied).toBe(true);
}

async function atFilial(productId: number) {
  const byPlace = await bo.api.call('get', `/api/admin/stock-levels/products/${productId}`);
  return (byPlace.places as { id: number; onHand: number }[]).find((p) => p.id === filial.id)!.onHand;
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('baixa de venda (%s)', (viewport) => {
  it("the Filial's clerk posts a 'Baixa de venda' of a scanned product: it leaves the Filial's stock and is listed", async () => {
    const product = await createScannableProduct(bo.api, 0);
    await stockAtFilial([[product, 5]]);
    const { context, page } = await bo.staffPage(viewport, '/admin/vendas-lojas', FILIAL_CLERK);
    await page.getByRole('heading', { name: 'Vendas das Lojas', level: 1 }).waitFor();
    const dialog = await openDialog(page, 'Baixa de venda');
    // A store's clerk sells at her own store only: it is chosen, the only one offered.
    const store = dialog.getByRole('combobox', { name: /^Loja/ });
    expect(await store.locator('option').allTextContents()).toEqual([filial.name]);
    expect(await dialog.getByLabel('Data da venda').getAttribute('readonly')).not.toBeNull();

    await scanInto(dialog.getByRole('combobox', { name: 'Produto' }), product.barcode, product);
    await dialog.getByLabel('Quantidade', { exact: true }).fill('9');
    await dialog.getByRole('button', { name: /Adicionar/ }).click();
    await dialog.getByText(product.name).filter({ visible: true }).first().waitFor();
    await dialog.getByLabel('Observações').fill('Vendas do caixa sem emissor');
    // More than the Filial holds: nothing is posted, the dialog stays open with the reason.
    await dialog.getByRole('button', { name: 'Lançar baixa' }).click();
    await toastWith(page, 'Erro ao lançar a baixa de venda');
    await screenshot(page, `store-sale-refused-${viewport}`);
    expect(await atFilial(product.id)).toBe(5);
    await dialog.getByLabel(`Quantidade de ${product.name}`).filter({ visible: true }).fill('2');
    await screenshot(page, `store-sale-new-${viewport}`);
    await dialog.getByRole('button', { name: 'Lançar baixa' }).click();
    await toastWith(page, 'lançada com 1 item.');
    await listItem(page, 'Baixa de venda').first().waitFor();
    await screenshot(page, `store-sale-listed-${viewport}`);
    await context.close();
    expect(await atFilial(product.id)).toBe(3);
  });
});

describe('NFC-e import on the screen', () => {
  const admin = {} as { api: Awaited<ReturnType<typeof staffApi>>; previous: Record<string, unknown> };
  beforeAll(async () => {
    admin.api = await staffApi(bo.browser, bo.server, DEMO.admin);
    admin.previous = (await admin.api.call('get', '/api/admin/fiscal/settings')).settings;
    await admin.api.call('put', '/api/admin/fiscal/settings', { ...SHOP_ISSUER, cnpj: SHOP_CNPJ, autoIssue: false });
  });
  afterAll(async () => {
    // The issuer as it was, when there was one (other suites save their own anyway).
    const p = admin.previous as { cnpj?: string; series?: number; tokenSet?: boolean };
    if (p?.cnpj) {
      const { tokenSet: _t, provider: _p, webhookUrl: _w, webhookAuthorization: _a, configured: _c, ...rest } = admin.previous;
      await admin.api.call('put', '/api/admin/fiscal/settings', { ...rest, series: String(p.series) }).catch(() => undefined);
    }
    await admin.api?.close();
  });

  it('imports a real NFC-e of the Filial through the screen once: Lançada, then Já importada', async () => {
    // The NFC-e sells 2 × code 3 and 2 × code 8 (no GTIN): matched by the product's code.
    const three = await createProduct(bo.api, { stock: 0, fields: { code: '3' } });
    const eight = await createProduct(bo.api, { stock: 0, fields: { code: '8' } });
    await stockAtFilial([
      [three, 4],
      [eight, 4],
    ]);
    const { context, page } = await bo.staffPage('desktop', '/admin/vendas-lojas');
    await page.getByRole('heading', { name: 'Vendas das Lojas', level: 1 }).waitFor();
    const card = page.locator('form').filter({ has: page.getByLabel('Arquivos XML') });
    await card.getByRole('combobox', { name: /^Loja/ }).selectOption({ label: filial.name });
    await card.getByLabel('Arquivos XML').setInputFiles(REAL_NFCE);
    await card.getByRole('button', { name: 'Importar' }).click();
    const results = page.getByRole('list', { name: 'Resultado da importação' });
    await results.getByText('Lançada', { exact: true }).waitFor();
    await listItem(page, 'NFC-e 1305').first().waitFor();
    await screenshot(page, 'store-sale-nfce-imported-desktop');
    expect(await atFilial(three.id)).toBe(2);
    expect(await atFilial(eight.id)).toBe(2);

    await card.getByLabel('Arquivos XML').setInputFiles(REAL_NFCE);
    await card.getByRole('button', { name: 'Importar' }).click();
    await results.getByText('Já importada', { exact: true }).waitFor();
    expect(await atFilial(three.id)).toBe(2);
    await context.close();
  });
});
