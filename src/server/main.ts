import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { createApp } from './app';
import { createContext } from './bootstrap';
import { loadConfigOrExit, providersLine } from './config';
import type { AppEnv } from './context';
import { demoBanner } from './demo-banner';
import { keepConnectionsOpen } from './http/keep-alive';
import { startJobRunner } from './job-runner/job-runner';
import { recurringJobsFor, SHOP_JOB_HANDLERS } from './job-runner/shop-jobs';
import { currentSearchIndex, refreshCardStore } from './modules/catalog';
import { prepareTemplate } from './spa/prepare-template';
import { renderSpaHtml } from './spa/render-spa-html';
import { StartupError } from './startup-error';

async function main() {
  const config = loadConfigOrExit();
  let ctx: Awaited<ReturnType<typeof createContext>>;
  try {
    ctx = await createContext(config);
  } catch (err) {
    if (err instanceof StartupError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.demo) console.warn(demoBanner(config.port));
  // Who takes the money and who issues the NF-e, in one line at every start (issue 33).
  console.log(
    JSON.stringify({
      level: 'info',
      msg: providersLine(config),
      payments: config.paymentProvider,
      fiscal: config.fiscalProvider,
      shipping: config.shippingProvider,
    }),
  );
  const app = createApp(ctx);

  const distDir = config.webDist;
  const indexFile = path.join(distDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    const template = prepareTemplate(fs.readFileSync(indexFile, 'utf8'), distDir);
    app.use('/assets/*', async (c, next) => {
      await next();
      // Hashed file names: safe to cache for a year.
      if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    });
    const spaPage = async (c: Context<AppEnv>) => {
      const cookie = c.req.header('cookie');
      const fetchApi = (apiPath: string) => Promise.resolve(app.request(apiPath, { headers: cookie ? { cookie } : {} }));
      const html = await renderSpaHtml(ctx, template, c.req.path, c, fetchApi);
      // The page may carry the visitor's own data (the embedded session): never shared, always revalidated.
      return c.html(html, 200, { 'cache-control': 'private, no-cache' });
    };
    // Before the static files, which would answer '/' with the bare index.html.
    app.get('/', spaPage);
    app.use('*', serveStatic({ root: path.relative(process.cwd(), distDir) || '.' }));
    app.get('*', spaPage);
  }

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(JSON.stringify({ level: 'info', msg: `Luz da Fé em http://localhost:${info.port}`, db: ctx.database.kind }));
  });
  // serve() types an HTTP/2 server too; this one is always node:http's.
  keepConnectionsOpen(server as Server);
  // Built now rather than on the first search, which would wait for them (seconds at 100,000 products).
  Promise.resolve(currentSearchIndex(ctx.database.db, config.catalogCacheMs))
    .then(() => (config.catalogCacheMs > 0 ? refreshCardStore(ctx.database.db) : undefined))
    .catch((err) => console.error(JSON.stringify({ level: 'error', msg: 'search index build failed', error: String(err) })));
  // Sending the outbox and expiring unpaid orders run as jobs (src/server/jobs), once across instances.
  const jobs = startJobRunner(ctx, SHOP_JOB_HANDLERS, { recurring: recurringJobsFor(ctx.database.kind), pollMs: 1000, backoffMs: 5000 });
  let stopping = false;
  // Stop taking work, let the requests in flight finish (up to SHUTDOWN_GRACE_MS), then close the
  // database: a checkout is answered or refused, never cut in half.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 'info', msg: 'encerrando', signal, inFlight: ctx.lifecycle.inFlight }));
    ctx.lifecycle.startDraining();
    const deadline = Date.now() + config.shutdownGraceMs;
    // Resolves once every connection has ended: the answers are written, not just computed.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    let settled = await ctx.lifecycle.settle(config.shutdownGraceMs);
    const left = Math.max(0, deadline - Date.now());
    settled = settled && (await Promise.race([closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), left))]));
    if (!settled) console.warn(JSON.stringify({ level: 'warn', msg: 'prazo de encerramento esgotado', inFlight: ctx.lifecycle.inFlight }));
    await jobs.stop();
    await ctx.mailer.flush().catch(() => {});
    await ctx.database.close();
    process.exit(settled ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
