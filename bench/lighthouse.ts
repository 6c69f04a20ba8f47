import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { OFFLINE_CHROMIUM_FLAGS } from '../tests/e2e/support/chromium-flags';

export type LighthouseRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number };

async function runOnce(url: string, cookie: string): Promise<LighthouseRun | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    });
    const lhr = result?.lhr;
    // A failed trace (NO_NAVSTART and the like) scores nothing; it says nothing about the page.
    if (!lhr || lhr.runtimeError || lhr.categories.performance.score == null) return null;
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's mobile performance (default simulated throttling) as the median of `runs` runs, as
 * Lighthouse's documentation advises: one run varies by several points on a busy machine.
 */
export async function lighthousePerformance(url: string, cookie: string, runs = 3): Promise<{ median: LighthouseRun; runs: LighthouseRun[] }> {
  const done: LighthouseRun[] = [];
  for (let attempt = 0; done.length < runs && attempt < runs * 2; attempt++) {
    const run = await runOnce(url, cookie);
    if (run) done.push(run);
  }
  if (done.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
  const sorted = [...done].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, runs: done };
}
