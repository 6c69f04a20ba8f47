import type { AdminUser } from '../../../domain/api/admin-users';
import type { Role } from '../../../domain/roles';
import { user } from '../../db/schema';

export type { AdminUser };

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

/** The columns of the user list and of a newly added user. */
export const adminUserColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
  lastLoginAt: user.lastLoginAt,
};
