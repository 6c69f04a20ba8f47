import { z } from 'zod';
import { codeList } from './one-of';
import { JOB_TITLES, type JobTitle } from './roles';

/**
 * What a back-office user may do, one code per action. The label is the action as the Permissões
 * screen names it; the 403 message names it too ('Você não tem permissão para …').
 */
export const {
  values: PERMISSIONS,
  labels: PERMISSION_LABELS,
  is: isPermission,
  label: permissionLabel,
} = codeList(
  [
    'backoffice.view',
    'requests.create',
    'requests.manage',
    'stock.post',
    'receiving.approve',
    'documents.reverse',
    'orders.status',
    'payments.refund',
    'catalog.manage',
    'staff.manage',
    'users.manage',
    'reports.view',
    'settings.manage',
    'jobs.run',
    'audit.view',
    'fiscal.manage',
    'transfers.send',
    'transfers.receive',
    'transfers.resolve',
    'shipping.dispatch',
    'counts.manage',
    'counts.approve',
    'store_sales.post',
    'orders.pickup',
  ],
  {
    'backoffice.view': 'Consultar o back-office (painel, produtos, pedidos, estoque e cadastros)',
    'requests.create': 'Criar solicitações e encomendas especiais',
    'requests.manage': 'Gerenciar solicitações e encomendas (status e separação)',
    'stock.post': 'Lançar entradas, saídas e conferências de estoque',
    'receiving.approve': 'Aprovar divergência no recebimento',
    'documents.reverse': 'Estornar documento lançado',
    'orders.status': 'Alterar o status de pedidos',
    // Issue 33: money going back is a manager's decision, not every status changer's.
    'payments.refund': 'Estornar pagamentos e cancelar pedidos pagos',
    'catalog.manage': 'Gerenciar produtos e cadastros',
    'staff.manage': 'Gerenciar o cadastro de funcionários',
    'users.manage': 'Gerenciar usuários, funções e permissões',
    'reports.view': 'Ver e baixar relatórios',
    'settings.manage': 'Gerenciar configurações e o portão do site',
    'jobs.run': 'Acompanhar e executar tarefas em segundo plano',
    'audit.view': 'Ver a auditoria',
    'fiscal.manage': 'Emitir, cancelar e consultar notas fiscais de venda',
    // Transferências (issue 36, decision 065): a store's staff keep these for their own store (the scope).
    'transfers.send': 'Criar, separar, enviar e cancelar transferências',
    'transfers.receive': 'Receber transferências',
    'transfers.resolve': 'Resolver divergências de transferências',
    // Issue 37: a label is bought with the shop's money at the shipping provider.
    'shipping.dispatch': 'Despachar pedidos na Expedição (comprar, imprimir e cancelar etiquetas)',
    // Issue 36: a store's own staff count their store and post its sales (not warehouse permissions).
    'counts.manage': 'Fazer inventários (abrir, contar e aplicar ajustes)',
    'counts.approve': 'Aprovar ajuste de inventário acima do valor de aprovação',
    'store_sales.post': 'Lançar vendas das lojas (NFC-e e baixa de venda)',
    // Issue 37 (decision 070): a store's own staff hand over its 'Retirar na loja' orders (the scope keeps them to it).
    'orders.pickup': 'Entregar pedidos de retirada na loja (pronto para retirada e retirado)',
  },
);

export type Permission = (typeof PERMISSIONS)[number];

/** The 403 answer to someone whose job title lacks `permission`. */
export function noPermissionMessage(permission: Permission): string {
  const action = PERMISSION_LABELS[permission].replace(/ \(.*\)$/, '');
  return `Você não tem permissão para ${action.charAt(0).toLowerCase()}${action.slice(1)}.`;
}

// A clerk receives goods and registers entries and exits (the requirements' receiving check is a clerk's screen);
// the storekeeper also separates requests and keeps the catalogue.
const CLERK: Permission[] = [
  'backoffice.view',
  'requests.create',
  'stock.post',
  'orders.status',
  'reports.view',
  'transfers.send',
  'transfers.receive',
  'counts.manage',
  'store_sales.post',
  'orders.pickup',
];
const STOREKEEPER: Permission[] = [...CLERK, 'requests.manage', 'catalog.manage', 'shipping.dispatch'];
const SUPERVISOR: Permission[] = [...STOREKEEPER, 'receiving.approve', 'documents.reverse', 'transfers.resolve', 'counts.approve'];
const MANAGER: Permission[] = [...SUPERVISOR, 'payments.refund', 'staff.manage', 'audit.view', 'fiscal.manage'];

