import { codeList } from './one-of';

export const {
  values: ROLES,
  labels: ROLE_LABELS,
  is: isRole,
  label: roleLabel,
} = codeList(['customer', 'staff', 'admin'], {
  customer: 'Cliente',
  staff: 'Funcionário',
  admin: 'Administrador',
});

export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'customer';

export function isAdmin(role: string | null | undefined): boolean {
  return role === 'admin';
}

/** Staff and administrators share the back-office; nothing else distinguishes them there. */
export function isEmployee(role: string | null | undefined): boolean {
  return role === 'staff' || role === 'admin';
}

export const JOB_TITLES = ['Funcionário', 'Supervisor', 'Gerente', 'Administrador', 'Almoxarife'] as const;

export type JobTitle = (typeof JOB_TITLES)[number];

/** Only the admin role makes, edits or removes an administrator (users and staff screens alike). */
export const ADMIN_ONLY_MESSAGE = 'Apenas administradores podem cadastrar ou editar administradores.';
