import { isOneOf, labelOf } from './one-of';
export const ROLES = ['customer', 'staff', 'admin'] as const;

export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'customer';

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Cliente',
  staff: 'Funcionário',
  admin: 'Administrador',
};

export const isRole = (value: unknown): value is Role => isOneOf(ROLES, value);

export const roleLabel = (value: string): string => labelOf(ROLES, ROLE_LABELS, value);

export function isAdmin(role: string | null | undefined): boolean {
  return role === 'admin';
}

/** Staff and administrators share the back-office; nothing else distinguishes them there. */
export function isEmployee(role: string | null | undefined): boolean {
  return role === 'staff' || role === 'admin';
}

export const JOB_TITLES = ['Funcionário', 'Supervisor', 'Gerente', 'Administrador', 'Almoxarife'] as const;

export type JobTitle = (typeof JOB_TITLES)[number];

/** Titles whose holder may approve a receiving check with discrepancies. */
export const SUPERVISOR_TITLES = ['Supervisor', 'Gerente', 'Administrador'] as const satisfies readonly JobTitle[];

export function isSupervisorTitle(title: string | null | undefined): boolean {
  return isOneOf(SUPERVISOR_TITLES, title);
}
