import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyPermissions, Permission } from '@/domain/permissions';
import { uniqueTag } from '../support/fixtures';
import { backOfficeSuite } from './support/back-office-suite';
import { DEMO, screenshot, signedInPage, type ViewportName } from './support/browser';
import { staffApi } from './support/factories';

/**
 * Issue 34: each role walks the back-office as a new user would — every sidebar link, every
 * dashboard quick action and figure, and every back-office link those screens show — and meets no
 * screen, button or call that ends in 'Você não tem permissão' (decision 054).
 */
const suite = backOfficeSuite();

/** The demo clerk's store (loja@luzdafe.test works there). */
const FILIAL = 'Luz da Fé — Filial Aparecida';

/** The heading each screen of the menu opens with. */
const HEADINGS: Record<string, string> = {
  '/admin/dashboard': 'Dashboard',
  '/admin/entradas': 'Entradas',
  '/admin/conferencia': 'Conferência de Recebimento',
  '/admin/historico-conferencias': 'Histórico de Conferências',
  '/admin/saidas': 'Saídas',
  '/admin/consultar-saidas': 'Consultar Saídas',
  '/admin/movimentacoes': 'Movimentações de Estoque',
  '/admin/solicitacoes': 'Central de Solicitações',
  '/admin/solicitacoes/compras': 'Solicitar Compra',
  '/admin/solicitacoes/mercadorias-loja': 'Mercadorias para Loja',
  '/admin/solicitacoes/encomendas': 'Encomendas de Clientes',
  '/admin/solicitacoes/gerenciar': 'Gerenciar Solicitações',
  '/admin/solicitacoes/acompanhar': 'Acompanhar Minhas Solicitações',
  '/admin/cadastros/produtos': 'Cadastro de Produtos',
  '/admin/cadastros/categorias': 'Categorias',
  '/admin/cadastros/classificacoes': 'Classificações',
  '/admin/cadastros/fornecedores': 'Fornecedores',
  '/admin/cadastros/lojas': 'Lojas',
  '/admin/cadastros/usuarios': 'Gerenciamento de Usuários',
  '/admin/usuarios': 'Gerenciamento de Usuários',
  '/admin/cadastros/funcionarios': 'Funcionários',
  '/admin/funcionarios': 'Funcionários',
  '/admin/almoxarifado': 'Almoxarifado',
  '/admin/nfs/notas-fiscais': 'Notas Fiscais',
  '/admin/nfs/emitidas': 'Notas Emitidas',
  '/admin/pedidos': 'Pedidos Loja Online',
  '/admin/relatorios': 'Central de Relatórios',
  '/admin/auditoria': 'Auditoria',
  '/admin/tarefas': 'Tarefas em segundo plano',
  '/admin/configuracoes': 'Configurações',
};

/** Controls the server refuses without `needs` (tests/integration/route-access.ts): never shown to those who lack it. */
const GUARDED: { on?: RegExp; role: 'button' | 'link'; name: RegExp; needs: Permission }[] = [
  { role: 'button', name: /^Nova Entrada$/, needs: 'stock.post' },
  { role: 'button', name: /^Nova Saída$/, needs: 'stock.post' },
  { role: 'button', name: /^Excluir entrada/, needs: 'documents.reverse' },
  { role: 'button', name: /^Importar XML\/NF$/, needs: 'stock.post' },
  { role: 'link', name: /^Conferir a NF/, needs: 'stock.post' },
  { role: 'button', name: /^(Dar entrada automática|Finalizar)/, needs: 'stock.post' },
  { role: 'button', name: /^Atualizar status do pedido/, needs: 'orders.status' },
  { role: 'button', name: /^(Novo Produto|Importar CSV)$/, needs: 'catalog.manage' },
  {
    on: /^\/admin\/(cadastros\/(produtos|categorias|classificacoes|fornecedores|lojas)|almoxarifado)$/,
    role: 'button',
    name: /^(Editar|Excluir|Restaurar) /,
    needs: 'catalog.manage',
  },
  { role: 'button', name: /^Adicionar (Categoria|Classificação|Fornecedor|Loja)$/, needs: 'catalog.manage' },
  { role: 'link', name: /^Gerenciar$/, needs: 'requests.manage' },
  { role: 'link', name: /^Nova solicitação$/, needs: 'requests.create' },
  { role: 'link', name: /^Relatório de Compras/, needs: 'reports.view' },
  { on: /^\/admin\/consultar-saidas$/, role: 'link', name: /Exportar CSV/, needs: 'reports.view' },
  { role: 'button', name: /^Adicionar Novo Usuário$/, needs: 'users.manage' },
  { role: 'button', name: /^Adicionar Funcionário$/, needs: 'users.manage' },
];

/** Pages with their own address but the same screen count once (a staff member's record, the tab of a list). */
function walkKey(href: string): string {
  const url = new URL(href, 'http://x');
  const path = url.pathname.replace(/\/detalhes\/[^/]+$/, '/detalhes/:id');
  const tab = url.searchParams.get('tab') ?? url.searchParams.get('aba');
  return tab ? `${path}?${tab}` : path;
}

