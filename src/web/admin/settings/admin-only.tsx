import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../auth/session';

/** Admin-only screens: other staff go to the dashboard (SPEC 6); the API refuses them anyway. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin, loading } = useSession();
  if (loading) return null;
  if (!isAdmin) return <Navigate to="/admin/dashboard" replace />;
  return <>{children}</>;
}
