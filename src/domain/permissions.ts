import { z } from 'zod';
import { FISCAL_PERMISSIONS } from './fiscal/invoice-status';
import { codeList } from './one-of';
import { PAYMENT_PERMISSIONS } from './payment';
import { declarePermissions, permissionDefaults } from './permission-declarations';
import { PICKUP_PERMISSIONS } from './pickups';
import { REQUEST_PERMISSIONS } from './requests';
import { JOB_TITLES, type JobTitle } from './roles';
import { SHIPPING_PERMISSIONS } from './shipping';
import { COUNT_PERMISSIONS } from './stock-counts';
import { STORE_SALE_PERMISSIONS } from './store-sales';
import { TRANSFER_PERMISSIONS } from './transfers';

// Permissions every part of the back-office shares; a feature's own are declared beside its rules.
const CORE_PERMISSIONS = declarePermissions({
  'backoffice.view': { label: 'Consultar o back-office (painel, produtos, pedidos, estoque e cadastros)', from: 'Funcionário' },
  'stock.post': { label: 'Lançar entradas, saídas e conferências de estoque', from: 'Funcionário' },
  'receiving.approve': { label: 'Aprovar divergência no recebimento', from: 'Supervisor' },
  'documents.reverse': { label: 'Estornar documento lançado', from: 'Supervisor' },
  'orders.status': { label: 'Alterar o status de pedidos', from: 'Funcionário' },
  'catalog.manage': { label: 'Gerenciar produtos e cadastros', from: 'Almoxarife' },
  'staff.manage': { label: 'Gerenciar o cadastro de funcionários', from: 'Gerente' },
  'users.manage': { label: 'Gerenciar usuários, funções e permissões', from: 'Administrador' },
  'reports.view': { label: 'Ver e baixar relatórios', from: 'Funcionário' },
  'settings.manage': { label: 'Gerenciar configurações e o portão do site', from: 'Administrador' },
  'jobs.run': { label: 'Acompanhar e executar tarefas em segundo plano', from: 'Administrador' },
  'audit.view': { label: 'Ver a auditoria', from: 'Gerente' },
});

/**
 * What a back-office user may do, one code per action, each declared by its feature (issue 35,
 * decision 074): a feature's permissions reach the matrix through one line here. The label is the
 * action as the Permissões screen names it; the 403 message names it too ('Você não tem permissão
 * para …').
 */
const DECLARED = {
  ...CORE_PERMISSIONS,
  ...REQUEST_PERMISSIONS,
  ...PAYMENT_PERMISSIONS,
  ...FISCAL_PERMISSIONS,
  ...TRANSFER_PERMISSIONS,
  ...SHIPPING_PERMISSIONS,
  ...COUNT_PERMISSIONS,
  ...STORE_SALE_PERMISSIONS,
  ...PICKUP_PERMISSIONS,
};

type Declared = keyof typeof DECLARED;

export const {
  values: PERMISSIONS,
  labels: PERMISSION_LABELS,
  is: isPermission,
  label: permissionLabel,
} = codeList(
  Object.keys(DECLARED) as [Declared, ...Declared[]],
  Object.fromEntries(Object.entries(DECLARED).map(([code, d]) => [code, d.label])) as Record<Declared, string>,
);

export type Permission = (typeof PERMISSIONS)[number];

/** The 403 answer to someone whose job title lacks `permission`. */
export function noPermissionMessage(permission: Permission): string {
  const action = PERMISSION_LABELS[permission].replace(/ \(.*\)$/, '');
  return `Você não tem permissão para ${action.charAt(0).toLowerCase()}${action.slice(1)}.`;
}

/**
 * Who holds what until an administrator changes it on Configurações → Permissões: each permission
 * from the job title its feature declares, and every title above it. The admin ROLE holds every
 * permission whatever its job title says, so nobody can lock the shop out of itself.
 */
export const DEFAULT_PERMISSIONS: Record<JobTitle, readonly Permission[]> = permissionDefaults(DECLARED);

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
