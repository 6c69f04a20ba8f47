import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@/domain/permissions';
import type { JobTitle } from '@/domain/roles';
import { authKeys } from '../../auth/auth-api';
import { api } from '../../lib/api';
import type { ChangeEffects } from './settings-api';

export type PermissionMatrix = Record<JobTitle, Permission[]>;

export const permissionMatrixKey = ['admin', 'permissions'] as const;

export const fetchPermissionMatrix = () => api<{ matrix: PermissionMatrix }>('/api/admin/permissions');

export const savePermissionMatrix = (matrix: Omit<PermissionMatrix, 'Administrador'>) =>
  api<{ matrix: PermissionMatrix }>('/api/admin/permissions', { method: 'PUT', body: { matrix } });

export const usePermissionMatrix = () => useQuery({ queryKey: permissionMatrixKey, queryFn: fetchPermissionMatrix });

/** 'Salvar Permissões': the Administrador's column is the system's, never sent; each user's own permissions are read again. */
export function useSavePermissionMatrix(effects: ChangeEffects<{ matrix: PermissionMatrix }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ Administrador: _all, ...editable }: PermissionMatrix) => savePermissionMatrix(editable),
    onSuccess: async (data: { matrix: PermissionMatrix }) => {
      await effects.onSuccess?.(data);
      qc.setQueryData(permissionMatrixKey, data);
      await qc.invalidateQueries({ queryKey: authKeys.myPermissions });
    },
    onError: effects.onError,
  });
}
