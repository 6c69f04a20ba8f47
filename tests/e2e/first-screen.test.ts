import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newContext, storeContext, submitLogin } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s), { own: true });

const bootData = (html: string) => {
  const json = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, any>) : null;
};

describe('first screen from the HTML', () => {
  it('embeds the page’s first API answers and preloads its largest picture, privately', async () => {
    const context = await storeContext(browser, server.url, 'desktop', DEMO.customer);
    const res = await context.request.get(`${server.url}/loja`);
    expect(res.headers()['cache-control']).toBe('private, no-cache');
    // The one inline script (the loader) is allowed by its hash, not by 'unsafe-inline'.
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    const html = await res.text();
    const boot = bootData(html)!;
    expect(boot['/api/me'].user.email).toBe(DEMO.customer);
    expect(boot['/api/gate']).toEqual({ enabled: true, unlocked: true });
    expect(boot['/api/settings/public'].storeName).toBe('Luz da Fé');
    const featured = boot['/api/store/home'].featured[0];
    expect(html).toContain(`<link rel="preload" as="image" href="${featured.imageUrl}" fetchpriority="high">`);
    // The same answers the API gives.
    expect(boot['/api/store/home']).toEqual(await (await context.request.get(`${server.url}/api/store/home`)).json());

    const product = await context.request.get(`${server.url}/produto/${featured.id}`);
    expect(bootData(await product.text())![`/api/store/products/${featured.id}`].product.name).toBe(featured.name);
    // The back-office gets no storefront data.
    expect(bootData(await (await context.request.get(`${server.url}/admin`)).text())).toBeNull();
    await context.close();
  });

  it('leaves out what the visitor may not see: no catalogue without the gate pass', async () => {
    const context = await newContext(browser, server.url);
    const boot = bootData(await (await context.request.get(`${server.url}/loja`)).text())!;
    expect(boot['/api/gate']).toEqual({ enabled: true, unlocked: false });
    expect(boot['/api/me']).toEqual({ user: null });
    expect(boot['/api/store/home']).toBeUndefined();
    await context.close();
  });

  it('renders / and /loja without asking the API for what the HTML carried, then asks again when it must', async () => {
    const context = await storeContext(browser, server.url, 'phone');
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) asked.push(url.pathname);
    });
    // '/' carries the same first answers: it leads on to '/loja' without asking the API.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/loja');
    await page.getByTestId('featured-tile').first().waitFor();
    expect(asked).toEqual([]);
    await page.goto('/loja');
    await page.getByTestId('featured-tile').first().waitFor();
    await page.locator('footer').getByText('contato@luzdafe.com.br').waitFor();
    expect(asked).toEqual([]);
    // Stylesheet inlined: the page fetched no CSS file.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.css')).length)).toBe(0);

    // Signing in refetches the session: embedded answers serve only the first request.
    await submitLogin(page, DEMO.customer, DEMO.password);
    await page.waitForURL((url) => url.pathname === '/loja/perfil');
    await expect.poll(() => asked.includes('/api/me')).toBe(true);
    await context.close();
  });
});
