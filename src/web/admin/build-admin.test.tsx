import { describe, expect, it } from 'vitest';
import type { AdminFeature } from './admin-feature';
import { ADMIN_FEATURES } from './admin-features';
import { buildNav, buildScreenAccess, buildScreenRoutes } from './build-admin';
import { NAV_SECTIONS } from './layout';

const Page = () => null;

// A next stock-per-place screen, declared the way docs/DEVELOPING.md says: its feature's screens,
// and one line in the list of features.
const example: AdminFeature = {
  name: 'replenishment',
  screens: [
    { path: 'reposicao', Component: Page, access: ['transfers.send'], nav: { section: 'estoque-lojas', label: 'Reposição', position: 25 } },
    { path: 'reposicao/:id', Component: Page, access: ['transfers.send'] },
  ],
};
const features = [...ADMIN_FEATURES, example];

describe('the back-office built from its features', () => {
  it('puts a new feature’s screen in the route table, the sidebar and the access map from its declaration alone', () => {
    const access = buildScreenAccess(features);
    expect(access.reposicao).toEqual(['transfers.send']);
    expect(access['reposicao/:id']).toEqual(['transfers.send']);
    const paths = buildScreenRoutes(features, access).map((r) => r.path);
    expect(paths).toContain('reposicao');
    expect(paths).toContain('reposicao/:id');
    const section = buildNav(features, NAV_SECTIONS).find((s) => s.id === 'estoque-lojas');
    expect(section?.children?.map((l) => l.label)).toEqual([
      'Transferências',
      'Divergências',
      'Estoque por local',
      'Reposição',
      'Inventários',
      'Vendas das Lojas',
    ]);
    expect(section?.children?.[3]?.to).toBe('/admin/reposicao');
  });

  it('keeps the sidebar the requirements describe', () => {
    const nav = buildNav(ADMIN_FEATURES, NAV_SECTIONS);
    expect(nav.map((s) => s.label)).toEqual([
      'Dashboard',
      'Entradas e Saídas',
      'Solicitações',
      'Estoque nas Lojas',
      'Cadastros',
      'Almoxarifado',
      'Notas Fiscais',
      'Pedidos',
      'Expedição',
      'Retiradas',
      'Relatórios',
      'Auditoria',
      'Tarefas',
      'Configurações',
    ]);
    expect(nav.find((s) => s.id === 'entradas-saidas')?.children?.map((l) => l.to)).toEqual([
      '/admin/entradas',
      '/admin/conferencia',
      '/admin/historico-conferencias',
      '/admin/saidas',
      '/admin/consultar-saidas',
      '/admin/movimentacoes',
    ]);
    expect(nav.find((s) => s.id === 'pedidos')?.to).toBe('/admin/pedidos');
  });

  it('gives every screen a route and a permission, and every sidebar link a screen', () => {
    const access = buildScreenAccess(ADMIN_FEATURES);
    const routes = buildScreenRoutes(ADMIN_FEATURES, access).map((r) => r.path);
    expect(routes.sort()).toEqual(Object.keys(access).sort());
    for (const section of buildNav(ADMIN_FEATURES, NAV_SECTIONS)) {
      for (const to of section.to ? [section.to] : (section.children ?? []).map((l) => l.to)) expect(routes).toContain(to.replace('/admin/', ''));
    }
  });

  it('refuses a screen declared twice, one without a permission, and one in a section the sidebar does not have', () => {
    const twice: AdminFeature = { name: 'again', screens: [{ path: 'pedidos', Component: Page, access: ['backoffice.view'] }] };
    expect(() => buildScreenAccess([...ADMIN_FEATURES, twice])).toThrow(/declarada por orders e por again/);
    const open: AdminFeature = { name: 'open', screens: [{ path: 'aberta', Component: Page, access: [] }] };
    expect(() => buildScreenAccess([open])).toThrow(/sem permissão/);
    const lost: AdminFeature = { name: 'lost', screens: [{ path: 'perdida', Component: Page, access: ['backoffice.view'], nav: { section: 'nada' } }] };
    expect(() => buildNav([lost], NAV_SECTIONS)).toThrow(/seção que não existe/);
  });
});
