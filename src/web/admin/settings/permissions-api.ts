import type { Permission } from '@/domain/permissions';
import type { JobTitle } from '@/domain/roles';
import { api } from '../../lib/api';

export type PermissionMatrix = Record<JobTitle, Permission[]>;

export const permissionMatrixKey = ['admin', 'permissions'] as const;

export const fetchPermissionMatrix = () => api<{ matrix: PermissionMatrix }>('/api/admin/permissions');

export const savePermissionMatrix = (matrix: Omit<PermissionMatrix, 'Administrador'>) =>
  api<{ matrix: PermissionMatrix }>('/api/admin/permissions', { method: 'PUT', body: { matrix } });
