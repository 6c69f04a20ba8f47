/**
 * The flags every Chromium the project starts (e2e browser, bench's page weights and Lighthouse)
 * runs with: no sandbox or GPU in the container, and nothing that reaches the (closed) network on
 * its own — QUIC, background fetches, component updates, sync, the first-run screens.
 */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
