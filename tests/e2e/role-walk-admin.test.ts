import { describe, expect, it } from 'vitest';
import { backOfficeSuite } from './support/back-office-suite';
import { DEMO } from './support/browser';
import { walk } from './support/role-walk';

// Issue 34's walks of the back-office (tests/e2e/support/role-walk.ts): the administrator.
const suite = backOfficeSuite();

describe('every role walks the back-office without meeting a refusal (issue 34)', () => {
  it('the administrator opens every screen of the menu', async () => {
    const opened = await walk(suite, DEMO.admin, 'desktop');
    for (const path of ['/admin/configuracoes', '/admin/auditoria', '/admin/tarefas', '/admin/usuarios', '/admin/nfs/emitidas', '/admin/conferencia']) {
      expect(opened).toContain(path);
    }
  });
});
