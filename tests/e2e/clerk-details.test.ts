import { describe, expect, it } from 'vitest';
import { backOfficeSuite } from './support/back-office-suite';
import { screenshot, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct, uniqueEan13 } from './support/factories';

// The small things a new clerk trips over (issue 25), each on a phone and on a desktop.
const bo = backOfficeSuite();
const { staffPage } = bo;

/** The accessible name of the focused element's label, or its aria-label. */
const focusedLabel = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() ?? el?.getAttribute('aria-label') ?? '';
  });

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('clerk details (%s)', (viewport) => {
  it('Entradas: a scan (code + Enter) moves the focus to Quantidade', async () => {
    const barcode = uniqueEan13();
    const product = await createProduct(bo.api, { stock: 1, barcode });
    const { context, page } = await staffPage(viewport, '/admin/entradas');
    await page.getByRole('button', { name: 'Nova Entrada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Entrada' });
    const picker = dialog.getByRole('combobox', { name: 'Produto' });
    await picker.fill(barcode);
    await picker.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe(`${product.name} (${product.code})`);
    await expect.poll(() => focusedLabel(page)).toMatch(/^Quantidade/);
    // The clerk's next keys land in the quantity, not in the product field.
    await page.keyboard.type('4');
    expect(await dialog.getByLabel('Quantidade').inputValue()).toBe('4');
    expect(await picker.inputValue()).toBe(`${product.name} (${product.code})`);
    await screenshot(page, `clerk-entry-scan-${viewport}`);
    await context.close();
  });
});
