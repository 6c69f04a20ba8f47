import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@/domain/permissions';
import { authKeys, fetchMyPermissions } from './auth-api';
import { useSession } from './session';

/** What the signed-in back-office user may do (Configurações → Permissões); the server still decides every request. */
export function useMyPermissions() {
  const { isEmployee, user } = useSession();
  const q = useQuery({
    queryKey: authKeys.myPermissionsOf(user?.id ?? null),
    queryFn: fetchMyPermissions,
    enabled: isEmployee,
    staleTime: 30_000,
  });
  return { permissions: q.data?.permissions ?? [], storeId: q.data?.storeId ?? null, storeName: q.data?.storeName ?? null, loading: q.isPending };
}

/** `can(permission)`: hides what the user would be refused (nothing is shown until the permissions arrive). */
export function useCan(): (permission: Permission) => boolean {
  const { permissions } = useMyPermissions();
  return (permission) => permissions.includes(permission);
}
