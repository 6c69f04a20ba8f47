import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO, launchBrowser, signedInPage, toastText, type ViewportName } from './browser';
import { staffApi } from './factories';
import { type RunningServer, startServer } from './server';

type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/**
 * A back-office test file's setup: the worker's shared server, a browser, a staff API client for
 * the file's own data, and a signed-in page at a given width — opened and closed around the file.
 */
export function backOfficeSuite() {
  const suite = {} as { server: RunningServer; browser: Browser; api: StaffApi };
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(), launchBrowser()]);
    suite.api = await staffApi(suite.browser, suite.server);
  });
  afterAll(async () => {
    await suite.api?.close();
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return {
    get server() {
      return suite.server;
    },
    get browser() {
      return suite.browser;
    },
    get api() {
      return suite.api;
    },
    /** A new context signed in as `who` (the demo staff member by default), on a page at `at`. */
    staffPage: (viewport: ViewportName, at: string, who: string = DEMO.staff): Promise<{ context: BrowserContext; page: Page }> =>
      signedInPage(suite.browser, suite.server.url, viewport, who, at),
    /** A product's warehouse stock, read through the API. */
    stockOf: async (id: number) => (await suite.api.call('get', `/api/admin/products/${id}`)).product.stock as number,
  };
}

/** A USB scanner reading `barcode` into a product picker (the code typed, then Enter): waits until `product` is chosen. */
export async function scanInto(picker: Locator, barcode: string, product: { name: string; code: string }) {
  await picker.fill(barcode);
  await picker.press('Enter');
  await expect.poll(() => picker.inputValue()).toBe(`${product.name} (${product.code})`);
}

/** Clicks the page's button that opens a form dialog of the same name ('Nova Entrada', 'Nova Saída'), and gives that dialog. */
export async function openDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name });
}

/** Waits for a toast with this text. */
export const toastWith = (page: Page, text: string) => expect.poll(() => toastText(page)).toContain(text);
/** A list item (table row on desktop, card on phones) holding this text. */
export const listItem = (page: Page, text: string) => page.locator('[data-list-item]:visible').filter({ hasText: text });
