import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backOfficeSuite, listItem, openDialog, scanInto, toastWith } from './support/back-office-suite';
import { screenshot, seriousA11yViolations, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct, createScannableProduct, postExit, type TestProduct } from './support/factories';
import { readDownloadedPdf } from './support/pdf';

// Entradas, Saídas and Consultar Saídas as a clerk uses them, on a phone and on a desktop.
const bo = backOfficeSuite();
const { staffPage, stockOf } = bo;

/** Opens an exit's details from its list item (marked 'Registrada'), once they show the line of `product`. */
async function openExitDetails(page: Page, exit: { code: string }, product: { name: string }) {
  const item = listItem(page, exit.code);
  await item.getByRole('button', { name: `Ver detalhes da saída ${exit.code}` }).click();
  await item.getByText('Registrada', { exact: true }).waitFor();
  const details = page.getByRole('dialog', { name: `Saída ${exit.code}` });
  await details
    .getByRole('table', { name: `Itens da saída ${exit.code}` })
    .getByText(product.name)
    .waitFor();
  return details;
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('stock documents (%s)', (viewport) => {
  it('registers an entry (focusing the first missing field first) and reverses it on delete', async () => {
    const product = await createProduct(bo.api, { stock: 4 });
    const { context, page } = await staffPage(viewport, '/admin/entradas');
    await page.getByRole('heading', { name: 'Entradas', level: 1 }).waitFor();
    const dialog = await openDialog(page, 'Nova Entrada');
    // Nothing chosen: the product field is focused and says what is missing.
    await dialog.getByRole('button', { name: 'Registrar Entrada' }).click();
    await dialog.getByText('Produto, quantidade e data são obrigatórios.').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    await dialog.getByRole('combobox', { name: 'Produto' }).fill(product.name);
    await dialog.getByRole('option', { name: new RegExp(product.code) }).click();
    await dialog.getByLabel('Quantidade').fill('3');
    await screenshot(page, `entries-new-${viewport}`);
    await dialog.getByRole('button', { name: 'Registrar Entrada' }).click();
    await toastWith(page, `Entrada de 3 unidade(s) de ${product.name} registrada.`);
    await dialog.waitFor({ state: 'detached' });
    expect(await stockOf(product.id)).toBe(7);

    await listItem(page, product.name).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `entries-list-${viewport}`);
    page.once('dialog', (d) => void d.accept());
    await listItem(page, product.name)
      .getByRole('button', { name: new RegExp(`Excluir entrada de ${product.name}`) })
      .click();
    await toastWith(page, 'Entrada excluída e estoque revertido.');
    await listItem(page, product.name).getByText('Excluída (estornada)').waitFor();
    expect(await stockOf(product.id)).toBe(4);
    await context.close();
  });

  it('builds an exit by scanning a barcode (code + Enter), refuses more than the stock, and lists it', async () => {
    const product = await createScannableProduct(bo.api, 5);
    const { context, page } = await staffPage(viewport, '/admin/saidas');
    const dialog = await openDialog(page, 'Nova Saída');
    await dialog.getByRole('button', { name: 'Confirmar Saída' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Destino e pelo menos um item são obrigatórios.' }).waitFor();

    await dialog.getByLabel('Destino (loja)').selectOption({ index: 1 });
    // A USB scanner types the code and presses Enter: the product is chosen at once.
    const picker = dialog.getByRole('combobox', { name: 'Produto' });
    const scan = () => scanInto(picker, product.barcode, product);
    const addQuantity = async (quantity: string) => {
      await dialog.getByLabel('Quantidade', { exact: true }).fill(quantity);
      await dialog.getByRole('button', { name: 'Adicionar' }).click();
    };
    await scan();
    await addQuantity('6');
    await dialog.getByRole('alert').filter({ hasText: 'Quantidade solicitada (6) maior que o estoque (5).' }).waitFor();
    await addQuantity('3');
    await dialog.getByRole('table', { name: 'Itens da saída' }).getByText(product.name).waitFor();
    // The same product again sums its line, and the sum may not pass the stock either.
    await scan();
    await addQuantity('3');
    await dialog.getByRole('alert').filter({ hasText: 'Quantidade total (6) excede o estoque (5).' }).waitFor();
    await screenshot(page, `exits-new-${viewport}`);

    await dialog.getByRole('button', { name: 'Confirmar Saída' }).click();
    await expect.poll(() => toastText(page)).toMatch(/^Saída SAIDA-\d{6} registrada com 1 item\./);
    const code = (await toastText(page)).match(/SAIDA-\d{6}/)![0];
    await dialog.waitFor({ state: 'detached' });
    expect(await stockOf(product.id)).toBe(2);
    await listItem(page, code).waitFor();
    await screenshot(page, `exits-list-${viewport}`);
    await context.close();
  });

  it('finds exits by product in Consultar Saídas, keeps the filter on reload, and downloads the guia and the CSV', async () => {
    const product: TestProduct = await createProduct(bo.api, { stock: 8 });
    const exit = await postExit(bo.api, '2026-11-20', [product, 2]);
    const { context, page } = await staffPage(viewport, '/admin/consultar-saidas');
    await page.getByRole('combobox', { name: 'Produto' }).fill(product.code);
    await page.getByRole('option', { name: new RegExp(product.code) }).click();
    await page.waitForURL((url) => url.searchParams.get('productId') === String(product.id));
    await page.getByLabel('De', { exact: true }).fill('2026-11-20');
    await page.waitForURL((url) => url.searchParams.get('from') === '2026-11-20');
    await listItem(page, exit.code).waitFor();
    await expect.poll(() => page.locator('[data-list-item]:visible').allInnerTexts()).toHaveLength(1);
    await page.reload();
    await listItem(page, exit.code).waitFor();
    expect(await page.getByLabel('De', { exact: true }).inputValue()).toBe('2026-11-20');
    await page.getByText(`${product.name} (${product.code})`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `exits-history-${viewport}`);

    const details = await openExitDetails(page, exit, product);
    const [pdf] = await Promise.all([page.waitForEvent('download'), details.getByRole('link', { name: 'Baixar guia de remessa (PDF)' }).click()]);
    const { text: guia, picture } = await readDownloadedPdf(pdf, `guia-de-remessa-${viewport}`);
    expect(guia).toContain(exit.code);
    expect(fs.statSync(picture).size).toBeGreaterThan(1000);
    await page.keyboard.press('Escape');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
    const text = fs.readFileSync((await csv.path())!, 'utf8');
    expect(text.startsWith('\uFEFFSaída;')).toBe(true);
    expect(text).toContain(`${exit.code};20/11/2026;`);
    await context.close();
  });

  it("reverses an exit from its details ('Estornar'): the units come back and the exit stays, marked with who and when", async () => {
    const product: TestProduct = await createProduct(bo.api, { stock: 6 });
    const exit = await postExit(bo.api, '2026-11-21', [product, 4]);
    expect(await stockOf(product.id)).toBe(2);
    const { context, page } = await staffPage(viewport, `/admin/consultar-saidas?search=${exit.code}`);
    const details = await openExitDetails(page, exit, product);
    await screenshot(page, `exit-details-${viewport}`);
    page.once('dialog', (d) => void d.accept());
    await details.getByRole('button', { name: 'Estornar' }).click();
    await toastWith(page, 'Saída estornada e estoque devolvido.');
    await details.getByText('Estornada').waitFor();
    expect(await details.getByRole('button', { name: 'Estornar' }).count()).toBe(0);
    expect(await stockOf(product.id)).toBe(6);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `exit-reversed-${viewport}`);
    // The list keeps the exit, now marked as reversed.
    await page.keyboard.press('Escape');
    await listItem(page, exit.code).getByText('Estornada', { exact: true }).waitFor();
    await screenshot(page, `exit-reversed-list-${viewport}`);
    await context.close();
  });
});