async function adminLinks(page: Page, scope: string): Promise<string[]> {
  return page.locator(`${scope} a[href^="/admin"]`).evaluateAll((as) => as.filter((a) => !a.getAttribute('target')).map((a) => a.getAttribute('href')!));
}

/** The sidebar's links with every section open (a drawer on the phone). */
async function menuLinks(page: Page, viewport: ViewportName): Promise<string[]> {
  if (viewport === 'phone') await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
  const nav =
    viewport === 'phone'
      ? page.getByRole('dialog').getByRole('navigation', { name: 'Menu do sistema' })
      : page.getByRole('complementary').getByRole('navigation', { name: 'Menu do sistema' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const links = await nav.locator('a[href^="/admin"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  if (viewport === 'phone') await page.getByRole('dialog').getByRole('button', { name: 'Fechar menu' }).click();
  return links;
}

/** Opens `href` and waits until its calls have settled; gives the screen's heading. */
async function open(page: Page, href: string): Promise<string> {
  await page.goto(href);
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  await page.waitForLoadState('networkidle');
  return (await heading.textContent())?.trim() ?? '';
}

/** Walks the back-office as `who` and asserts what the issue asks; gives the keys of the screens opened. */
async function walk(who: string, viewport: ViewportName, shots?: string): Promise<string[]> {
  const { context, page } = await signedInPage(suite.browser, suite.server.url, viewport, who);
  const refused: string[] = [];
  page.on('response', (res: Response) => {
    if (res.status() === 403 && new URL(res.url()).pathname.startsWith('/api/')) refused.push(`${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  const mine = (await (await context.request.get(`${suite.server.url}/api/me/permissions`)).json()) as MyPermissions;

  expect(await open(page, '/admin/dashboard')).toBe('Dashboard');
  if (shots) await screenshot(page, `${shots}-dashboard-${viewport}`);
  const queue = [...(await menuLinks(page, viewport)), ...(await adminLinks(page, 'main'))];
  const seen = new Map<string, string>();
  while (queue.length > 0) {
    const href = queue.shift()!;
    const key = walkKey(href);
    if (seen.has(key)) continue;
    const heading = await open(page, href);
    seen.set(key, heading);
    const at = new URL(page.url()).pathname;
    expect(heading, `${who} ${href}`).not.toBe('Sem permissão');
    if (HEADINGS[at]) expect(heading, `${who} ${href}`).toBe(HEADINGS[at]);
    expect(await page.getByText(/Você não tem permissão|Funcionários de loja não lançam/).count(), `${who} ${href}`).toBe(0);
    for (const rule of GUARDED) {
      if (mine.permissions.includes(rule.needs) || (rule.on && !rule.on.test(at))) continue;
      expect(await page.getByRole(rule.role, { name: rule.name }).count(), `${who} ${href}: ${rule.name} needs ${rule.needs}`).toBe(0);
    }
    queue.push(...(await adminLinks(page, 'main')));
  }
  expect(refused, `${who}: calls refused with 403`).toEqual([]);
  await context.close();
  return [...seen.keys()];
}

describe('every role walks the back-office without meeting a refusal (issue 34)', () => {
  it('the administrator opens every screen of the menu', async () => {
    const opened = await walk(DEMO.admin, 'desktop');
    for (const path of ['/admin/configuracoes', '/admin/auditoria', '/admin/tarefas', '/admin/usuarios', '/admin/nfs/emitidas', '/admin/conferencia']) {
      expect(opened).toContain(path);
    }
  });

  it("the Supervisor's menu leaves out the administrator's screens and the users' e-mails", async () => {
    const opened = await walk(DEMO.staff, 'desktop');
    expect(opened).toContain('/admin/solicitacoes/gerenciar');
    expect(opened).toContain('/admin/conferencia');
    for (const path of ['/admin/configuracoes', '/admin/auditoria', '/admin/tarefas', '/admin/usuarios', '/admin/cadastros/usuarios', '/admin/nfs/emitidas']) {
      expect(opened).not.toContain(path);
    }
  });

  it('the demo clerk of the Filial store sees their store only and none of the warehouse work', async () => {
    const opened = await walk('loja@luzdafe.test', 'desktop', 'role-walk-clerk');
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

  it.each(['phone', 'desktop'] as const)(
    "a new clerk at the Filial store meets no refusal (%s), and a typed-in address they may not open says 'Sem permissão'",
    async (viewport) => {
      const admin = await staffApi(suite.browser, suite.server, DEMO.admin);
      const stores = (await admin.call('get', '/api/admin/stores')).items as { id: number; name: string }[];
      const filial = stores.find((s) => s.name === FILIAL)!;
      const email = `balcao.filial.${uniqueTag().toLowerCase()}@luzdafe.test`;
      await admin.call('post', '/api/admin/staff', { name: 'Nina Nova', email, password: DEMO.password, jobTitle: 'Funcionário', storeId: filial.id });
      await admin.close();

      const opened = await walk(email, viewport, viewport === 'phone' ? 'role-walk-new-clerk' : undefined);
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
