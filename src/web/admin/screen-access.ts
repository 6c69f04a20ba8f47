import type { Permission } from '@/domain/permissions';
import { useMyPermissions } from '../auth/use-can';

/**
 * Which permission opens each back-office screen: one of `anyOf` (Configurações → Permissões).
 * The one declaration the route guard (admin-routes.tsx), the sidebar (admin-nav.ts) and the
 * dashboard's quick actions read, so a link is shown exactly when its screen opens (decision 054).
 * Each screen asks what its main call needs on the server (tests/integration/route-access.ts):
 * a screen whose whole purpose is a write the user may not make is not offered at all; a list the
 * user may read opens, with its buttons hidden one by one.
 */
export const SCREEN_ACCESS: Record<string, readonly Permission[]> = {
  dashboard: ['backoffice.view'],
  entradas: ['backoffice.view'],
  conferencia: ['stock.post'],
  'historico-conferencias': ['backoffice.view'],
  saidas: ['stock.post'],
  'consultar-saidas': ['backoffice.view'],
  // Transferências (decision 065): the list and a transfer's page read; their buttons follow transfers.*.
  transferencias: ['backoffice.view'],
  'transferencias/:id': ['backoffice.view'],
  movimentacoes: ['backoffice.view'],
  // Every member reads it; a store's staff see their own store's place only (the server's store scope).
  'estoque-por-local': ['backoffice.view'],
  // Issue 36: the lists open to every back-office user; opening, counting and importing are buttons.
  inventarios: ['backoffice.view'],
  'inventarios/:countId': ['backoffice.view'],
  'vendas-lojas': ['backoffice.view'],
  solicitacoes: ['backoffice.view'],
  'solicitacoes/compras': ['requests.create'],
  'solicitacoes/mercadorias-loja': ['requests.create'],
  'solicitacoes/encomendas': ['requests.create'],
  'solicitacoes/gerenciar': ['requests.manage'],
  'solicitacoes/acompanhar': ['backoffice.view'],
  'cadastros/produtos': ['backoffice.view'],
  'cadastros/categorias': ['backoffice.view'],
  'cadastros/classificacoes': ['backoffice.view'],
  'cadastros/fornecedores': ['backoffice.view'],
  'cadastros/lojas': ['backoffice.view'],
  // Every account's name and e-mail: the users' managers only (GET /api/admin/users).
  'cadastros/usuarios': ['users.manage'],
  usuarios: ['users.manage'],
  'cadastros/funcionarios': ['backoffice.view'],
  funcionarios: ['backoffice.view'],
  'funcionarios/detalhes/:staffId': ['backoffice.view'],
  almoxarifado: ['backoffice.view'],
  'nfs/notas-fiscais': ['backoffice.view'],
  'nfs/emitidas': ['fiscal.manage'],
  pedidos: ['backoffice.view'],
  // Issue 37: buying labels spends the shop's money.
  expedicao: ['shipping.dispatch'],
  // 'Retirar na loja' (decision 070): every member reads it (a store's staff their own store's); the buttons follow orders.pickup.
  retiradas: ['backoffice.view'],
  relatorios: ['reports.view'],
  auditoria: ['audit.view'],
  tarefas: ['jobs.run'],
  configuracoes: ['settings.manage', 'users.manage'],
};

/** The screen an address under /admin opens ('/admin/funcionarios/detalhes/7?aba=x' → 'funcionarios/detalhes/:staffId'). */
export function screenOf(to: string): string | undefined {
  const path = to
    .replace(/^\/admin\/?/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/$/, '');
  if (path in SCREEN_ACCESS) return path;
  return Object.keys(SCREEN_ACCESS).find((screen) => {
    const parts = screen.split('/');
    const given = path.split('/');
    return parts.length === given.length && parts.every((p, i) => p.startsWith(':') || p === given[i]);
  });
}

/** Whether someone holding `permissions` may open the back-office address `to` (unknown addresses: no). */
export function mayOpen(to: string, permissions: readonly Permission[]): boolean {
  const screen = screenOf(to);
  return screen !== undefined && SCREEN_ACCESS[screen]!.some((p) => permissions.includes(p));
}

/** `mayOpen(to)` for the signed-in user: links to screens they may not open are not shown (nothing until the permissions arrive). */
export function useMayOpen(): (to: string) => boolean {
  const { permissions } = useMyPermissions();
  return (to) => mayOpen(to, permissions);
}
