import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminUser } from '@/domain/api/admin-users';
import type { Role } from '@/domain/roles';
import type { adminUserCreateSchema, UserListQuery } from '@/domain/schemas/admin-users';
import { api } from '../../lib/api';
import { toSearch } from '../../lib/to-search';

export type { AdminUser };
export type UserList = { items: AdminUser[]; total: number };

export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (q: UserListQuery) => ['admin', 'users', q] as const,
};

export const fetchUsers = (q: UserListQuery) => api<UserList>(`/api/admin/users?${toSearch(q)}`);

export const createUser = (body: z.input<typeof adminUserCreateSchema>) => api<{ user: AdminUser }>('/api/admin/users', { method: 'POST', body });

export const changeRole = (id: string, role: Role) => api<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body: { role } });

export const deleteUser = (id: string) => api<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A change to an account, after which the users list is read again; screens add their toasts through `mutate`'s callbacks. */
function useUserChange<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useCreateUser = () => useUserChange(createUser);
export const useChangeRole = () => useUserChange(({ id, role }: { id: string; role: Role }) => changeRole(id, role));
export const useDeleteUser = () => useUserChange((user: AdminUser) => deleteUser(user.id));
