import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startOwnServer, startServer } from './server';

/**
 * A test file's server (the worker's shared one, or with `own` a server of the file's own, for
 * tests that change its settings) and browser, opened before its tests and closed after them;
 * `bind` hands them to the file's own variables.
 */
export function openBrowserSuite(bind: (suite: { server: RunningServer; browser: Browser }) => void, opts: { own?: boolean } = {}) {
  let suite: { server: RunningServer; browser: Browser } | undefined;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([opts.own ? startOwnServer() : startServer(), launchBrowser()]);
    suite = { server, browser };
    bind(suite);
  });
  afterAll(async () => {
    await suite?.browser.close();
    await suite?.server.stop();
  });
}
