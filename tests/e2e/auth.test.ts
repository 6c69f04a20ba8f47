import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  desktopOnly,
  headerNav,
  newContext,
  screenshot,
  sendLoginForm,
  sendSystemLoginForm,
  seriousA11yViolations,
  signedInPage,
  storeContext,
  submitLogin,
  textOf,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

let seq = 0;
const freshEmail = (viewport: string) => `teste.${viewport}.${Date.now().toString(36)}.${++seq}@example.com`;

async function unlockedPage(viewport: ViewportName, who?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await storeContext(browser, server.url, viewport, who);
  return { context, page: await context.newPage() };
}

/** The storefront's links: the desktop bar, or the phone menu once opened. */

/** Waits for the toast that carries `title` (an earlier one may still be on screen) and returns its text. */
async function toastWith(page: Page, title: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await toast.waitFor({ state: 'visible' });
  return textOf(toast);
}

/** Who the API thinks is signed in, from inside the page. */
const whoAmI = (page: Page) => page.evaluate(async () => (await (await fetch('/api/me')).json()).user as { email: string; role: string } | null);

/** Waits for the .eml the server's outbox writes for `to` (the default transport). */
async function readMail(to: string, kind: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = fs.existsSync(server.outboxDir) ? fs.readdirSync(server.outboxDir).filter((f) => f.endsWith(`-${kind}.eml`)) : [];
    for (const f of files) {
      const text = fs.readFileSync(path.join(server.outboxDir, f), 'utf8');
      if (text.includes(`To: ${to}\r\n`)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} e-mail for ${to} in ${server.outboxDir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('accounts (%s)', (viewport) => {
  it.each(['/registro', '/loja/registro'])('registers a customer at %s with the required validation messages', async (route) => {
    const { context, page } = await unlockedPage(viewport);
    await page.goto(route);
    await page.getByRole('heading', { name: 'Criar conta' }).waitFor();
    if (route === '/registro') {
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `register-${viewport}`);
    }
    const email = freshEmail(viewport);
    await page.getByLabel('Nome completo').fill('Teresa de Jesus');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Telefone').fill('11987654321');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
    await page.getByLabel(/^Senha/).fill('123');
    await page.getByLabel('Confirmar senha').fill('456');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('A senha deve ter pelo menos 6 caracteres', { exact: true }).first().waitFor();
    await page.getByText('As senhas não coincidem', { exact: true }).first().waitFor();
    await toastWith(page, 'Erro no cadastro');
    if (route === '/registro') await screenshot(page, `register-errors-${viewport}`);
    expect(await whoAmI(page)).toBeNull();

    await page.getByLabel(/^Senha/).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    // Registration goes to '/', which sends an unlocked visitor on to /loja.
    await page.waitForURL('**/loja');
    const toast = await toastWith(page, 'Conta criada com sucesso!');
    expect(toast).toContain('e-mail');
    expect(await whoAmI(page)).toMatchObject({ email, role: 'customer' });
    const nav = await headerNav(page, viewport);
    await nav.getByRole('link', { name: 'Perfil' }).waitFor();
    await nav.getByRole('button', { name: 'Sair' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Entrar / Cadastrar' }).count()).toBe(0);
    // The verify-e-mail message went out through the outbox.
    expect(await readMail(email, 'verify-email')).toContain('/api/auth/verify-email');
    await context.close();
  });

  it('signs a customer in at /login, with the demo hint and the wrong-password message', async () => {
    const { context, page } = await unlockedPage(viewport);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.getByText('Ambiente de demonstração').waitFor();
    const body = await textOf(page.locator('body'));
    expect(body).not.toContain(DEMO.password);
    expect(body).not.toContain(DEMO.customer);
    for (const [name, href] of [
      ['Esqueci minha senha', '/loja/esqueci-senha'],
      ['Cadastre-se', '/loja/registro'],
      ['Acesso ao sistema', '/login-sistema'],
      ['Voltar para a loja', '/loja'],
    ]) {
      expect(await page.locator('main').getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `login-${viewport}`);

    await sendLoginForm(page, DEMO.customer, 'senha-errada');
    const error = await toastWith(page, 'Erro no login');
    expect(error).toContain('E-mail ou senha inválidos.');
    expect(page.url()).toContain('/login');
    expect(await whoAmI(page)).toBeNull();

    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/loja/perfil');
    await toastWith(page, 'Login realizado com sucesso!');
    expect(await whoAmI(page)).toMatchObject({ email: DEMO.customer, role: 'customer' });
    await context.close();
  });

  it.skipIf(desktopOnly(viewport))('sends staff who use the customer login to the back-office', async () => {
    const { context, page } = await unlockedPage(viewport);
    await submitLogin(page, DEMO.staff, DEMO.password);
    await page.waitForURL('**/admin/dashboard');
    await toastWith(page, 'Login realizado com sucesso!');
    await context.close();
  });

  it('refuses customers at /login-sistema and lets staff into the back-office', async () => {
    const context = await newContext(browser, server.url, viewport);
    const page = await context.newPage();
    // No gate pass needed: the system login is outside the site gate.
    await page.goto('/login-sistema');
    await page.getByRole('heading', { name: 'Acesso ao sistema' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `login-sistema-${viewport}`);
    expect(await page.getByRole('link', { name: 'Voltar para o login de clientes' }).getAttribute('href')).toBe('/login');

    await sendSystemLoginForm(page, DEMO.customer, DEMO.password);
    const denied = await toastWith(page, 'Acesso negado');
    expect(denied).toContain('Esta área é restrita a funcionários e administradores.');
    expect(page.url()).toContain('/login-sistema');
    expect(await whoAmI(page)).toBeNull();

    await sendSystemLoginForm(page, DEMO.staff, 'senha-errada');
    await toastWith(page, 'Erro no login');

    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar no sistema' }).click();
    await page.waitForURL('**/admin/dashboard');
    await toastWith(page, 'Acesso Administrativo');
    await page.getByText('Olá, Carlos!').waitFor();
    await context.close();
  });

  it('logs a customer out from the storefront header', async () => {
    const { context, page } = await unlockedPage(viewport, DEMO.customer);
    await page.goto('/produtos');
    const nav = await headerNav(page, viewport);
    await nav.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/loja');
    const toast = await toastWith(page, 'Logout realizado');
    expect(toast).toContain('Até logo!');
    expect(await whoAmI(page)).toBeNull();
    await (await headerNav(page, viewport)).getByRole('link', { name: 'Entrar / Cadastrar' }).waitFor();
    await context.close();
  });

  it('logs staff out from the back-office sidebar to /login-sistema', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.staff, '/admin/dashboard');
    if (viewport === 'phone') {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
    } else {
      await page.getByRole('complementary').getByRole('button', { name: 'Sair' }).click();
    }
    await page.waitForURL('**/login-sistema');
    await toastWith(page, 'Logout realizado');
    expect(await whoAmI(page)).toBeNull();
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/login-sistema');
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { context, page } = await unlockedPage(viewport);
    const email = freshEmail(`reset-${viewport}`);
    const signUp = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { name: 'Rosa Esquecida', email, phone: '(11) 91234-5678', password: 'antiga12', confirmPassword: 'antiga12' },
      headers: { origin: server.url },
    });
    expect(signUp.ok()).toBe(true);
    await context.clearCookies({ name: /session/ });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/loja/esqueci-senha');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Se existir uma conta com este e-mail').waitFor();
    await screenshot(page, `forgot-password-${viewport}`);

    const mail = await readMail(email, 'password-reset');
    const link = mail.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.waitForURL(/\/loja\/redefinir-senha\?token=/);
    await page.getByLabel(/^Nova senha/).fill('novinha12');
    await page.getByLabel('Confirmar nova senha').fill('diferente');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('As senhas não coincidem').waitFor();
    await page.getByLabel('Confirmar nova senha').fill('novinha12');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL('**/login');
    await toastWith(page, 'Senha redefinida');

    await sendLoginForm(page, email, 'antiga12');
    expect(await toastWith(page, 'Erro no login')).toContain('E-mail ou senha inválidos.');
    await page.getByLabel('Senha').fill('novinha12');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/loja/perfil');
    await toastWith(page, 'Login realizado com sucesso!');
    // The link works once only.
    await page.goto(link!);
    await page.getByText('Este link de redefinição é inválido ou expirou.').waitFor();
    await context.close();
  });
});
