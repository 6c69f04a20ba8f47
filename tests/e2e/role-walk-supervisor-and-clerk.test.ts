import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backOfficeSuite } from './support/back-office-suite';
import { DEMO, signedInPage } from './support/browser';
import { FILIAL, walk } from './support/role-walk';

// Issue 34's walks of the back-office (tests/e2e/support/role-walk.ts): the Supervisor and the demo clerk.
const suite = backOfficeSuite();

describe('every role walks the back-office without meeting a refusal (issue 34)', () => {
  it("the Supervisor's menu leaves out the administrator's screens and the users' e-mails", async () => {
    const opened = await walk(suite, DEMO.staff, 'desktop');
    expect(opened).toContain('/admin/solicitacoes/gerenciar');
    expect(opened).toContain('/admin/conferencia');
    for (const path of ['/admin/configuracoes', '/admin/auditoria', '/admin/tarefas', '/admin/usuarios', '/admin/cadastros/usuarios', '/admin/nfs/emitidas']) {
      expect(opened).not.toContain(path);
    }
  });

  it('the demo clerk of the Filial store sees their store only and none of the warehouse work', async () => {
    const opened = await walk(suite, 'loja@luzdafe.test', 'desktop', 'role-walk-clerk');
    for (const path of [
      '/admin/conferencia',
      '/admin/saidas',
      '/admin/solicitacoes/gerenciar',
      '/admin/usuarios',
      '/admin/cadastros/usuarios',
      '/admin/configuracoes',
    ]) {
      expect(opened).not.toContain(path);
    }
    expect(opened).toContain('/admin/relatorios');
    expect(opened).toContain('/admin/consultar-saidas');

    // The store filters list Filial alone (not Matriz), on Consultar Saídas and Relatórios → Saídas.
    const { context, page } = await signedInPage(suite.browser, suite.server.url, 'desktop', 'loja@luzdafe.test', '/admin/consultar-saidas');
    const options = (select: ReturnType<Page['getByLabel']>) => select.locator('option').allTextContents();
    await expect.poll(() => options(page.getByLabel('Loja', { exact: true }))).toEqual(['Todas', FILIAL]);
    await page.goto('/admin/relatorios');
    await expect.poll(() => options(page.getByLabel('Ponto de Venda (Loja)'))).toEqual(['Todas', FILIAL]);
    await context.close();
  });
});
