import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nfeXml } from '../fixtures/nfe';
import { uniqueEan13, uniqueTag } from '../support/fixtures';
import { backOfficeSuite, listItem, toastWith } from './support/back-office-suite';
import { DEMO, screenshot, seriousA11yViolations, signedInPage, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct } from './support/factories';
import { readDownloadedPdf } from './support/pdf';

// Conferência de Recebimento as a clerk counts a delivery, on a phone and on a desktop.
const bo = backOfficeSuite();
const { stockOf } = bo;

type CheckLine = { productId: number; expectedQuantity: number; receivedQuantity: number };

/** A receiving check made through the API: an invoice of the first supplier, received by Carlos. */
async function checkThroughApi(invoice: { number: string; series: string; emissionDate: string; receptionDate: string; notes?: string }, lines: CheckLine[]) {
  const suppliers = (await bo.api.call('get', '/api/admin/suppliers')).items as { id: number }[];
  const { check } = await bo.api.call('post', '/api/admin/receiving-checks', {
    ...invoice,
    lines,
    supplierId: suppliers[0]!.id,
    receiverName: 'Carlos Funcionário',
  });
  return check as { id: number };
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('receiving check (%s)', (viewport) => {
  it('counts a delivery with a discrepancy (scanner, +1, a reload on the way), approved by the demo Supervisor, into stock', async () => {
    const barcode = uniqueEan13();
    const product = await createProduct(bo.api, { stock: 2, barcode });
    const number = uniqueTag().replace(/\D/g, '').padStart(6, '9').slice(0, 9);
    // Counted by the administrator: nobody approves their own check, and Carlos (Supervisor) approves it.
    const { context, page } = await signedInPage(bo.browser, bo.server.url, viewport, DEMO.admin, '/admin/conferencia');
    await page.getByRole('heading', { name: 'Conferência de Recebimento', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Adicione pelo menos um produto à conferência.' }).waitFor();

    // The invoice's line, typed: 5 units on the invoice.
    await page.getByRole('combobox', { name: 'Produto' }).fill(product.code);
    await page.getByRole('option', { name: new RegExp(product.code) }).click();
    await page.getByLabel('Qtd. na nota', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const received = page.getByRole('textbox', { name: `Recebido de ${product.name}`, exact: true });
    await expect.poll(() => received.inputValue()).toBe('0');
    // A scanner's code + Enter counts one unit on the line; +1 another.
    const picker = page.getByRole('combobox', { name: 'Produto' });
    await picker.fill(barcode);
    await picker.press('Enter');
    await expect.poll(() => received.inputValue()).toBe('1');
    await page.getByRole('button', { name: `Somar 1 ao recebido de ${product.name}` }).click();
    await expect.poll(() => received.inputValue()).toBe('2');
    // The draft survives a reload (a phone that drops its connection in the stockroom).
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: `Recebido de ${product.name}`, exact: true }).inputValue()).toBe('2');
    await page.getByRole('textbox', { name: `Recebido de ${product.name}`, exact: true }).fill('4');
    await expect.poll(() => page.getByLabel('Resumo da conferência').inputValue()).toContain(`nota 5 UN, recebido 4 UN (faltam 1 UN)`);

    await page.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Preencha todos os dados da nota fiscal e do recebedor.' }).waitFor();
    await page.getByLabel('Número da NF').fill(number);
    await page.getByLabel('Série').fill('1');
    await page.getByLabel('Fornecedor').selectOption({ index: 1 });
    await page.getByLabel('Data de emissão').fill('2026-11-20');
    expect(await page.getByLabel('Recebedor').inputValue()).not.toBe('');
    await page.getByLabel('Dar entrada automática no estoque').check();
    await screenshot(page, `receiving-check-${viewport}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Finalizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprovação do Supervisor' });
    await dialog.getByLabel('E-mail do supervisor').fill(DEMO.staff);
    await dialog.getByLabel('Senha do supervisor').fill('senha-errada');
    await dialog.getByRole('button', { name: 'Aprovar e Finalizar' }).click();
    await toastWith(page, 'Senha Incorreta');
    await dialog.getByText('Senha do Supervisor inválida para entrada com divergência.').first().waitFor();
    expect(await stockOf(product.id)).toBe(2);
    await screenshot(page, `receiving-supervisor-${viewport}`);

    await dialog.getByLabel('Senha do supervisor').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Aprovar e Finalizar' }).click();
    await toastWith(page, 'Conferência Registrada!');
    await dialog.waitFor({ state: 'detached' });
    expect(await stockOf(product.id)).toBe(6);
    // The form starts over for the next delivery.
    await expect.poll(() => page.getByLabel('Número da NF').inputValue()).toBe('');
    await context.close();
  });

  it("finds a check in the history by NF number (kept on reload), opens its details and PDF, and on the receiver's staff page", async () => {
    const product = await createProduct(bo.api, { stock: 0 });
    const number = `5${Date.now() % 100_000_000}`;
    const check = await checkThroughApi({ number, series: '2', emissionDate: '2026-11-18', receptionDate: '2026-11-19', notes: 'Uma caixa amassada' }, [
      { productId: product.id, expectedQuantity: 6, receivedQuantity: 5 },
    ]);
    const { context, page } = await signedInPage(bo.browser, bo.server.url, viewport, DEMO.staff, '/admin/historico-conferencias');
    await page.getByLabel('Número da NF').fill(number);
    await page.waitForURL((url) => url.searchParams.get('number') === number);
    await page.getByLabel('Divergência').selectOption('with');
    await page.waitForURL((url) => url.searchParams.get('discrepancy') === 'with');
    await page.reload();
    await listItem(page, `${number}/2`).waitFor();
    await expect.poll(() => page.locator('[data-list-item]:visible').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `receiving-history-${viewport}`);

    await listItem(page, `${number}/2`)
      .getByRole('button', { name: `Ver detalhes da conferência da NF ${number}/2` })
      .click();
    const details = page.getByRole('dialog', { name: `Conferência da NF ${number}/2` });
    await details
      .getByRole('table', { name: `Itens da conferência da NF ${number}/2` })
      .getByText(product.name)
      .waitFor();
    await details.getByText('Observações: Uma caixa amassada').waitFor();
    await screenshot(page, `receiving-details-${viewport}`);
    const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('link', { name: 'Baixar PDF' }).click()]);
    const pdf = await readDownloadedPdf(download, `conferencia-pdf-${viewport}`);
    expect(pdf.text).toContain(`NF ${number}/2`);
    expect(fs.statSync(pdf.picture).size).toBeGreaterThan(1000);
    await page.keyboard.press('Escape');

    // The receiver's page lists it, with the same details.
    const [carlos] = (await bo.api.call('get', '/api/admin/staff?search=carlos')).staff as { id: string }[];
    await page.goto(`/admin/funcionarios/detalhes/${carlos!.id}`);
    await page.getByText(`NF ${number}/2 (19/11/2026) - 1 itens`).waitFor();
    await page.getByRole('button', { name: `Ver Detalhes da NF ${number}/2` }).click();
    await page
      .getByRole('dialog', { name: `Conferência da NF ${number}/2` })
      .getByText(product.name)
      .first()
      .waitFor();
    expect(check.id).toBeGreaterThan(0);
    await context.close();
  });

  it('lists received invoices by status, opens one, uploads the photo of the paper invoice and downloads its report', async () => {
    const product = await createProduct(bo.api, { stock: 0, name: `Crucifixo NF ${uniqueTag()}` });
    const number = `4${Date.now() % 100_000_000}`;
    await checkThroughApi({ number, series: '', emissionDate: '2026-11-17', receptionDate: '2026-11-18' }, [
      { productId: product.id, expectedQuantity: 4, receivedQuantity: 4 },
    ]);
    const { context, page } = await signedInPage(bo.browser, bo.server.url, viewport, DEMO.staff, `/admin/nfs/notas-fiscais?search=${number}`);
    await page.getByLabel('Status').selectOption('ok');
    await page.waitForURL((url) => url.searchParams.get('status') === 'ok');
    await listItem(page, number).getByText('OK').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `invoices-list-${viewport}`);
    await listItem(page, number)
      .getByRole('button', { name: `Ver detalhes da NF ${number}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Nota Fiscal ${number}` });
    await dialog
      .getByRole('table', { name: `Itens da nota fiscal ${number}` })
      .getByText(product.name)
      .waitFor();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: png });
    await toastWith(page, 'Foto Carregada');
    expect(await dialog.getByRole('link', { name: 'Baixar foto' }).getAttribute('target')).toBe('_blank');
    await screenshot(page, `invoice-details-${viewport}`);
    const [report] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Baixar relatório' }).click()]);
    expect(report.suggestedFilename()).toBe(`conferencia-nf-${number}.pdf`);
    await context.close();
  });

  it("keeps a refused XML's reason on the page, beside the button to choose another", async () => {
    const { context, page } = await signedInPage(bo.browser, bo.server.url, viewport, DEMO.staff, '/admin/nfs/notas-fiscais');
    const xml = nfeXml({ bare: true });
    await page.locator('input[type=file][accept*=xml]').setInputFiles({ name: 'sem-protocolo.xml', mimeType: 'text/xml', buffer: Buffer.from(xml) });
    const refused = page.getByRole('alert').filter({ hasText: 'Erro ao importar a NF-e' }).filter({ hasText: 'sem-protocolo.xml' });
    await refused.getByText('Este XML não traz o protocolo de autorização da SEFAZ.', { exact: false }).waitFor();
    // The toast says it too (Sonner comes with the first toast, decision 079): checked once it is on screen.
    await toastWith(page, 'Erro ao importar a NF-e');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `nfe-import-refused-${viewport}`);
    await refused.getByRole('button', { name: 'Fechar' }).click();
    expect(await refused.count()).toBe(0);
    await context.close();
  });

  it('imports an NF-e XML (barcode and name matches, 1 CX = 12 UN) that opens a pre-filled check, counted to OK', async () => {
    const tag = uniqueTag();
    const ean = uniqueEan13();
    const byBarcode = await createProduct(bo.api, { stock: 0, barcode: ean, name: `Medalha Milagrosa ${tag}` });
    const byName = await createProduct(bo.api, { stock: 0, name: `Caixa de Velas Votivas ${tag}` });
    const number = 200_000 + (Date.now() % 700_000);
    const cnpj = `${String(20_000_000 + (Date.now() % 70_000_000)).slice(0, 8)}000155`;
    const xml = nfeXml({
      number,
      cnpj,
      items: [
        { code: `MED-${tag}`, ean, name: `MEDALHA MILAGROSA ${tag}`, unit: 'UN', quantity: '5.0000', unitValue: '3.5000000000' },
        { code: `VEL-${tag}`, ean: 'SEM GTIN', name: `CAIXA DE VELAS VOTIVAS ${tag}`, unit: 'CX', quantity: '2.0000', unitValue: '60.0000000000' },
        // Not in the catalogue (at most a look-alike from another run): the clerk creates it from the line.
        { code: `ZQ-${tag}`, ean: 'SEM GTIN', name: `ZQXW INEDITO ${tag}`, unit: 'UN', quantity: '3.0000', unitValue: '7.2500000000' },
      ],
    });
    const { context, page } = await signedInPage(bo.browser, bo.server.url, viewport, DEMO.staff, '/admin/nfs/notas-fiscais');
    await page.locator('input[type=file][accept*=xml]').setInputFiles({ name: `nfe-${number}.xml`, mimeType: 'text/xml', buffer: Buffer.from(xml) });
    const dialog = page.getByRole('dialog', { name: `Importar NF-e ${number}/1` });
    await expect.poll(() => dialog.getByTestId('escolha-1').innerText()).toContain(`${byBarcode.name} (${byBarcode.code})\nCódigo de barras`);
    await expect.poll(() => dialog.getByTestId('escolha-2').innerText()).toContain(`${byName.name} (${byName.code})\nSugestão pelo nome — confirme`);
    await dialog.getByLabel('Confirmo: o item 2 é este produto').check();
    await dialog.getByLabel('Unidades por CX').fill('12');
    await dialog.getByRole('button', { name: 'Cadastrar produto a partir do item 3' }).click();
    expect(await dialog.getByLabel('Nome do produto').inputValue()).toBe(`ZQXW INEDITO ${tag}`);
    expect(await dialog.getByLabel('Código do produto').inputValue()).toBe(`ZQ-${tag}`);
    await dialog.getByText('custo 7,25 por unidade').waitFor();
    await dialog.getByLabel('Categoria do produto').selectOption({ label: 'Terços' });
    await dialog.getByLabel('Preço de venda (R$)').fill('19,90');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `nfe-import-${viewport}`);
    await dialog.getByRole('button', { name: 'Cadastrar produto', exact: true }).click();
    await expect.poll(() => dialog.getByTestId('escolha-3').innerText()).toContain(`ZQXW INEDITO ${tag} (ZQ-${tag})`);
    const created = (await bo.api.call('get', `/api/admin/products/lookup?code=${encodeURIComponent(`ZQ-${tag}`)}`)).product;
    expect(created).toMatchObject({ name: `ZQXW INEDITO ${tag}`, stock: 0 });
    await dialog.getByRole('button', { name: 'Importar e conferir' }).click();
    await page.waitForURL('**/admin/conferencia');
    await expect.poll(() => page.getByLabel('Número da NF').inputValue()).toBe(String(number));
    const received = (p: { name: string }) => page.getByRole('textbox', { name: `Recebido de ${p.name}`, exact: true });
    // The invoice's quantities are its numbers, not boxes to type in (nor one to type when adding a product).
    const onInvoice = (p: { name: string }) =>
      page.locator('[data-list-item]').filter({ visible: true }).filter({ hasText: p.name }).getByTestId('line-quantity');
    await expect.poll(() => onInvoice(byName).innerText()).toBe('24');
    expect(await page.getByRole('textbox', { name: /^Qtd\. na nota/ }).count()).toBe(0);
    await received(byBarcode).fill('5');
    await received(byName).fill('24');
    await received({ name: `ZQXW INEDITO ${tag}` }).fill('3');
    await screenshot(page, `receiving-imported-check-${viewport}`);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await toastWith(page, 'Conferência Registrada!');
    await page.goto(`/admin/nfs/notas-fiscais?search=${number}`);
    await listItem(page, String(number)).getByText('OK').waitFor();
    await context.close();
  });
});
