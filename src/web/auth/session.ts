import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@/domain/api/session';
import { authKeys, fetchGate, fetchMe } from './auth-api';

export type { SessionUser };

export const meQuery = { queryKey: authKeys.me, queryFn: fetchMe, staleTime: 60_000 };
export const gateQuery = {
  queryKey: authKeys.gate,
  queryFn: fetchGate,
  staleTime: 60_000,
};

export function useSession() {
  const me = useQuery(meQuery);
  const user = me.data?.user ?? null;
  return {
    user,
    loading: me.isPending,
    isEmployee: user?.role === 'staff' || user?.role === 'admin',
    isAdmin: user?.role === 'admin',
    isCustomer: user?.role === 'customer',
  };
}

export function useGate() {
  const gate = useQuery(gateQuery);
  return { unlocked: gate.data?.unlocked ?? false, enabled: gate.data?.enabled ?? true, loading: gate.isPending };
}

/** After sign-in or sign-out everything user-specific is fetched again. */
export function useRefreshSession() {
  const qc = useQueryClient();
  return async () => {
    await qc.invalidateQueries();
    return qc.fetchQuery({ ...meQuery, staleTime: 0 });
  };
}
