import { describe, expect, it } from 'vitest';
import { backOfficeSuite, listItem } from './support/back-office-suite';
import { screenshot, seriousA11yViolations, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct } from './support/factories';

// Movimentações de Estoque: the ledger of every product, read by a clerk on a phone and a desktop.
const bo = backOfficeSuite();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('stock movements (%s)', (viewport) => {
  it('shows each movement of a product with its sign, kind and reason, and filters by kind', async () => {
    const product = await createProduct(bo.api, { stock: 4 });
    await bo.api.call('post', `/api/admin/products/${product.id}/stock-adjustments`, { quantity: '-1', reason: 'Avaria na vitrine' });
    const { context, page } = await bo.staffPage(viewport, `/admin/movimentacoes?search=${encodeURIComponent(product.code)}`);
    await page.getByRole('heading', { name: 'Movimentações de Estoque', level: 1 }).waitFor();

    const adjustment = listItem(page, 'Ajuste manual');
    await adjustment.getByText('-1 UN').waitFor();
    await adjustment.getByText('Avaria na vitrine').waitFor();
    await listItem(page, 'Estoque inicial').getByText('+4 UN').waitFor();
    expect(await listItem(page, product.name).count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `stock-movements-${viewport}`);

    await page.getByLabel('Tipo').selectOption({ label: 'Estoque inicial' });
    await expect.poll(() => listItem(page, product.name).count()).toBe(1);
    await listItem(page, 'Estoque inicial').waitFor();
    expect(new URL(page.url()).searchParams.get('kind')).toBe('initial');

    await page.getByLabel('Tipo').selectOption({ label: 'Venda' });
    await page.getByText('Nenhuma movimentação encontrada com os filtros atuais.').waitFor();
    await context.close();
  });
});
