import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, desktopOnly, newContext, screenshot, sendSystemLoginForm, seriousA11yViolations, signIn, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

async function signedIn(viewport: ViewportName, email: string, password: string = DEMO.password): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server.url, viewport);
  await signIn(context, server.url, email, password);
  return { context, page: await context.newPage() };
}

/** Waits for the toast with this text (an earlier toast may still be on screen until it is replaced). */
async function toast(page: Page, text: string) {
  const t = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await t.waitFor({ state: 'visible' });
  return (await t.innerText()).replace(/\s+/g, ' ').trim();
}

const items = (page: Page) => page.locator('[data-list-item]:visible');
const row = (page: Page, text: string) => items(page).filter({ hasText: text });
const listTitle = (page: Page) => page.getByRole('heading', { name: /^Lista de Usuários \(\d+\)$/ });

async function apiTotal(context: BrowserContext, query = '') {
  const res = await context.request.get(`${server.url}/api/admin/users${query}`);
  return (await res.json()).total as number;
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('user management (%s)', (viewport) => {
  it('lists, searches and filters users, with the empty state', async () => {
    const { context, page } = await signedIn(viewport, DEMO.admin);
    await page.goto('/admin/usuarios');
    await page.getByRole('heading', { name: 'Gerenciamento de Usuários' }).waitFor();
    await expect.poll(() => listTitle(page).innerText()).toBe(`Lista de Usuários (${await apiTotal(context)})`);
    // Other suites add accounts to the shared server: narrow to the demo accounts.
    await page.getByPlaceholder('Buscar por nome, email...').fill('@luzdafe.test');
    await row(page, 'cliente@luzdafe.test').waitFor();
    expect(await row(page, 'admin@luzdafe.test').innerText()).toContain('Administrador');
    // The admin signed in for this test; the customer's last login may be N/A or a date.
    expect(await row(page, 'admin@luzdafe.test').innerText()).not.toContain('N/A');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `admin-users-${viewport}`);

    await page.getByPlaceholder('Buscar por nome, email...').fill('CLIENTE@LUZDAFE');
    await expect.poll(() => items(page).count()).toBe(1);
    expect(await row(page, 'Maria Cliente').innerText()).toContain('Cliente');
    await page.getByPlaceholder('Buscar por nome, email...').fill('');

    await page.getByLabel('Filtrar por função').selectOption('staff');
    await expect.poll(async () => (await items(page).allTextContents()).every((t) => t.includes('Funcionário'))).toBe(true);
    await row(page, 'funcionario@luzdafe.test').waitFor();
    expect(await row(page, 'cliente@luzdafe.test').count()).toBe(0);
    // The filter is in the URL: a reload keeps it.
    await page.reload();
    await row(page, 'funcionario@luzdafe.test').waitFor();
    expect(await page.getByLabel('Filtrar por função').inputValue()).toBe('staff');
    expect(await row(page, 'cliente@luzdafe.test').count()).toBe(0);

    await page.getByPlaceholder('Buscar por nome, email...').fill('ninguém tem este nome');
    await page.getByText('Nenhum usuário encontrado com os filtros atuais.').waitFor();
    expect(await listTitle(page).innerText()).toBe('Lista de Usuários (0)');
    await screenshot(page, `admin-users-empty-${viewport}`);
    await context.close();
  });

  it('adds a user who can sign in, changes their role (persisting) and deletes them', async () => {
    const { context, page } = await signedIn(viewport, DEMO.admin);
    await page.goto('/admin/cadastros/usuarios');
    await page.getByRole('heading', { name: 'Gerenciamento de Usuários' }).waitFor();
    const email = `novo.${viewport}@example.com`;
    const name = `Pessoa Nova ${viewport}`;

    await page.getByRole('button', { name: 'Adicionar Novo Usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Novo Usuário' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Senha').fill('123');
    await dialog.getByRole('button', { name: 'Adicionar Usuário' }).click();
    await dialog.getByText('A senha deve ter pelo menos 6 caracteres').waitFor();
    await dialog.getByLabel('Senha').fill('segredo123');
    await dialog.getByLabel('Função').selectOption('staff');
    await screenshot(page, `admin-users-add-${viewport}`);
    await dialog.getByRole('button', { name: 'Adicionar Usuário' }).click();
    await toast(page, 'Usuário adicionado(a)');
    await dialog.waitFor({ state: 'hidden' });
    expect(await row(page, email).innerText()).toContain('Funcionário');
    expect(await row(page, email).innerText()).toContain('N/A');

    // The new account works.
    const other = await newContext(browser, server.url, viewport);
    const otherPage = await other.newPage();
    await otherPage.goto('/login-sistema');
    await sendSystemLoginForm(otherPage, email, 'segredo123');
    await otherPage.waitForURL('**/admin/dashboard');
    await other.close();

    await page.reload();
    await row(page, email)
      .getByRole('button', { name: `Editar função de ${name}` })
      .click();
    const roleDialog = page.getByRole('dialog', { name: 'Editar Função do Usuário' });
    expect(await roleDialog.getByLabel('Nova Função:').inputValue()).toBe('staff');
    await roleDialog.getByLabel('Nova Função:').selectOption('admin');
    await screenshot(page, `admin-users-role-${viewport}`);
    await roleDialog.getByRole('button', { name: 'Atualizar Função' }).click();
    await toast(page, 'Função Atualizada!');
    await roleDialog.waitFor({ state: 'hidden' });
    await page.reload();
    await expect.poll(() => row(page, email).innerText()).toContain('Administrador');

    const confirmations: string[] = [];
    page.once('dialog', async (d) => {
      confirmations.push(d.message());
      await d.dismiss();
    });
    await row(page, email)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    await expect.poll(() => confirmations).toEqual([`Tem certeza que deseja excluir o usuário ${name}? Esta ação é irreversível.`]);
    // Dismissed: nothing happens.
    await page.reload();
    await row(page, email).waitFor();

    page.once('dialog', (d) => d.accept());
    await row(page, email)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    await toast(page, 'Usuário Excluído!');
    await page.reload();
    await listTitle(page).waitFor();
    expect(await row(page, email).count()).toBe(0);
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))("shows staff without 'users.manage' no one's e-mail, and no actions on your own account", async () => {
    // The demo Supervisor does not manage users: the screen answers 'Sem permissão' (decision 054).
    const { context, page } = await signedIn(viewport, DEMO.staff);
    await page.goto('/admin/usuarios');
    await page.getByRole('heading', { name: 'Sem permissão', level: 1 }).waitFor();
    expect(await page.getByText('cliente@luzdafe.test').count()).toBe(0);
    await page.getByRole('link', { name: 'Voltar ao painel' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await context.close();

    const admin = await signedIn(viewport, DEMO.admin);
    await admin.page.goto('/admin/usuarios');
    await admin.page.getByPlaceholder('Buscar por nome, email...').fill('@luzdafe.test');
    await row(admin.page, 'admin@luzdafe.test').waitFor();
    expect(await row(admin.page, 'admin@luzdafe.test').getByRole('button').count()).toBe(0);
    expect(await row(admin.page, 'admin@luzdafe.test').innerText()).toContain('Você');
    expect(await row(admin.page, 'cliente@luzdafe.test').getByRole('button').count()).toBe(2);
    await admin.context.close();
  });
});
