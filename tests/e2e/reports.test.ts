import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { backOfficeSuite, toastWith } from './support/back-office-suite';
import { desktopOnly, screenshot, seriousA11yViolations, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct } from './support/factories';
import { readDownloadedPdf } from './support/pdf';

// Central de Relatórios as the shop's people use it, on a phone and a desktop: each report
// previewed and downloaded, a backwards period refused, the files on the member's page.
const bo = backOfficeSuite();
const { staffPage } = bo;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('reports center (%s)', (viewport) => {
  it('previews the entries of one product with its chart, downloads CSV and PDF, and lists them on the staff page', async () => {
    const product = await createProduct(bo.api, { stock: 0 });
    for (const [entryDate, quantity] of [
      ['2026-10-05', 3],
      ['2026-10-20', 4],
    ] as const) {
      await bo.api.call('post', '/api/admin/stock-entries', { productId: product.id, quantity, entryDate, unitCostCents: 1250 });
    }
    const { context, page } = await staffPage(viewport, '/admin/relatorios');
    await page.getByRole('heading', { name: 'Central de Relatórios', level: 1 }).waitFor();
    const card = page.locator('[data-report-card="entradas"]');
    // A backwards period is refused and nothing is generated.
    await card.getByLabel('De', { exact: true }).fill('2026-10-31');
    await card.getByLabel('Até', { exact: true }).fill('2026-10-01');
    await card.getByRole('button', { name: 'Gerar Relatório' }).click();
    await card.getByText('A data inicial (De) não pode ser depois da final (Até).').first().waitFor();
    expect(await card.getByRole('region', { name: 'Prévia do relatório' }).count()).toBe(0);

    await card.getByLabel('De', { exact: true }).fill('2026-10-01');
    await card.getByLabel('Até', { exact: true }).fill('2026-10-31');
    await card.getByRole('combobox', { name: 'Produto' }).fill(product.code);
    await card.getByRole('option', { name: new RegExp(product.code) }).click();
    await card.getByRole('button', { name: 'Gerar Relatório' }).click();
    const preview = card.getByRole('region', { name: 'Prévia do relatório' });
    await preview.getByText('R$ 87,50').first().waitFor();
    expect((await preview.locator('dd').allInnerTexts()).map((x) => x.replace(/\s/g, ' '))).toEqual(['2', '7 UN', 'R$ 87,50', expect.stringMatching(/^R\$ /)]);
    await preview.locator('[data-report-chart] .recharts-bar-rectangle').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `reports-entries-${viewport}`);

    const [csv] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'CSV' }).click()]);
    await toastWith(page, 'Relatório Gerado');
    expect(csv.suggestedFilename()).toMatch(/^relatorio-de-entradas-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await csv.path())!, 'utf8');
    expect(text.startsWith('\uFEFFData;Código;Produto;')).toBe(true);
    expect(text).toContain(`05/10/2026;${product.code};${product.name};`);
    const [pdf] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'PDF' }).click()]);
    const { text: pdfText, picture } = await readDownloadedPdf(pdf, `report-entries-pdf-${viewport}`);
    expect(pdfText).toContain('Relatório de Entradas');
    expect(pdfText).toContain('De 01/10/2026 até 31/10/2026');
    expect(pdfText).toContain('R$ 87,50');
    expect(fs.statSync(picture).size).toBeGreaterThan(1000);

    const [carlos] = (await bo.api.call('get', '/api/admin/staff?search=carlos')).staff as { id: string }[];
    await page.goto(`/admin/funcionarios/detalhes/${carlos!.id}`);
    await page.getByText('Relatório de Entradas (CSV) — De 01/10/2026 até 31/10/2026').first().waitFor();
    await page.getByText('Relatório de Entradas (PDF) — De 01/10/2026 até 31/10/2026').first().waitFor();
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('previews exits of a store (a product sold by the box) and invoices, and downloads the exits as XLSX', async () => {
    const product = await createProduct(bo.api, { stock: 10, unit: 'Caixa' });
    const stores = (await bo.api.call('get', '/api/admin/stores')).items as { id: number; name: string }[];
    const store = stores.at(-1)!;
    // A day of each width's own: the two runs share the server.
    const day = viewport === 'phone' ? '2026-09-10' : '2026-09-11';
    await bo.api.call('post', '/api/admin/stock-exits', { storeId: store.id, exitDate: day, items: [{ productId: product.id, quantity: 2 }] });
    const { context, page } = await staffPage(viewport, '/admin/relatorios');
    const exits = page.locator('[data-report-card="saidas"]');
    await exits.getByLabel('De', { exact: true }).fill(day);
    await exits.getByLabel('Até', { exact: true }).fill(day);
    await exits.getByLabel('Ponto de Venda (Loja)').selectOption(String(store.id));
    await exits.getByRole('button', { name: 'Gerar Relatório' }).click();
    const preview = exits.getByRole('region', { name: 'Prévia do relatório' });
    await preview.getByRole('list', { name: 'Lojas com maior valor' }).getByText(store.name).waitFor();
    // Boxes are counted as boxes: in the product's top line and in the file's unit column.
    expect(await preview.getByRole('list', { name: 'Produtos com maior valor' }).getByRole('listitem').filter({ hasText: product.name }).innerText()).toMatch(
      /· 2 CX$/,
    );
    const [xlsx] = await Promise.all([page.waitForEvent('download'), exits.getByRole('button', { name: 'Excel (XLSX)' }).click()]);
    await toastWith(page, 'Relatório Gerado');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await xlsx.path())!);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Saída');
    expect(sheet.getRow(2).getCell(5).value).toBe(product.name);
    expect(sheet.getRow(2).getCell(6).value).toBe(2);
    expect(sheet.getRow(2).getCell(7).value).toBe('CX');

    const invoices = page.locator('[data-report-card="notas"]');
    await invoices.getByRole('button', { name: 'Gerar Relatório' }).click();
    await invoices.getByRole('region', { name: 'Prévia do relatório' }).getByText('Notas fiscais').waitFor();
    await invoices.scrollIntoViewIfNeeded();
    await screenshot(page, `reports-invoices-${viewport}`);
    await context.close();
  });
});
