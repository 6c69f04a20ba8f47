import { describe, expect, it } from 'vitest';
import { uniqueTag } from '../support/fixtures';
import { backOfficeSuite } from './support/back-office-suite';
import { DEMO, screenshot, signedInPage } from './support/browser';
import { staffApi } from './support/factories';
import { FILIAL, open, walk } from './support/role-walk';

// Issue 34's walks of the back-office (tests/e2e/support/role-walk.ts): a clerk just hired at the Filial store, on a phone and a desktop.
const suite = backOfficeSuite();

describe('every role walks the back-office without meeting a refusal (issue 34)', () => {
  it.each(['phone', 'desktop'] as const)(
    "a new clerk at the Filial store meets no refusal (%s), and a typed-in address they may not open says 'Sem permissão'",
    async (viewport) => {
      const admin = await staffApi(suite.browser, suite.server, DEMO.admin);
      const stores = (await admin.call('get', '/api/admin/stores')).items as { id: number; name: string }[];
      const filial = stores.find((s) => s.name === FILIAL)!;
      const email = `balcao.filial.${uniqueTag().toLowerCase()}@luzdafe.test`;
      await admin.call('post', '/api/admin/staff', { name: 'Nina Nova', email, password: DEMO.password, jobTitle: 'Funcionário', storeId: filial.id });
      await admin.close();

      const opened = await walk(suite, email, viewport, viewport === 'phone' ? 'role-walk-new-clerk' : undefined);
      expect(opened).not.toContain('/admin/conferencia');
      expect(opened).toContain('/admin/pedidos');

      const { context, page } = await signedInPage(suite.browser, suite.server.url, viewport, email);
      for (const path of ['/admin/conferencia', '/admin/usuarios', '/admin/configuracoes']) {
        expect(await open(page, path)).toBe('Sem permissão');
        await page.getByText('Seu cargo não permite abrir esta tela.').waitFor();
        expect(await page.getByRole('button', { name: /Dar entrada automática|Finalizar/ }).count()).toBe(0);
        expect(await page.getByText('cliente@luzdafe.test').count()).toBe(0);
      }
      await screenshot(page, `no-permission-${viewport}`);
      await page.getByRole('link', { name: 'Voltar ao painel' }).click();
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await context.close();
    },
  );
});