/**
 * Who holds what until an administrator changes it on Configurações → Permissões. The admin ROLE
 * holds every permission whatever its job title says, so nobody can lock the shop out of itself.
 */
export const DEFAULT_PERMISSIONS: Record<JobTitle, readonly Permission[]> = {
  Funcionário: CLERK,
  Almoxarife: STOREKEEPER,
  Supervisor: SUPERVISOR,
  Gerente: MANAGER,
  Administrador: PERMISSIONS,
};

/** A stored change to the defaults: this job title does (or does not) hold this permission. */
export type PermissionOverride = { jobTitle: string; permission: string; granted: boolean };

/** The matrix job title → permissions: the defaults with the stored changes applied. */
export function permissionMatrix(overrides: readonly PermissionOverride[]): Record<JobTitle, Permission[]> {
  const matrix = Object.fromEntries(JOB_TITLES.map((title) => [title, new Set<Permission>(DEFAULT_PERMISSIONS[title])])) as Record<JobTitle, Set<Permission>>;
  for (const { jobTitle, permission, granted } of overrides) {
    const held = matrix[jobTitle as JobTitle];
    if (!held || !isPermission(permission)) continue;
    if (granted) held.add(permission);
    else held.delete(permission);
  }
  return Object.fromEntries(JOB_TITLES.map((title) => [title, PERMISSIONS.filter((p) => matrix[title].has(p))])) as Record<JobTitle, Permission[]>;
}

/**
 * Store staff (a staff record tied to a store) work for their store: they never post the
 * warehouse's stock, whatever their job title holds.
 */
export const WAREHOUSE_PERMISSIONS: readonly Permission[] = ['stock.post', 'receiving.approve', 'documents.reverse'];

export const STORE_STAFF_STOCK_MESSAGE = 'Funcionários de loja não lançam estoque do almoxarifado.';

/** What one user may do: everything for the admin role; their title's permissions otherwise, less the warehouse's for store staff. */
export function effectivePermissions(role: string, jobTitle: string | null, storeId: number | null, overrides: readonly PermissionOverride[]): Permission[] {
  if (role === 'admin') return [...PERMISSIONS];
  if (role !== 'staff') return [];
  const title = (JOB_TITLES as readonly string[]).includes(jobTitle ?? '') ? (jobTitle as JobTitle) : 'Funcionário';
  const held = permissionMatrix(overrides.filter((o) => o.jobTitle === title))[title];
  return storeId === null ? held : held.filter((p) => !WAREHOUSE_PERMISSIONS.includes(p));
}

/** Job titles whose permissions the matrix edits; Administrador carries the admin role, which holds everything. */
export const EDITABLE_JOB_TITLES = JOB_TITLES.filter((title) => title !== 'Administrador') as Exclude<JobTitle, 'Administrador'>[];

export const INVALID_PERMISSION_MATRIX_MESSAGE = 'Permissões inválidas: marque apenas permissões da lista para cada cargo.';

const heldPermissions = z
  .array(z.enum(PERMISSIONS, { error: INVALID_PERMISSION_MATRIX_MESSAGE }), { error: INVALID_PERMISSION_MATRIX_MESSAGE })
  .max(PERMISSIONS.length, { error: INVALID_PERMISSION_MATRIX_MESSAGE });

/** PUT /api/admin/permissions: every editable job title with the permissions it holds. */
export const permissionMatrixSchema = z.object(
  {
    matrix: z.object(
      Object.fromEntries(EDITABLE_JOB_TITLES.map((title) => [title, heldPermissions])) as Record<(typeof EDITABLE_JOB_TITLES)[number], typeof heldPermissions>,
      { error: INVALID_PERMISSION_MATRIX_MESSAGE },
    ),
  },
  { error: INVALID_PERMISSION_MATRIX_MESSAGE },
);

export type PermissionMatrixInput = z.infer<typeof permissionMatrixSchema>;

/** What GET /api/me/permissions answers: the signed-in user's permissions and store (null: warehouse or head office). */
export type MyPermissions = { permissions: Permission[]; storeId: number | null; storeName: string | null };
