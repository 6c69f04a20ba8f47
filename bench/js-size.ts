import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { OFFLINE_CHROMIUM_FLAGS } from '../tests/e2e/support/chromium-flags';

export type JsSize = { page: string; gzipKb: number; files: number; adminCode: boolean };

/** Loads each page in Chromium and adds up the gzip size of every JavaScript file it fetched. */
export async function storefrontJsSizes(base: string, gateCookie: { name: string; value: string }, paths: string[]): Promise<JsSize[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: OFFLINE_CHROMIUM_FLAGS });
  const out: JsSize[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      await context.addCookies([{ ...gateCookie, url: base }]);
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.set(res.url(), res.body());
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      let total = 0;
      for (const [url, body] of scripts) {
        const gzip = zlib.gzipSync(await body).length;
        total += gzip;
        // BENCH_JS_FILES=1 lists each file, to see which chunk a change moved.
        if (process.env.BENCH_JS_FILES) console.log(`    ${path}: ${(gzip / 1024).toFixed(1)} KB ${new URL(url).pathname}`);
      }
      out.push({
        page: path,
        gzipKb: Math.round((total / 1024) * 10) / 10,
        files: scripts.size,
        adminCode: [...scripts.keys()].some((u) => /admin/i.test(u)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
