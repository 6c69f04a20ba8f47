import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { OFFLINE_CHROMIUM_FLAGS } from './chromium-flags';

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 860 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Whether a scenario is skipped at this width. Every screen, with its empty states and messages, is
 * tested at both widths; a scenario whose steps do not depend on the layout (a refusal decided by
 * the server, a file's contents, a rule already shown on the same screen at phone width) runs at
 * desktop width only, as `it.skipIf(desktopOnly(viewport))`: running it twice tested the same code
 * twice and cost CI minutes (decision 044). `E2E_PHONE=all` runs every scenario at both widths.
 */
export const desktopOnly = (viewport: ViewportName) => viewport === 'phone' && process.env.E2E_PHONE !== 'all';

// Debian's chromium-headless-shell (the old headless mode, without the browser's UI layers) opens
// pages about twice as fast as the full browser in headless mode; the full one is the fallback.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Debian's Chromium, with the flags that keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: OFFLINE_CHROMIUM_FLAGS,
  });
}

export async function newContext(browser: Browser, baseURL: string, viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Passes the site gate through the API, as the coming-soon form does. */
export async function unlockGate(context: BrowserContext, baseURL: string, password = 'luzdafe') {
  const res = await context.request.post(`${baseURL}/api/gate/unlock`, {
    data: { password },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`gate unlock failed: ${res.status()}`);
}

export const DEMO = {
  admin: 'admin@luzdafe.test',
  staff: 'funcionario@luzdafe.test',
  customer: 'cliente@luzdafe.test',
  password: 'demo1234',
} as const;

/** Signs in through the API (the session cookie lands in the browser context). */
export async function signIn(context: BrowserContext, baseURL: string, email: string, password: string = DEMO.password) {
  const res = await context.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-in failed for ${email}: ${res.status()} ${await res.text()}`);
}

/** A new context at `viewport` past the site gate (as a visitor who typed its password), signed in as `who` when given. */
export async function storeContext(browser: Browser, baseURL: string, viewport: ViewportName = 'desktop', who?: string): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, viewport);
  await unlockGate(context, baseURL);
  if (who) await signIn(context, baseURL, who);
  return context;
}

/** Fills the customer login form at `path` ('/login') and presses 'Entrar', as a person would. */
export async function submitLogin(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path);
  await sendLoginForm(page, email, password);
}

/** Fills the customer login form the page already shows and presses 'Entrar'. */
export async function sendLoginForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Fills the back-office login form the page already shows (/login-sistema) and presses 'Entrar no sistema'. */
export async function sendSystemLoginForm(page: Page, email: string, password: string) {
  await page.getByLabel('Usuário (e-mail)').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar no sistema' }).click();
}

/** Types `password` into the coming-soon form the page already shows and presses 'Acessar o site'. */
export async function sendGateForm(page: Page, password: string) {
  await page.getByLabel('Senha de acesso').fill(password);
  await page.getByRole('button', { name: 'Acessar o site' }).click();
}

/** A new context at `viewport` signed in as `who`, and a page in it (at `at`, when given). */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  viewport: ViewportName,
  who: string,
  at?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, viewport);
  await signIn(context, baseURL, who);
  const page = await context.newPage();
  if (at) await page.goto(at);
  return { context, page };
}

/**
 * Saves a screenshot under screenshots/ for a human to look at (not an assertion). CI sets
 * E2E_SCREENSHOTS=0: nobody looks at its pictures, and full-page captures cost minutes of CPU.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  const dir = path.resolve(import.meta.dirname, '../../../screenshots');
  fs.mkdirSync(dir, { recursive: true });
  // Scroll through the page first, as a visitor would, so lazy pictures are loaded; sections drawn
  // only near the viewport (content-visibility) are drawn for the full-page picture, then restored.
  await page.evaluate(async () => {
    const { scrollX, scrollY } = window;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    window.scrollTo(scrollX, scrollY);
  });
  const drawAll = await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  await drawAll.evaluate((el) => (el as Element).remove());
}

/** Serious or critical accessibility violations reported by axe. */
export async function seriousA11yViolations(page: Page) {
  // The page as it settles: a toast still fading in (Sonner loads with the first one, decision 079)
  // has a fraction of its contrast for a moment. Spinners run forever and are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  // Legacy mode runs axe in the page itself: the default mode opens a blank page (a new renderer) to
  // merge the frames' results, and our pages have no frames. Only violations are read, so only they
  // are gathered. Together a check costs a third of what it did (0.9 s against 2.3–3.1 s), and the
  // violations are the same (decision 084).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** What a user reads: Playwright's layout-aware text, spaces collapsed (textContent would run "44" into "0%"). */
// biome-ignore lint/performance/useDomNodeTextContent: innerText is the rendered text, which is what is asserted
export const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/** The text of the toast on screen (one at a time). */
export async function toastText(page: Page) {
  const toast = page.locator('[data-sonner-toast]').first();
  await toast.waitFor({ state: 'visible' });
  return (await toast.innerText()).replace(/\s+/g, ' ').trim();
}

/**
 * Serves the pages of `context` without the API answers the server embeds in the HTML, so the app
 * asks the API itself: for tests that hold or alter those answers with page.route().
 */
export async function withoutBootData(context: BrowserContext) {
  await context.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const res = await route.fetch();
      const html = (await res.text()).replace(/<script id="boot-data"[^>]*>[\s\S]*?<\/script>/, '');
      await route.fulfill({ response: res, body: html });
    },
  );
}

/** The storefront header's navigation: on phones, the menu opened first. */
export async function headerNav(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') {
    const toggle = page.getByRole('banner').getByRole('button', { name: /menu$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    return page.getByRole('navigation', { name: 'Menu móvel' });
  }
  return page.getByRole('navigation', { name: 'Principal' });
}
