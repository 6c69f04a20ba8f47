import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listItem } from './support/back-office-suite';
import { DEMO, desktopOnly, screenshot, seriousA11yViolations, signedInPage, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

async function staffPage(viewport: ViewportName, path = '/admin/almoxarifado'): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.staff, path);
  return { context, page };
}

/** A form control by its label, whose required ones end in ' *'. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&')}( \\*)?$`));
/** Waits for the (single) toast to show `text`: a new toast replaces the previous one in place. */
const toastWith = (page: Page, text: string) => expect.poll(() => toastText(page)).toContain(text);
const row = listItem;
const dialog = (page: Page) => page.getByRole('dialog');

async function search(page: Page, text: string) {
  await page.getByLabel('Buscar produtos por nome ou código').fill(text);
  await page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text);
}

// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==',
  'base64',
);

async function fillNewProduct(page: Page, name: string, code: string) {
  const d = dialog(page);
  await field(d, 'Nome').fill(name);
  await field(d, 'Código').fill(code);
  await field(d, 'Categoria').selectOption({ label: 'Velas' });
  await field(d, 'Preço de venda').fill('12,50');
  await field(d, 'Preço de custo').fill('4,00');
  await field(d, 'Quantidade inicial em estoque').fill('8');
  await field(d, 'Palavras-chave').fill('vela, teste');
  // Kept out of the online shop: the storefront suites sharing this server count its products.
  await d.getByLabel('Disponível online').uncheck();
}

