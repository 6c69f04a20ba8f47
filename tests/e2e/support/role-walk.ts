import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { MyPermissions, Permission } from '@/domain/permissions';
import type { backOfficeSuite } from './back-office-suite';
import { screenshot, signedInPage, type ViewportName } from './browser';

/**
 * Issue 34: each role walks the back-office as a new user would — every sidebar link, every
 * dashboard quick action and figure, and every back-office link those screens show — and meets no
 * screen, button or call that ends in 'Você não tem permissão' (decision 054). The walks are split
 * over three files (role-walk-*.test.ts), a minute each, so the e2e workers share them out.
 */
type Suite = ReturnType<typeof backOfficeSuite>;

/** The demo clerk's store (loja@luzdafe.test works there). */
export const FILIAL = 'Luz da Fé — Filial Aparecida';

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
export async function open(page: Page, href: string): Promise<string> {
  await page.goto(href);
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  await page.waitForLoadState('networkidle');
  return (await heading.textContent())?.trim() ?? '';
}

/** Walks the back-office as `who` and asserts what the issue asks; gives the keys of the screens opened. */
export async function walk(suite: Suite, who: string, viewport: ViewportName, shots?: string): Promise<string[]> {
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
