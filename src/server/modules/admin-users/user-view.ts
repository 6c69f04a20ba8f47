import type { Role } from '../../../domain/roles';

/** A row of 'Lista de Usuários'. */
export type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  lastLoginAt: string | null;
};

type UserRow = { id: string; name: string; email: string; role: string; createdAt: Date; lastLoginAt: Date | null };

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

