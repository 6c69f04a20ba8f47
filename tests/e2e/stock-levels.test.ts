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
    expect(await listItem(page, product.name).count()).toBe(4);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `stock-levels-${viewport}`);

    // Below the minimum: the warehouse's is the product's (2), under its 6; the stores have none of
    // their own yet, so none is below, however little it holds (decision 072).
    await page.getByRole('combobox', { name: 'Situação', exact: true }).selectOption({ label: 'Abaixo do mínimo' });
    await page.getByText('Nenhum produto encontrado com os filtros atuais.').first().waitFor();
    expect(new URL(page.url()).searchParams.get('situation')).toBe('below_minimum');

    // The Filial's own minimum, set on its row: now its 0 is below its 1.
    await page.getByRole('combobox', { name: 'Situação', exact: true }).selectOption({ label: 'Todas' });
    await listItem(page, 'Luz da Fé — Filial Aparecida')
      .getByRole('button', { name: `Editar estoque mínimo de ${product.name} em Luz da Fé — Filial Aparecida` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Estoque mínimo na loja' });
    await dialog.getByLabel('Estoque mínimo').fill('x');
    await dialog.getByRole('button', { name: 'Salvar mínimo' }).click();
    await dialog.getByText('Informe um estoque mínimo inteiro, de 0 em diante.').waitFor();
    await dialog.getByLabel('Estoque mínimo').fill('1');
    await screenshot(page, `stock-levels-minimum-${viewport}`);
    await dialog.getByRole('button', { name: 'Salvar mínimo' }).click();
    await page.getByText('Estoque mínimo atualizado!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The warehouse's minimum is the product's own: no button on its row.
    expect(
      await listItem(page, 'Almoxarifado')
        .getByRole('button', { name: /Editar estoque mínimo/ })
        .count(),
    ).toBe(0);
    await page.getByRole('combobox', { name: 'Situação', exact: true }).selectOption({ label: 'Abaixo do mínimo' });
    await expect.poll(() => listItem(page, product.name).count()).toBe(1);
    await listItem(page, 'Luz da Fé — Filial Aparecida').waitFor();

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
    // A Funcionário does not keep the catalogue: no minimum to edit.
    expect(await page.getByRole('button', { name: /Editar estoque mínimo/ }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Local', exact: true }).locator('option').allTextContents()).toEqual([
      'Todos os locais',
      'Luz da Fé — Filial Aparecida',
    ]);
    await screenshot(page, `stock-levels-clerk-${viewport}`);
    await context.close();
  });
});
