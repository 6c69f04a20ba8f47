/// <reference types="vitest/config" />
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 700 },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          // A worker's files share its modules (decision 084): importing them again for each file was
          // most of the phase (69 → 24 s); no unit test mocks a module, and the ones that fake timers
          // or stub globals put them back after themselves.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // A worker's files share its modules: the demo database is made once per worker
          // (tests/support/test-app.ts) and the server's modules are imported once.
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry; two suites at a time suit two cores.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share its demo server (tests/e2e/support/server.ts).
          isolate: false,
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // expect.poll waits for the page to catch up; 1 s (vitest's default) is short on a busy 2-core machine.
          expect: { poll: { timeout: 10_000 } },
          // A worker's test is a chain (Playwright → Chromium → the app → its server → PGlite) that
          // keeps about two thirds of a core busy: a third worker uses the rest of two cores (decision 044).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
        },
      },
    ],
  },
});
