import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listItem } from './support/back-office-suite';
import { DEMO, desktopOnly, screenshot, seriousA11yViolations, signedInPage, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import { staffApi } from './support/factories';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

const row = listItem;

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('staff (%s)', (viewport) => {
  it('adds a staff member, opens the detail page, edits it and adds and downloads a document', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/funcionarios');
    await page.getByRole('heading', { name: 'Funcionários', level: 1 }).waitFor();
    await row(page, 'Carlos Funcionário').waitFor();
    expect(await row(page, 'Carlos Funcionário').textContent()).toContain('Supervisor');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `staff-list-${viewport}`);

    await page.getByRole('button', { name: 'Adicionar Funcionário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Funcionário' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Nome, email e senha (para novos) são obrigatórios.').first().waitFor();
    await expectToast(page, 'Nome, email e senha (para novos) são obrigatórios.');

    const name = `Joana Almoxarife ${viewport}`;
    const email = `joana.${viewport}@luzdafe.test`;
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Senha').fill('joana123');
    await dialog.getByLabel('Telefone').fill('11912345678');
    expect(await dialog.getByLabel('Telefone').inputValue()).toBe('(11) 91234-5678');
    await dialog.getByLabel('Cargo').selectOption('Almoxarife');
    await dialog.getByLabel('Data de Contratação').fill('2025-03-10');
    await dialog.getByLabel('Endereço').fill('Rua do Estoque, 5');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Funcionário adicionado.');
    expect(await toastText(page)).toBe('Funcionário adicionado.');
    await row(page, name).waitFor();
    expect(await row(page, name).textContent()).toContain('10/03/2025');

    await page.getByRole('link', { name, exact: true }).click();
    await page.waitForURL('**/admin/funcionarios/detalhes/*');
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('Almoxarife', { exact: true }).first().waitFor();
    const info = page.locator('dl');
    expect(await info.textContent()).toContain(email);
    expect(await info.textContent()).toContain('(11) 91234-5678');
    expect(await info.textContent()).toContain('Rua do Estoque, 5');
    expect(await info.textContent()).toContain('10/03/2025');
    await page.getByText('Nenhuma conferência registrada.').waitFor();
    await page.getByText('Nenhum relatório gerado.').waitFor();
    await page.getByText('Nenhum documento registrado.').waitFor();

    // The edit toggle: cancel leaves the view untouched, save stores the change.
    await page.getByRole('button', { name: 'Editar Dados' }).click();
    const form = page.getByRole('form', { name: 'Editar dados do funcionário' });
    await form.getByLabel('Telefone').fill('21 3333 4444');
    await page.getByRole('button', { name: 'Cancelar Edição' }).click();
    expect(await info.textContent()).toContain('(11) 91234-5678');
    // Store scope (issue 26): a new member works for the warehouse until given a store.
    expect(await info.textContent()).toContain('Almoxarifado / matriz (todas as lojas)');
    await page.getByRole('button', { name: 'Editar Dados' }).click();
    expect(await form.getByLabel('Nome').inputValue()).toBe(name);
    await form.getByLabel('Telefone').fill('2133334444');
    await form.getByLabel('Cargo').selectOption('Gerente');
    await form.getByLabel('Loja').selectOption({ label: 'Luz da Fé — Filial Aparecida' });
    // Issue 34: a new e-mail waits for the current address to approve and the new one to confirm.
    await form.getByText('Um novo e-mail só passa a valer depois de aprovado pelo e-mail atual e confirmado pelo novo.').waitFor();
    const nextEmail = `joana.nova.${viewport}@luzdafe.test`;
    await form.getByLabel('Email').fill(nextEmail);
    await screenshot(page, `staff-edit-email-${viewport}`);
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expectToast(page, `O e-mail ${nextEmail} aguarda confirmação`);
    await info.waitFor();
    expect(await info.textContent()).toContain('(21) 3333-4444');
    expect(await info.textContent()).toContain(email);
    expect(await info.textContent()).not.toContain(nextEmail);
    await expect.poll(() => info.textContent()).toContain('Luz da Fé — Filial Aparecida');
    await page.reload();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.locator('dl').textContent()).toContain('(21) 3333-4444');
    await page.getByText('Gerente', { exact: true }).first().waitFor();
    // After the reload no toast is animating in (its entrance trips the contrast check).
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Adicionar Documento' }).click();
    const docDialog = page.getByRole('dialog', { name: 'Adicionar Novo Documento' });
    await docDialog.getByLabel('Tipo').fill('Contrato');
    await docDialog.getByLabel('Descrição').fill('Contrato de experiência');
    await docDialog.getByLabel('Data').fill('2025-03-10');
    await docDialog.getByLabel('Arquivo').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: PDF });
    await screenshot(page, `staff-document-dialog-${viewport}`);
    await docDialog.getByRole('button', { name: 'Salvar Documento' }).click();
    await expectToast(page, 'Documento Adicionado');
    const docs = page.getByRole('list', { name: 'Documentos' });
    await docs.getByText('Contrato de experiência').waitFor();
    expect(await docs.textContent()).toContain('10/03/2025');
    await screenshot(page, `staff-detail-${viewport}`);

    const [download] = await Promise.all([page.waitForEvent('download'), docs.getByRole('link', { name: /Baixar Contrato/ }).click()]);
    expect(download.suggestedFilename()).toBe('contrato.pdf');
    const saved = await download.path();
    expect(fs.readFileSync(saved!).equals(PDF)).toBe(true);

    await page.getByRole('link', { name: 'Voltar para Funcionários' }).click();
    await page.waitForURL('**/admin/funcionarios');
    await row(page, name).waitFor();
    expect(await row(page, name).textContent()).toContain('Gerente');
    await context.close();
  });

  it('refuses a document that is not PDF or image, and edits and deletes from the list', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/cadastros/funcionarios');
    const name = `Joana Almoxarife ${viewport}`;
    await row(page, name).waitFor();
    await page.getByRole('link', { name: `Ver detalhes de ${name}` }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Adicionar Documento' }).click();
    const docDialog = page.getByRole('dialog', { name: 'Adicionar Novo Documento' });
    await docDialog.getByRole('button', { name: 'Salvar Documento' }).click();
    await docDialog.getByText('Informe o tipo do documento.').waitFor();
    await docDialog.getByLabel('Tipo').fill('Atestado');
    await docDialog.getByLabel('Arquivo').setInputFiles({ name: 'atestado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('não é um PDF') });
    await docDialog.getByRole('button', { name: 'Salvar Documento' }).click();
    await expectToast(page, 'Tipo de arquivo não permitido.');
    await docDialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto('/admin/cadastros/funcionarios');
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Funcionário' });
    await dialog.getByLabel('Endereço').waitFor();
    // Nobody sets someone else's password (issue 26): the person gets a reset link instead.
    expect(await dialog.getByLabel('Senha').count()).toBe(0);
    await dialog.getByLabel('Endereço').fill('Rua Nova, 99');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Funcionário atualizado.');

    // The password is untouched: the member still signs in with it.
    const member = await staffApi(browser, server, `joana.${viewport}@luzdafe.test`, 'joana123');
    await member.close();

    let question = '';
    page.once('dialog', (d) => {
      question = d.message();
      void d.accept();
    });
    await page.getByRole('button', { name: `Excluir ${name}` }).click();
    await expectToast(page, 'Funcionário excluído.');
    expect(question).toContain(name);
    await row(page, name).waitFor({ state: 'detached' });
    // Nobody deletes themselves: there is no delete button on one's own row.
    expect(await page.getByRole('button', { name: 'Excluir Helena Administradora' }).count()).toBe(0);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('shows "Funcionário não encontrado." for an unknown id', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.staff, '/admin/funcionarios/detalhes/nao-existe');
    await page.getByText('Funcionário não encontrado.').waitFor();
    await page.getByRole('link', { name: 'Voltar para Funcionários' }).waitFor();
    await screenshot(page, `staff-not-found-${viewport}`);
    await context.close();
  });
  it.skipIf(desktopOnly(viewport))('saves and edits a staff member without a hire date', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/funcionarios');
    await page.getByRole('heading', { name: 'Funcionários', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Adicionar Funcionário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Funcionário' });
    const name = `Pedro Sem Data ${viewport}`;
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Email').fill(`pedro.${viewport}.${Date.now()}@luzdafe.test`);
    await dialog.getByLabel('Senha').fill('pedro123');
    expect(await dialog.getByLabel('Data de Contratação').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Funcionário adicionado.');
    await dialog.waitFor({ state: 'detached' });
    await row(page, name).waitFor();

    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Funcionário' });
    expect(await edit.getByLabel('Data de Contratação').inputValue()).toBe('');
    await edit.getByLabel('Endereço').fill('Rua Sem Data, 1');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Funcionário atualizado.');
    await edit.waitFor({ state: 'detached' });
    await context.close();
  });
});
