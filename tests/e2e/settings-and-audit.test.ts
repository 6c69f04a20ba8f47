import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, desktopOnly, newContext, screenshot, sendGateForm, seriousA11yViolations, signIn, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s), { own: true });

async function signedIn(viewport: ViewportName, email: string = DEMO.admin): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server.url, viewport);
  await signIn(context, server.url, email);
  return { context, page: await context.newPage() };
}

async function toast(page: Page, text: string) {
  const t = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await t.waitFor({ state: 'visible' });
  return (await t.innerText()).replace(/\s+/g, ' ').trim();
}

const PHONES: Record<ViewportName, [typed: string, shown: string]> = {
  phone: ['21987651234', '(21) 98765-1234'],
  desktop: ['3133334444', '(31) 3333-4444'],
};

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('settings and audit (%s)', (viewport) => {
  it('saves the footer contact, shown in the storefront footer, and validates the Pix key', async () => {
    const { context, page } = await signedIn(viewport);
    await page.goto('/admin/configuracoes');
    await page.getByRole('heading', { name: 'Configurações', exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Chave Pix').fill('chave errada');
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await page.getByRole('alert').filter({ hasText: 'Chave Pix inválida: use e-mail, celular, CPF, CNPJ ou chave aleatória.' }).waitFor();
    await page.getByLabel('Chave Pix').fill('(11) 98765-4321');

    const [typed, shown] = PHONES[viewport];
    await page.getByLabel('Telefone de contato').fill(typed);
    expect(await page.getByLabel('Telefone de contato').inputValue()).toBe(shown);
    await page.getByLabel('Nome do recebedor').fill('Luz da Fé Comércio');
    await screenshot(page, `settings-${viewport}`);
    await page.getByRole('button', { name: 'Salvar Configurações' }).click();
    await toast(page, 'Configurações salvas');
    await expect.poll(() => page.getByLabel('Chave Pix').inputValue()).toBe('+5511987654321');
    expect(await page.getByLabel('Nome do recebedor').inputValue()).toBe('LUZ DA FE COMERCIO');

    await page.reload();
    await expect.poll(() => page.getByLabel('Telefone de contato').inputValue()).toBe(shown);

    // A visitor who passed the gate sees it in the footer.
    const visitor = await newContext(browser, server.url, viewport);
    const shop = await visitor.newPage();
    await shop.goto('/coming-soon');
    await sendGateForm(shop, 'luzdafe');
    await shop.waitForURL('**/loja');
    await shop.getByRole('contentinfo').getByText(shown).waitFor();
    await visitor.close();
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('switches the site gate off for fresh visitors, and on again', async () => {
    const { context, page } = await signedIn(viewport);
    await page.goto('/admin/configuracoes');
    const toggle = page.getByRole('switch', { name: 'Exigir senha de acesso ao site' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await page.getByRole('button', { name: 'Salvar Acesso' }).click();
    await toast(page, 'O site está aberto a todos os visitantes.');

    const fresh = await newContext(browser, server.url, viewport);
    const visitor = await fresh.newPage();
    await visitor.goto('/loja');
    await visitor.getByRole('contentinfo').waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/loja');
    await fresh.close();

    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Exigir senha de acesso ao site' }).isChecked()).toBe(false);
    await page.getByRole('switch', { name: 'Exigir senha de acesso ao site' }).check();
    await page.getByLabel('Nova senha de acesso').fill('123');
    await page.getByRole('button', { name: 'Salvar Acesso' }).click();
    await page.getByRole('alert').filter({ hasText: 'A senha de acesso deve ter pelo menos 6 caracteres.' }).waitFor();
    await page.getByLabel('Nova senha de acesso').fill('');
    await page.getByRole('button', { name: 'Salvar Acesso' }).click();
    await toast(page, 'O site exige a senha de acesso.');

    const locked = await newContext(browser, server.url, viewport);
    const lockedPage = await locked.newPage();
    await lockedPage.goto('/loja');
    await lockedPage.waitForURL('**/coming-soon');
    await locked.close();
    await context.close();
  });

  it('shows the changes in the audit screen with a readable before/after', async () => {
    const { context, page } = await signedIn(viewport);
    await page.goto('/admin/auditoria');
    await page.getByRole('heading', { name: 'Auditoria', exact: true }).waitFor();
    await page.getByLabel('Registro', { exact: true }).selectOption('settings');
    const rows = page.locator('[data-list-item]:visible');
    await expect.poll(async () => (await rows.allInnerTexts()).length > 0 && (await rows.allInnerTexts()).every((t) => t.includes('Configurações'))).toBe(true);
    expect(await rows.first().innerText()).toContain('Helena Administradora');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `audit-${viewport}`);

    const shopChange = rows.filter({ hasText: 'shop' }).first();
    await shopChange.getByRole('button', { name: /^Ver detalhes/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Detalhes da Alteração' });
    const phoneRow = dialog.getByRole('row').filter({ hasText: 'contactPhone' });
    expect(await phoneRow.innerText()).toContain(PHONES[viewport][1]);
    expect(await phoneRow.innerText()).toContain('Telefone de contato');
    expect(await dialog.innerText()).toContain('Helena Administradora');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `audit-details-${viewport}`);
    await page.keyboard.press('Escape');

    await page.getByLabel('De', { exact: true }).fill('2020-01-01');
    await page.getByLabel('Até', { exact: true }).fill('2020-01-31');
    await page.getByText('Nenhum registro encontrado com os filtros atuais.').waitFor();
    // The filters live in the URL: a reload (or a shared link) shows the same view.
    await page.reload();
    await page.getByText('Nenhum registro encontrado com os filtros atuais.').waitFor();
    expect(await page.getByLabel('Registro', { exact: true }).inputValue()).toBe('settings');
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('keeps staff out of settings and audit', async () => {
    const { context, page } = await signedIn(viewport, DEMO.staff);
    for (const path of ['/admin/configuracoes', '/admin/auditoria']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Sem permissão', level: 1 }).waitFor();
    }
    await context.close();
  });
});
