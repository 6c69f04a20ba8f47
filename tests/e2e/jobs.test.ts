import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newContext, screenshot, seriousA11yViolations, signedInPage, signIn, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

// Tarefas em segundo plano as the owner checks them, on a phone and on a desktop.
let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s));

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('background jobs (%s)', (viewport) => {
  it('lists the recurring jobs with their last run, filters by status in the URL, and is for admins only', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/tarefas');
    await page.getByRole('heading', { name: 'Tarefas em segundo plano', level: 1 }).waitFor();
    const mail = page.locator('[data-list-item]:visible').filter({ hasText: 'Envio de e-mails' });
    await mail.waitFor();
    // The runner has already run it at least once since the server started.
    await expect.poll(async () => (await mail.textContent()) ?? '', { timeout: 15_000 }).toMatch(/ de 20\d\d/);
    await page.locator('[data-list-item]:visible').filter({ hasText: 'Cancelamento de pedidos não pagos no prazo' }).waitFor();
    // The e2e servers run on PGlite, which has no autovacuum: the shop's own upkeep is listed (decision 085).
    await page.locator('[data-list-item]:visible').filter({ hasText: 'Manutenção do banco embutido (VACUUM e ANALYZE)' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `jobs-${viewport}`);

    await page.getByLabel('Situação').selectOption('failed');
    await page.getByText('Nenhuma tarefa encontrada.').waitFor();
    await page.reload();
    await page.getByText('Nenhuma tarefa encontrada.').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
    await context.close();

    const staff = await newContext(browser, server.url, viewport);
    await signIn(staff, server.url, DEMO.staff);
    const staffPage = await staff.newPage();
    await staffPage.goto('/admin/tarefas');
    // Not an administrator: the screen says so instead of showing the jobs (decision 054).
    await staffPage.getByRole('heading', { name: 'Sem permissão' }).waitFor();
    expect(await staffPage.getByRole('heading', { name: 'Tarefas em segundo plano' }).count()).toBe(0);
    await staff.close();
  });
});
