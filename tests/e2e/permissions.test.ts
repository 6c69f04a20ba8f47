import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueTag } from '../support/fixtures';
import { DEMO, desktopOnly, screenshot, seriousA11yViolations, signedInPage, toastText, VIEWPORTS, type ViewportName } from './support/browser';
import { openBrowserSuite } from './support/browser-suite';
import { createProduct, staffApi } from './support/factories';
import type { RunningServer } from './support/server';

// A server of its own: the matrix is shop-wide, and other suites approve checks as the demo Supervisor.
let server: RunningServer;
let browser: Browser;
openBrowserSuite((s) => ({ server, browser } = s), { own: true });

const APPROVE = 'Supervisor: Aprovar divergência no recebimento';

/** A divergent check with automatic entry, approved by the demo Supervisor's e-mail and password, posted by a clerk. */
async function postApprovedCheck(clerk: Awaited<ReturnType<typeof staffApi>>, productId: number, supplierId: number) {
  const body = {
    lines: [{ productId, expectedQuantity: 10, receivedQuantity: 8 }],
    number: `9${Date.now() % 10_000_000}`,
    series: '1',
    emissionDate: '2026-11-20',
    receptionDate: '2026-11-23',
    supplierId,
    receiverName: 'Ana Recebedora',
    autoEntry: true,
    supervisorEmail: DEMO.staff,
    supervisorPassword: DEMO.password,
  };
  return clerk.call('post', '/api/admin/receiving-checks', body).then(
    (res) => ({ ok: true as const, body: res }),
    (err: Error) => ({ ok: false as const, message: err.message }),
  );
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('Configurações → Permissões (%s)', (viewport) => {
  it("an administrator removes 'approve divergence' from Supervisor, and the Supervisor's approval is then refused", async () => {
    const admin = await staffApi(browser, server, DEMO.admin);
    const clerkEmail = `balcao.${uniqueTag().toLowerCase()}@luzdafe.test`;
    await admin.call('post', '/api/admin/staff', { name: 'Bia Balconista', email: clerkEmail, password: DEMO.password, jobTitle: 'Funcionário' });
    const clerk = await staffApi(browser, server, clerkEmail);
    const [supplier] = (await admin.call('get', '/api/admin/suppliers')).items as { id: number }[];
    const product = await createProduct(admin, { stock: 0 });

    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.admin, '/admin/configuracoes?aba=permissoes');
    await page.getByRole('heading', { name: 'Permissões por cargo' }).waitFor();
    // Readable at this width: every job title's header and the permission column inside the table's
    // visible box (nothing to scroll to, no title cut), each title shown whole.
    const matrix = page.getByRole('region', { name: 'Permissões por cargo' });
    const area = (await matrix.boundingBox())!;
    const headers = matrix.getByRole('columnheader');
    expect(await headers.count()).toBe(6);
    for (const header of await headers.all()) {
      const b = (await header.boundingBox())!;
      expect({ header: await header.innerText(), left: b.x >= area.x - 1, right: b.x + b.width <= area.x + area.width + 1 }).toEqual({
        header: await header.innerText(),
        left: true,
        right: true,
      });
      expect(await header.evaluate((th) => th.scrollWidth <= th.clientWidth && th.scrollHeight <= th.clientHeight)).toBe(true);
    }
    const box = page.getByRole('checkbox', { name: APPROVE });
    expect(await box.isChecked()).toBe(true);
    // The Administrador column holds everything and cannot be changed.
    expect(await page.getByRole('checkbox', { name: 'Administrador: Aprovar divergência no recebimento' }).isDisabled()).toBe(true);
    await box.uncheck();
    await page.getByRole('button', { name: 'Salvar Permissões' }).click();
    expect(await toastText(page)).toContain('Permissões salvas');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `permissions-matrix-${viewport}`);

    const refused = await postApprovedCheck(clerk, product.id, supplier!.id);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.message).toContain('403');
    expect(refused.ok ? '' : refused.message).toContain('Senha do Supervisor inválida para entrada com divergência.');

    // The change is stored: a reload shows it; putting it back lets the Supervisor approve again.
    await page.reload();
    await page.getByRole('heading', { name: 'Permissões por cargo' }).waitFor();
    expect(await page.getByRole('checkbox', { name: APPROVE }).isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: APPROVE }).check();
    await page.getByRole('button', { name: 'Salvar Permissões' }).click();
    expect(await toastText(page)).toContain('Permissões salvas');
    const approved = await postApprovedCheck(clerk, product.id, supplier!.id);
    expect(approved.ok ? approved.body.check.approvedByName : approved.message).toBe('Carlos Funcionário');

    await Promise.all([context.close(), admin.close(), clerk.close()]);
  });

  it.skipIf(desktopOnly(viewport))('shows a clerk only what their job title allows', async () => {
    const { context, page } = await signedInPage(browser, server.url, viewport, DEMO.staff, '/admin/dashboard');
    if (viewport === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Menu do sistema' }).last();
    await nav.getByRole('link', { name: 'Relatórios' }).waitFor();
    // A Supervisor neither audits, runs jobs nor changes the settings.
    expect(await nav.getByRole('link', { name: 'Configurações' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Auditoria' }).count()).toBe(0);
    // Typed in, the address answers 'Sem permissão' with a way back (decision 054).
    await page.goto('/admin/configuracoes');
    await page.getByRole('heading', { name: 'Sem permissão', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Configurações' }).count()).toBe(0);
    await context.close();
  });

  it("hides from a store's clerk the buttons the server would refuse them: new entries and exits, reversals, NF-e import", async () => {
    const api = await staffApi(browser, server);
    const product = await createProduct(api, { stock: 0 });
    await api.call('post', '/api/admin/stock-entries', { productId: product.id, quantity: 2, entryDate: '2026-11-20' });
    await api.close();
    const entryRow = (p: Page) => p.locator('[data-list-item]:visible').filter({ hasText: product.name });
    // The Supervisor sees the entry with its reversal, and may post new ones.
    const supervisor = await signedInPage(browser, server.url, viewport, DEMO.staff, `/admin/entradas?productId=${product.id}`);
    await entryRow(supervisor.page)
      .getByRole('button', { name: /^Excluir entrada/ })
      .waitFor();
    await supervisor.page.getByRole('button', { name: 'Nova Entrada' }).waitFor();
    await supervisor.context.close();
    // loja@ works at the Filial store: it reads the warehouse's documents but never posts its stock.
    const { context, page } = await signedInPage(browser, server.url, viewport, 'loja@luzdafe.test', `/admin/entradas?productId=${product.id}`);
    await entryRow(page).waitFor();
    expect(
      await entryRow(page)
        .getByRole('button', { name: /^Excluir entrada/ })
        .count(),
    ).toBe(0);
    expect(await page.getByRole('button', { name: 'Nova Entrada' }).count()).toBe(0);
    await page.goto('/admin/nfs/notas-fiscais');
    await page.getByRole('heading', { name: 'Notas Fiscais', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Importar XML/NF' }).count()).toBe(0);
    await context.close();
  });
});
