import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from './cart-fixtures';
import { backOfficeSuite, listItem, toastWith } from './support/back-office-suite';
import { screenshot, seriousA11yViolations, storeContext, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { createProduct } from './support/factories';
import { readDownloadedPdf } from './support/pdf';

// Solicitações de Compra and de Mercadoria as the shop's people use them, on a phone and a desktop:
// from the form to the final status, the purchase report and the separation list.
const bo = backOfficeSuite();
const { staffPage } = bo;

/** Opens the 'Atualizar Status' dialog of request `code` from its list item, with `status` picked. */
async function chooseStatus(page: Page, code: string, status: string) {
  await listItem(page, code)
    .getByRole('button', { name: `Atualizar status da solicitação ${code}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Atualizar Status — ${code}` });
  await dialog.getByLabel('Novo status').selectOption(status);
  return dialog;
}

async function addLine(page: Page, product: { name: string; code: string }, quantity: string) {
  await page.getByRole('combobox', { name: 'Produto' }).fill(product.code);
  await page.getByRole('option', { name: new RegExp(product.code) }).click();
  await page.getByLabel('Quantidade', { exact: true }).fill(quantity);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByRole('table', { name: 'Itens da solicitação' }).getByText(product.name).waitFor();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('requests (%s)', (viewport) => {
  it('sends a purchase request, moves it to Aguard. Entrega with a date and to Finalizado, and downloads the purchase report', async () => {
    const product = await createProduct(bo.api, { stock: 2 });
    const { context, page } = await staffPage(viewport, '/admin/solicitacoes');
    await page.getByRole('heading', { name: 'Central de Solicitações', level: 1 }).waitFor();
    await screenshot(page, `requests-hub-${viewport}`);
    await page.locator('[data-request-card="purchase"]').getByRole('link', { name: 'Nova solicitação' }).click();
    await page.getByRole('heading', { name: 'Solicitar Compra', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
    await page.getByRole('alert').filter({ hasText: 'Adicione pelo menos um item à solicitação.' }).first().waitFor();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Selecione um produto e defina uma quantidade válida.' }).first().waitFor();
    await addLine(page, product, '6');
    await page.getByLabel('Observações').fill('Para o Natal');
    await screenshot(page, `requests-purchase-form-${viewport}`);
    await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
    await toastWith(page, 'Solicitação de Compra Criada');
    await page.getByRole('heading', { name: 'Solicitação de Compra Enviada!' }).waitFor();
    const code = (await page.locator('strong.font-mono').innerText()).trim();
    expect(code).toMatch(/^COMP-\d{6}$/);

    await page.goto('/admin/solicitacoes/gerenciar?tab=compras');
    await page.getByLabel('Buscar por ID, solicitante, produto...').fill(code);
    await page.waitForURL((url) => url.searchParams.get('search') === code);
    await listItem(page, code).getByText('Recebida').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `requests-manage-purchases-${viewport}`);

    let dialog = await chooseStatus(page, code, 'Aguardando Entrega');
    await dialog.getByRole('button', { name: 'Atualizar Status' }).click();
    await dialog.getByText('Informe a data estimada de chegada.').waitFor();
    await dialog.getByLabel('Data estimada de chegada').fill('2030-12-10');
    await dialog.getByRole('button', { name: 'Atualizar Status' }).click();
    await toastWith(page, 'Status da Compra Atualizado');
    await listItem(page, code).getByText('Aguard. Entrega').waitFor();

    dialog = await chooseStatus(page, code, 'Pedido Finalizado');
    await dialog.getByRole('button', { name: 'Atualizar Status' }).click();
    await toastWith(page, 'Status da Compra Atualizado');
    await listItem(page, code).getByText('Finalizado (Aprovado)').waitFor();

    await listItem(page, code)
      .getByRole('button', { name: `Ver detalhes da solicitação ${code}` })
      .click();
    const details = page.getByRole('dialog', { name: `Solicitação de Compra ${code}` });
    const history = details.getByRole('list', { name: 'Histórico de status' });
    await history.getByText('Em Cotação').or(history.getByText('Recebida → Aguard. Entrega')).first().waitFor();
    await history.getByText('Chegada estimada: 10/12/2030').waitFor();
    await history.getByText('Aguard. Entrega → Finalizado (Aprovado)').waitFor();
    await screenshot(page, `requests-purchase-details-${viewport}`);
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Relatório de Compras (PDF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^relatorio-de-compras-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text, picture } = await readDownloadedPdf(download, `purchase-report-${viewport}`);
    expect(text).toContain('Relatório de compras');
    expect(fs.statSync(picture).size).toBeGreaterThan(1000);
    await context.close();
  });

  it('asks for store merchandise, marks an item missing, prints the separation list and ships it as an exit', async () => {
    const going = await createProduct(bo.api, { stock: 5 });
    const missing = await createProduct(bo.api, { stock: 0 });
    const { context, page } = await staffPage(viewport, '/admin/solicitacoes/mercadorias-loja');
    await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
    await page.getByRole('alert').filter({ hasText: 'Preencha todos os campos obrigatórios (Loja, Datas, Itens).' }).first().waitFor();
    await page.getByLabel('Loja').selectOption({ index: 1 });
    const store = await page.getByLabel('Loja').evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.text);
    await page.getByLabel('Data de entrega').fill('2030-01-15');
    await addLine(page, going, '3');
    await addLine(page, missing, '2');
    await screenshot(page, `requests-merchandise-form-${viewport}`);
    await page.getByRole('button', { name: 'Enviar Solicitação' }).click();
    await toastWith(page, 'Solicitação de Mercadoria Criada');
    const code = (await page.locator('strong.font-mono').innerText()).trim();
    expect(code).toMatch(/^MERC-\d{6}$/);

    await page.goto(`/admin/solicitacoes/gerenciar?tab=mercadorias&search=${code}`);
    await listItem(page, code).getByText(store).waitFor();
    await listItem(page, code)
      .getByRole('button', { name: `Ver detalhes da solicitação ${code}` })
      .click();
    const details = page.getByRole('dialog', { name: `Solicitação de Mercadoria ${code}` });
    await details.getByLabel(`Status do item ${missing.name}`).selectOption('Item em Falta');
    await toastWith(page, 'Status do Item Atualizado');
    await details.getByRole('list', { name: 'Histórico de status' }).getByText('Recebido → Em Falta').waitFor();
    await screenshot(page, `requests-merchandise-details-${viewport}`);
    const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('link', { name: 'Lista de Separação (PDF)' }).click()]);
    const { text, picture } = await readDownloadedPdf(download, `separation-list-${viewport}`);
    expect(text).toContain(`Lista de separação ${code}`);
    expect(text).toContain(going.name);
    expect(fs.statSync(picture).size).toBeGreaterThan(1000);
    await page.keyboard.press('Escape');

    const dialog = await chooseStatus(page, code, 'Enviado');
    // The confirmation shows what goes to the store and what does not.
    await dialog.getByRole('list', { name: 'Itens a enviar' }).getByText(`${going.name} — 3 un.`).waitFor();
    await dialog.getByText(`Não vão (Em Falta): ${missing.name}.`).waitFor();
    await dialog.getByLabel('Horário de envio (opcional)').fill('14:00');
    await screenshot(page, `requests-merchandise-ship-${viewport}`);
    await dialog.getByRole('button', { name: 'Confirmar Envio' }).click();
    await expect.poll(() => toastText(page)).toMatch(new RegExp(`${code} enviada: saída SAIDA-\\d{6} registrada\\.`));
    const exitCode = (await toastText(page)).match(/SAIDA-\d{6}/)![0];
    await listItem(page, code).getByText('Enviado').waitFor();
    expect((await bo.api.call('get', `/api/admin/products/${going.id}`)).product.stock).toBe(2);

    // The exit says which request it came from.
    await page.goto(`/admin/consultar-saidas?search=${exitCode}`);
    await listItem(page, exitCode)
      .getByRole('button', { name: `Ver detalhes da saída ${exitCode}` })
      .click();
    await page
      .getByRole('dialog', { name: `Saída ${exitCode}` })
      .getByText(code, { exact: true })
      .waitFor();

    // And the member follows it among their own requests.
    await page.goto('/admin/solicitacoes/acompanhar?type=merchandise');
    await page.getByLabel('Buscar por ID, loja, cliente, produto...').fill(code);
    await listItem(page, code).getByText('Enviado').waitFor();
    await page.getByLabel('Buscar por ID, loja, cliente, produto...').fill(`${code}-nada`);
    await page.getByText('Nenhuma solicitação encontrada com os filtros atuais.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('takes a special order for a registered customer from the form to Pronta para Retirada, and the customer sees it in the profile', async () => {
    const product = await createProduct(bo.api, { stock: 0 });
    const customerContext = await storeContext(bo.browser, bo.server.url, viewport);
    const customer = await registerCustomer(customerContext, bo.server.url, `enc${viewport}`);

    const { context, page } = await staffPage(viewport, '/admin/solicitacoes/encomendas');
    await page.getByRole('heading', { name: 'Encomendas de Clientes', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Enviar Encomenda' }).click();
    await page.getByRole('alert').filter({ hasText: 'Dados do cliente são obrigatórios.' }).first().waitFor();
    // The customer, by e-mail: suggestions, chosen with the keyboard.
    const picker = page.getByRole('combobox', { name: 'Cliente cadastrado' });
    await picker.fill(customer.email);
    await page.getByRole('option', { name: new RegExp(customer.name) }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await page.getByText(`Contato: ${customer.phone}`).waitFor();
    await page.getByRole('button', { name: 'Enviar Encomenda' }).click();
    await page.getByRole('alert').filter({ hasText: 'Adicione pelo menos um produto existente à encomenda.' }).first().waitFor();
    await page.getByRole('radio', { name: 'Produto novo (não cadastrado)' }).check();
    await page.getByRole('button', { name: 'Enviar Encomenda' }).click();
    await page.getByRole('alert').filter({ hasText: 'Nome do novo produto é obrigatório.' }).first().waitFor();
    await page.getByRole('radio', { name: 'Produtos do catálogo' }).check();
    await page.getByRole('combobox', { name: 'Produto' }).fill(product.code);
    await page.getByRole('option', { name: new RegExp(product.code) }).click();
    await page.getByLabel('Quantidade', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByRole('table', { name: 'Itens da encomenda' }).getByText(product.name).waitFor();
    await page.getByLabel('Loja de retirada').selectOption({ index: 1 });
    await screenshot(page, `requests-special-order-form-${viewport}`);
    await page.getByRole('button', { name: 'Enviar Encomenda' }).click();
    await toastWith(page, 'Solicitação de Encomenda Criada');
    const code = (await page.locator('strong.font-mono').innerText()).trim();
    expect(code).toMatch(/^ENC-\d{6}$/);

    await page.goto(`/admin/solicitacoes/gerenciar?tab=encomendas&search=${code}`);
    await listItem(page, code).getByText(customer.name).waitFor();
    await screenshot(page, `requests-manage-special-orders-${viewport}`);
    for (const status of ['Aguardando Chegada', 'Pronta para Retirada']) {
      const dialog = await chooseStatus(page, code, status);
      await dialog.getByRole('button', { name: 'Atualizar Status' }).click();
      await toastWith(page, 'Status da Encomenda Atualizado');
      await dialog.waitFor({ state: 'detached' });
      await listItem(page, code).getByText(status).waitFor();
    }
    await listItem(page, code)
      .getByRole('button', { name: `Ver detalhes da solicitação ${code}` })
      .click();
    const details = page.getByRole('dialog', { name: `Encomenda ${code}` });
    await details.getByRole('list', { name: 'Histórico de status' }).getByText('Aguardando Chegada → Pronta para Retirada').waitFor();
    await details.getByText(`${customer.name} (cadastrado)`).waitFor();
    await screenshot(page, `requests-special-order-details-${viewport}`);
    await context.close();

    const profile = await customerContext.newPage();
    await profile.goto('/perfil?tab=encomendas');
    const card = profile.locator(`[data-special-order="${code}"]`);
    await card.getByText('Pronta para Retirada').waitFor();
    await card.getByText(`2 × ${product.name}`).waitFor();
    expect(await seriousA11yViolations(profile)).toEqual([]);
    await screenshot(profile, `profile-special-orders-${viewport}`);
    await customerContext.close();
  });
});
