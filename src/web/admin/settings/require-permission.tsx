import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Permission } from '@/domain/permissions';
import { useMyPermissions } from '../../auth/use-can';

/**
 * A screen for those holding one of `permissions` (Configurações → Permissões): others go to the
 * dashboard (requirements §6); the API refuses them anyway.
 */
export function RequirePermission({ anyOf, children }: { anyOf: Permission[]; children: ReactNode }) {
  const { permissions, loading } = useMyPermissions();
  if (loading) return null;
  if (!anyOf.some((p) => permissions.includes(p))) return <Navigate to="/admin/dashboard" replace />;
  return <>{children}</>;
}
