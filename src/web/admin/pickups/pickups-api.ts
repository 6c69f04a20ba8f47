import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PickupListQuery, PickupOrderList, pickupHandOverSchema } from '@/domain/pickups';
import { invalidateStockViews } from '../../lib/admin-views';
import { api } from '../../lib/api';

// Retiradas (issue 37, decision 070): the store's 'Retirar na loja' orders, made ready and handed over.

export const pickupsKeys = {
  all: ['admin', 'pickups'] as const,
  list: (query: Pick<PickupListQuery, 'view' | 'page'>) => ['admin', 'pickups', 'list', query] as const,
};

const BASE = '/api/admin/pickups';

export const usePickupOrders = (query: Pick<PickupListQuery, 'view' | 'page'>) =>
  useQuery({
    queryKey: pickupsKeys.list(query),
    queryFn: () => api<PickupOrderList>(`${BASE}?view=${query.view}&page=${query.page}`),
    placeholderData: keepPreviousData,
  });

function usePickupMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: pickupsKeys.all });
      // 'Retirado' takes the goods out of the store's stock.
      await invalidateStockViews(qc);
    },
  });
}

export const useMarkReady = () => usePickupMutation(({ id, version }: { id: string; version: number }) => api(`${BASE}/${id}/ready`, { body: { version } }));
export const useHandOver = () =>
  usePickupMutation(({ id, ...body }: { id: string } & z.input<typeof pickupHandOverSchema>) => api(`${BASE}/${id}/hand-over`, { body }));
