import type { JobTitle, Role } from '../../../domain/roles';

/** The title a staff record starts with when an account becomes staff or administrator. */
export function defaultJobTitle(role: Exclude<Role, 'customer'>): JobTitle {
  return role === 'admin' ? 'Administrador' : 'Funcionário';
}
