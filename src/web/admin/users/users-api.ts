import type { Role } from '@/domain/roles';
import type { AdminUser } from '@/domain/api/admin-users';
import { api } from '../../lib/api';

export type { AdminUser };
export type UserList = { items: AdminUser[]; total: number };
export type UserFilters = { search: string; role: Role | ''; page: number; pageSize: number };

export const usersKey = ['admin', 'users'] as const;

export function fetchUsers(f: UserFilters) {
  const q = new URLSearchParams({ search: f.search, role: f.role, page: String(f.page), pageSize: String(f.pageSize) });
  return api<UserList>(`/api/admin/users?${q}`);
}

export const createUser = (body: unknown) => api<{ user: AdminUser }>('/api/admin/users', { method: 'POST', body });

export const changeRole = (id: string, role: Role) =>
  api<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body: { role } });

export const deleteUser = (id: string) => api<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
