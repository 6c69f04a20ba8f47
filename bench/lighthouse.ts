import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Lighthouse's mobile performance score (0–100) with its default simulated throttling. */
export async function lighthousePerformance(url: string, cookie: string): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    });
    return Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
  } finally {
    await chrome.kill();
  }
}
