import { describe, expect, it } from 'vitest';
import { backOfficeSuite, listItem } from './support/back-office-suite';
import { screenshot, seriousA11yViolations, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct } from './support/factories';

// Estoque por local: each product at the warehouse and at each store, read on a phone and a desktop.
const bo = backOfficeSuite();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('stock levels (%s)', (viewport) => {
  it('shows a product at the warehouse and at every store, and filters by place and situation', async () => {
    const product = await createProduct(bo.api, { stock: 6 });
    const { context, page } = await bo.staffPage(viewport, `/admin/estoque-por-local?search=${encodeURIComponent(product.code)}`);
    await page.getByRole('heading', { name: 'Estoque por local', level: 1 }).waitFor();

    // The warehouse holds the initial stock; the stores start at zero.
    await listItem(page, 'Almoxarifado').getByText('6 UN').waitFor();
    await listItem(page, 'Luz da Fé — Filial Aparecida').getByText('0 UN').waitFor();
    expect(await listItem(page, product.name).count()).toBe(3);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `stock-levels-${viewport}`);

    // Below the minimum (2): the stores' zero, not the warehouse's 6.
    await page.getByRole('combobox', { name: 'Situação', exact: true }).selectOption({ label: 'Abaixo do mínimo' });
    await expect.poll(() => listItem(page, product.name).count()).toBe(2);
    expect(await listItem(page, 'Almoxarifado').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('situation')).toBe('below_minimum');

    await page.getByRole('combobox', { name: 'Situação', exact: true }).selectOption({ label: 'Todas' });
    await page.getByRole('combobox', { name: 'Local', exact: true }).selectOption({ label: 'Almoxarifado' });
    await expect.poll(() => listItem(page, product.name).count()).toBe(1);
    await listItem(page, 'Almoxarifado').getByText('6 UN').waitFor();
    await context.close();
  });

  it("shows a store's clerk their own store's place only", async () => {
    const product = await createProduct(bo.api, { stock: 3 });
    const { context, page } = await bo.staffPage(viewport, `/admin/estoque-por-local?search=${encodeURIComponent(product.code)}`, 'loja@luzdafe.test');
    await page.getByRole('heading', { name: 'Estoque por local', level: 1 }).waitFor();
    await listItem(page, 'Luz da Fé — Filial Aparecida').getByText('0 UN').waitFor();
    expect(await listItem(page, product.name).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Local', exact: true }).locator('option').allTextContents()).toEqual([
      'Todos os locais',
      'Luz da Fé — Filial Aparecida',
    ]);
    await screenshot(page, `stock-levels-clerk-${viewport}`);
    await context.close();
  });
});
