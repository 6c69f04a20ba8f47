import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_LOCATION_ID } from '@/domain/stock-locations';
import { SHOP_ISSUER, uniqueTag } from '../support/fixtures';
import { listItem, toastWith } from './support/back-office-suite';
import { DEMO, screenshot, signedInPage, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import { createProduct, staffApi } from './support/factories';
import type { RunningServer } from './support/server';

// The NF-e de transferência (decision 073): a store set up as its own establishment in Cadastros →
// Lojas, a transfer sent to it, and its NF-e authorised by the sandbox on the transfer's screen.
// A server of its own: the file changes the shop's fiscal settings.

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof staffApi>>;

openBrowserSuite((s) => ({ server, browser } = s), { own: true });
beforeAll(async () => {
  admin = await staffApi(browser, server, DEMO.admin);
  await admin.call('put', '/api/admin/fiscal/settings', { ...SHOP_ISSUER, autoIssue: false });
});
afterAll(async () => {
  await admin?.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('NF-e de transferência (%s)', (viewport) => {
  it('a store gets its own CNPJ in Cadastros → Lojas; a transfer sent to it shows its authorised NF-e', async () => {
    const name = `Loja Campinas ${viewport} ${uniqueTag()}`;
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/cadastros/lojas');
    await page.getByRole('heading', { name: 'Lojas', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Adicionar Loja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Loja' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Endereço').fill('Rua Barão de Jaguara, 900 — Centro, Campinas');
    await dialog.getByLabel(/CNPJ próprio/).fill('11222333000262');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    // A CNPJ without the IE and the address the NF-e needs is refused, saying what is missing.
    await dialog
      .getByText(/Uma loja com CNPJ próprio precisa da inscrição estadual/)
      .first()
      .waitFor();
    await dialog.getByLabel('Inscrição estadual').fill('244.123.456.119');
    await dialog.getByLabel('CEP').fill('13010001');
    await dialog.getByLabel('Rua').fill('Rua Barão de Jaguara');
    await dialog.getByLabel('Número').fill('900');
    await dialog.getByLabel('Bairro').fill('Centro');
    await dialog.getByLabel('Cidade').fill('Campinas');
    await dialog.getByLabel('UF').selectOption('SP');
    await screenshot(page, `transfer-nfe-store-${viewport}`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toastWith(page, 'Loja adicionada.');
    expect(await listItem(page, name).textContent()).toContain('Estabelecimento próprio · CNPJ 11.222.333/0002-62');

    // A transfer from the warehouse (the shop's establishment) to it, sent through the API.
    const product = await createProduct(admin, { stock: 10, fields: { ncm: '7117.90.00', gtin: 'SEM GTIN' } });
    const places = (await admin.call('get', '/api/admin/transfers/places')).places as { id: number; name: string }[];
    const place = places.find((p) => p.name === name)!;
    let { transfer } = await admin.call('post', '/api/admin/transfers', {
      fromLocationId: WAREHOUSE_LOCATION_ID,
      toLocationId: place.id,
      items: [{ productId: product.id, quantity: 3 }],
    });
    ({ transfer } = await admin.call('post', `/api/admin/transfers/${transfer.id}/separate`, { version: transfer.version }));
    ({ transfer } = await admin.call('post', `/api/admin/transfers/${transfer.id}/send`, { version: transfer.version }));

    await page.goto(`/admin/transferencias/${transfer.id}`);
    await page.getByText('NF-e de transferência', { exact: true }).waitFor();
    // The job issues it in the sandbox; the page reads it again while it is processing.
    await page.getByText('Autorizada', { exact: true }).waitFor({ timeout: 30_000 });
    const key = ((await page.getByTestId('transfer-nfe-key').textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^35\d{42}$/);
    await page.getByRole('link', { name: 'DANFE (PDF)' }).waitFor();
    await page.getByText('Guia de remessa (PDF)').waitFor();
    await screenshot(page, `transfer-nfe-detail-${viewport}`);
    await context.close();
  });
});
