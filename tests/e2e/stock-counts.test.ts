import { describe, expect, it } from 'vitest';
import { backOfficeSuite, scanInto, toastWith } from './support/back-office-suite';
import { screenshot, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct } from './support/factories';

// Inventários (issue 36): a count at the Filial, by scanner, with one difference applied.
const bo = backOfficeSuite();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('inventário (%s)', (viewport) => {
  it('opens a count at the Filial, counts a product by scanner, reviews the difference and applies it', async () => {
    const product = await createProduct(bo.api, { stock: 0 });
    const { context, page } = await bo.staffPage(viewport, '/admin/inventarios');
    await page.getByRole('heading', { name: 'Inventários', level: 1 }).waitFor();
    const place = page.getByRole('combobox', { name: /^Local/ });
    const filial = await place.locator('option', { hasText: 'Filial' }).first().textContent();
    await place.selectOption({ label: filial! });
    await page.getByRole('button', { name: 'Abrir Inventário' }).click();
    await page.getByRole('heading', { name: /^Inventário INV-/ }).waitFor();

    await scanInto(page.getByRole('combobox', { name: 'Produto' }), product.code, product);
    await page.getByLabel('Quantidade contada').fill('2');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await toastWith(page, '2 contado(s)');
    await page.getByRole('button', { name: 'Encerrar Contagem' }).click();
    const line = page.getByRole('list', { name: 'Itens do inventário' }).getByRole('listitem').filter({ hasText: product.name });
    await line.getByText('Diferença: +2').waitFor();
    await line.getByText('Esperado: 0').waitFor();
    await screenshot(page, `stock-count-review-${viewport}`);

    await page.getByLabel('Motivo do ajuste').fill('Mercadoria achada no depósito da loja');
    await page.getByRole('button', { name: 'Aplicar Inventário' }).click();
    await toastWith(page, 'Inventário aplicado');
    await page.getByText('Mercadoria achada no depósito da loja', { exact: false }).first().waitFor();
    await screenshot(page, `stock-count-applied-${viewport}`);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const count = (await bo.api.call('get', `/api/admin/stock-counts/${id}`)).count;
    expect(count.status).toBe('applied');
    expect(count.lines.find((l: { productId: number }) => l.productId === product.id).appliedDifference).toBe(2);
    await context.close();
  });
});
