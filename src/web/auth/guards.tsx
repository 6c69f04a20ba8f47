import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../ui/spinner';
import { useGate, useSession } from './session';

/** Storefront routes: visitors who have not passed the site gate go to /coming-soon. */
export function GateGuard() {
  const gate = useGate();
  const session = useSession();
  if (gate.loading || session.loading) return <FullScreenLoader label="Carregando Luz da Fé..." />;
  if (!gate.unlocked && !session.isEmployee) return <Navigate to="/coming-soon" replace />;
  return <Outlet />;
}

/** Root and unknown paths (requirements §2, Gate). */
export function RootRedirect() {
  const gate = useGate();
  const session = useSession();
  if (gate.loading || session.loading) return <FullScreenLoader />;
  if (session.isEmployee) return <Navigate to="/admin/dashboard" replace />;
  return <Navigate to={gate.unlocked ? '/loja' : '/coming-soon'} replace />;
}

export function RequireEmployee() {
  const { user, loading, isEmployee } = useSession();
  const location = useLocation();
  if (loading) return <FullScreenLoader />;
  if (!user) return <Navigate to="/login-sistema" replace state={{ from: location.pathname + location.search }} />;
  if (!isEmployee) return <Navigate to="/loja" replace />;
  return <Outlet />;
}

export function RequireCustomer() {
  const { user, loading, isEmployee } = useSession();
  const location = useLocation();
  if (loading) return <FullScreenLoader />;
  if (isEmployee) return <Navigate to="/admin/dashboard" replace />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