/** Adds a product through the 'Novo Produto' form and searches the list for it. */
async function addProductAndFind(page: Page, name: string, code: string) {
  await page.getByRole('button', { name: 'Novo Produto' }).click();
  await fillNewProduct(page, name, code);
  await dialog(page).getByRole('button', { name: 'Adicionar Produto' }).click();
  await toastWith(page, 'Produto adicionado!');
  await search(page, name);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('warehouse (%s)', (viewport) => {
  const tag = viewport === 'phone' ? 'CEL' : 'DSK';

  it('shows the summary cards with the server figures and searches without accents', async () => {
    const { context, page } = await staffPage(viewport);
    const summary = await (await context.request.get(`${server.url}/api/admin/products/summary`)).json();
    const cards = page.getByRole('region', { name: 'Resumo do estoque' });
    await cards.getByText('Total de Itens').waitFor();
    await expect.poll(() => cards.textContent()).toContain(String(summary.totalItems));
    const text = await cards.textContent();
    expect(text).toContain('Valor Total em Estoque');
    expect(text).toContain(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(summary.stockValueCents / 100));
    expect(text).toContain('Itens com Estoque Baixo');
    expect(text).toContain('Itens Sem Estoque');
    await page.getByRole('heading', { name: `Produtos (${summary.totalItems})` }).waitFor();
    await expect.poll(() => page.locator('[data-list-item]:visible').count()).toBe(Math.min(20, summary.totalItems));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `warehouse-${viewport}`);

    await search(page, 'terco cristal');
    await expect.poll(() => page.locator('[data-list-item]:visible').count()).toBe(1);
    await row(page, 'Terço de Cristal Azul').getByText('Estoque baixo').waitFor();
    await search(page, 'pulseira');
    await row(page, 'Terço Pulseira de Prata 925').getByText('Sem estoque').waitFor();
    await page.getByLabel('Situação do estoque').selectOption('out');
    await search(page, '');
    await row(page, 'Terço Pulseira de Prata 925').waitFor();
    for (const badge of await page.locator('[data-list-item]:visible').allInnerTexts()) expect(badge).toContain('Sem estoque');
    await context.close();
  });

  it('shows a taken code under the Código field, and focuses the first empty field of a failed try', async () => {
    const { context, page } = await staffPage(viewport);
    const list = (await (await context.request.get(`${server.url}/api/admin/products`)).json()) as { items: { code: string }[] };
    const taken = list.items[0]!.code;
    await page.getByRole('button', { name: 'Novo Produto' }).click();
    await dialog(page).getByRole('button', { name: 'Adicionar Produto' }).click();
    // Each empty required field says so, and the first of them gets the focus.
    await expect.poll(() => field(dialog(page), 'Nome').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog(page).getByText('Campo obrigatório.').count()).toBeGreaterThanOrEqual(5);

    await fillNewProduct(page, `Vela Repetida ${tag}`, taken);
    await dialog(page).getByRole('button', { name: 'Adicionar Produto' }).click();
    const code = field(dialog(page), 'Código');
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    // Under the field and above the button (the toast says it too, outside the dialog).
    expect(await dialog(page).getByText('Já existe um produto com este código.').count()).toBe(2);
    // Typing in the field takes its message away; the one above the button stays until the next try.
    await code.fill(`${taken}-NOVO`);
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe(null);
    expect(await dialog(page).getByText('Já existe um produto com este código.').count()).toBe(1);
    await context.close();
  });

  it('adds a product: the required-fields message first, then the toast and a row that survives a reload', async () => {
    const { context, page } = await staffPage(viewport);
    await page.getByRole('button', { name: 'Novo Produto' }).click();
    await dialog(page).getByRole('button', { name: 'Adicionar Produto' }).click();
    await dialog(page).getByText('Preencha todos os campos obrigatórios (*).').waitFor();
    // Once, in the form: no toast repeats it over the dialog's button.
    expect(await page.getByText('Preencha todos os campos obrigatórios (*).').count()).toBe(1);
    await screenshot(page, `warehouse-new-product-${viewport}`);

    const name = `Vela Teste ${tag}`;
    await fillNewProduct(page, name, `VT-${tag}`);
    // The new product brings its picture along.
    await field(dialog(page), 'Imagens do produto').setInputFiles({ name: 'vela.png', mimeType: 'image/png', buffer: PNG });
    await dialog(page).getByText('1 imagem(ns) selecionada(s).').waitFor();
    await dialog(page).getByRole('button', { name: 'Adicionar Produto' }).click();
    await toastWith(page, 'Produto adicionado!');
    await dialog(page).waitFor({ state: 'detached' });
    await search(page, name);
    // On a phone the toast sits at the foot, over the card's buttons, for its 5 s (and longer under a
    // resting pointer, as sonner pauses on hover): closed first, as a person would.
    await page.locator('[data-sonner-toast] [data-close-button]').click();
    await page.locator('[data-sonner-toast]').waitFor({ state: 'detached' });
    await row(page, name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    await dialog(page).getByRole('tab', { name: 'Imagens (1)' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await row(page, name).getByText('R$ 12,50').waitFor();
    await page.reload();
    await row(page, name).getByText('Em estoque').waitFor();
    expect(await row(page, name).textContent()).toContain(`VT-${tag}`);
    await context.close();
  });

  it('edits a product, adjusts its stock with a reason and shows it in the history', async () => {
    const { context, page } = await staffPage(viewport);
    const name = `Vela Editável ${tag}`;
    await addProductAndFind(page, name, `VE-${tag}`);

    await row(page, name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    const renamed = `${name} Renomeada`;
    await field(dialog(page), 'Nome').fill(renamed);
    await dialog(page).getByRole('button', { name: 'Salvar Alterações' }).click();
    await toastWith(page, 'Produto atualizado!');
    await search(page, renamed);
    await row(page, renamed).waitFor();

    await row(page, renamed)
      .getByRole('button', { name: `Editar ${renamed}` })
      .click();
    await dialog(page).getByRole('tab', { name: 'Estoque' }).click();
    // The tab's panel (stock and its history) is on screen before its form is sent empty.
    await dialog(page).getByText('Estoque atual:').waitFor();
    await dialog(page).getByRole('table', { name: 'Histórico de movimentações' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Ajustar estoque' }).click();
    await dialog(page).getByText('Informe o motivo do ajuste.').waitFor();
    await field(dialog(page), 'Quantidade').fill('-3');
    await field(dialog(page), 'Motivo').fill('Avaria no transporte');
    await dialog(page).getByRole('button', { name: 'Ajustar estoque' }).click();
    await toastWith(page, 'Estoque ajustado.');
    const history = dialog(page).getByRole('table', { name: 'Histórico de movimentações' });
    await history.getByRole('row').filter({ hasText: 'Avaria no transporte' }).getByText('Ajuste manual').waitFor();
    expect(await history.getByRole('row').filter({ hasText: 'Avaria no transporte' }).textContent()).toContain('-3 UN');
    await history.getByRole('row').filter({ hasText: 'Estoque inicial' }).waitFor();
    // Its stock by place follows the adjustment: the warehouse holds the 5 left, the stores none.
    const byPlace = dialog(page).getByRole('table', { name: 'Estoque por local' });
    await byPlace.getByRole('row').filter({ hasText: 'Almoxarifado' }).getByRole('cell', { name: '5', exact: true }).first().waitFor();
    await byPlace.getByRole('row').filter({ hasText: 'Luz da Fé — Matriz' }).waitFor();
    // Judged once the toast has gone: axe reads a toast mid-animation as low contrast.
    await page.locator('[data-sonner-toast]').waitFor({ state: 'detached' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `warehouse-stock-${viewport}`);

    // Going too far below zero is refused, and the stock stays.
    await field(dialog(page), 'Quantidade').fill('-100');
    await field(dialog(page), 'Motivo').fill('Erro');
    await dialog(page).getByRole('button', { name: 'Ajustar estoque' }).click();
    await toastWith(page, 'O estoque não pode ficar negativo');
    await page.keyboard.press('Escape');
    await row(page, renamed).getByText('5', { exact: true }).waitFor();
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('generates a label PDF and says "Etiqueta Gerada"', async () => {
    const { context, page } = await staffPage(viewport);
    await search(page, 'TER-002');
    await row(page, 'Terço de Cristal Azul').getByRole('button', { name: 'Gerar etiqueta de Terço de Cristal Azul' }).click();
    await field(dialog(page), 'QR Code').check();
    await field(dialog(page), 'Cópias').fill('3');
    await screenshot(page, `warehouse-label-${viewport}`);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog(page).getByRole('button', { name: 'Gerar Etiqueta' }).click()]);
    expect(download.suggestedFilename()).toBe('etiquetas-TER-002.pdf');
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await toastWith(page, 'Etiqueta Gerada');
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('uploads images by content: a PNG is added, a renamed text file is refused', async () => {
    const { context, page } = await staffPage(viewport);
    const name = viewport === 'phone' ? 'Vela de Batismo Decorada' : 'Vela Aromática Paz Interior';
    await search(page, name);
    await row(page, name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    await dialog(page)
      .getByRole('tab', { name: /Imagens/ })
      .click();
    await field(dialog(page), 'Adicionar imagens').setInputFiles({ name: 'vela.png', mimeType: 'image/png', buffer: PNG });
    await toastWith(page, 'Foto Carregada');
    await dialog(page).getByRole('list', { name: 'Imagens do produto' }).getByText('Principal').waitFor();
    await dialog(page).getByRole('tab', { name: 'Imagens (1)' }).waitFor();
    await field(dialog(page), 'Adicionar imagens').setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('não é imagem') });
    await toastWith(page, 'Arquivo não é uma imagem válida.');
    await dialog(page).getByRole('tab', { name: 'Imagens (1)' }).waitFor();
    await context.close();
  });

  it('deletes only after the confirmation', async () => {
    const { context, page } = await staffPage(viewport);
    const name = `Vela Descartável ${tag}`;
    await addProductAndFind(page, name, `VD-${tag}`);

    const messages: string[] = [];
    page.once('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await row(page, name)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]).toBe(`Tem certeza que deseja excluir o produto "${name}"?`);
    await row(page, name).waitFor();

    page.once('dialog', (d) => void d.accept());
    await row(page, name)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    await toastWith(page, 'Produto excluído.');
    await page.getByText('Nenhum produto encontrado.').waitFor();
    await page.reload();
    await page.getByText('Nenhum produto encontrado.').waitFor();
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('imports a CSV with a bad row: the line report, and nothing imported', async () => {
    const { context, page } = await staffPage(viewport, '/admin/cadastros/produtos');
    await page.getByRole('heading', { name: 'Cadastro de Produtos' }).waitFor();
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
    expect(exported.suggestedFilename()).toMatch(/^produtos-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await exported.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const header = bytes.toString('utf8').slice(1).split('\r\n')[0]!;
    expect(header.startsWith('Código;Nome;Categoria;')).toBe(true);
    const csv = [
      header,
      `IMP-${tag};Importado Bom ${tag};Velas;;;Unidade;9,90;;3,00;4;2;;;;Não;Não;Não;;;;;;`,
      `IMP2-${tag};;Velas;;;Unidade;9,90;;3,00;4;2;;;;Não;Não;Não;;;;;;`,
    ].join('\r\n');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    await field(dialog(page), 'Arquivo CSV').setInputFiles({ name: 'produtos.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
    await dialog(page).getByRole('button', { name: 'Importar' }).click();
    const report = dialog(page).getByRole('list', { name: 'Linhas com erro' });
    await report.getByText('Linha 3:').waitFor();
    expect(await report.textContent()).toContain('Nome: campo obrigatório não preenchido.');
    await dialog(page).getByText('Nenhum produto foi importado: 1 linha(s) com erro.').waitFor();
    // Judged once the toast has gone: axe reads a toast mid-animation as low contrast.
    await page.locator('[data-sonner-toast]').waitFor({ state: 'detached' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `warehouse-import-errors-${viewport}`);
    await dialog(page).getByRole('button', { name: 'Fechar' }).first().click();
    await search(page, `Importado Bom ${tag}`);
    await page.getByText('Nenhum produto encontrado.').waitFor();

    // The same file without the bad line goes in.
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    await field(dialog(page), 'Arquivo CSV').setInputFiles({
      name: 'produtos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.split('\r\n').slice(0, 2).join('\r\n')),
    });
    await dialog(page).getByRole('button', { name: 'Importar' }).click();
    await toastWith(page, 'Importação concluída');
    await row(page, `Importado Bom ${tag}`).waitFor();
    await context.close();
  });
});
