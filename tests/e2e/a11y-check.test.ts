import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from './support/browser';

// Every screen's suite asserts `seriousA11yViolations(page)` is empty; this one checks that the
// check itself still finds what it is there to find (decision 084 runs axe in the page, legacy mode,
// gathering violations only), on pages written here so no server is needed.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function violationsOf(html: string) {
  const page = await browser.newPage();
  try {
    await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body>${html}</body></html>`);
    return await seriousA11yViolations(page);
  } finally {
    await page.close();
  }
}

describe('the accessibility check of the e2e suites', () => {
  it('finds low contrast, a nameless button and an unlabelled field', async () => {
    const found = await violationsOf(`<main><h1>Pedidos</h1>
      <p style="color:#bbb;background:#fff">Texto quase invisível</p>
      <button><svg width="10" height="10"></svg></button>
      <input type="text"></main>`);
    const ids = found.map((v) => v.split(':')[0]);
    expect(ids).toEqual(expect.arrayContaining(['color-contrast', 'button-name', 'label']));
  });

  it('finds nothing on a page without those faults, and ignores moderate ones', async () => {
    // Two headings skipping a level (heading-order) are a moderate finding: not failed on.
    const found = await violationsOf(`<main><h1>Pedidos</h1><h3>Recentes</h3>
      <p style="color:#222;background:#fff">Texto legível</p>
      <button>Salvar</button>
      <label>Nome <input type="text"></label></main>`);
    expect(found).toEqual([]);
  });
});
