import { JOB_TITLES, type JobTitle } from './roles';

/**
 * How a feature declares a permission (issue 35, decision 074): the action as the Permissões screen
 * and the 403 message name it, and the lowest job title that holds it until an administrator
 * changes the matrix — that title and every one above it on the ladder. Administrador holds
 * everything whatever is declared.
 */
export type PermissionDeclaration = { label: string; from: JobTitle };

/** Funcionário < Almoxarife < Supervisor < Gerente < Administrador. */
export const JOB_LADDER: readonly JobTitle[] = ['Funcionário', 'Almoxarife', 'Supervisor', 'Gerente', 'Administrador'];

export function declarePermissions<const T extends Record<string, PermissionDeclaration>>(declarations: T): T {
  return declarations;
}

/** Job title → the permissions it holds by default: each from its declared title up; Administrador all. */
export function permissionDefaults<P extends string>(declared: Readonly<Record<P, PermissionDeclaration>>): Record<JobTitle, P[]> {
  const codes = Object.keys(declared) as P[];
  const rank = (title: JobTitle) => JOB_LADDER.indexOf(title);
  return Object.fromEntries(
    JOB_TITLES.map((title) => [title, title === 'Administrador' ? codes : codes.filter((code) => rank(title) >= rank(declared[code].from))]),
  ) as Record<JobTitle, P[]>;
}
