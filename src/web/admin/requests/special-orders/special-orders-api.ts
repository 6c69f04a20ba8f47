import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CustomerOption, SpecialOrderCreateInput, SpecialOrderDetail, specialOrderStatusMoveSchema } from '@/domain/schemas/special-orders';
import { api } from '../../../lib/api';
import { recordQuery } from '../../../lib/query-options';
import { toSearch } from '../../../lib/to-search';
import { requestKeys } from '../requests-api';

// Encomendas de Clientes: one fetch, query options and hook per endpoint.
const BASE = '/api/admin/special-orders';

export const customerKeys = { search: (q: string) => ['admin', 'customers', 'search', q] as const };

export const useSpecialOrder = (id: number) => useQuery(recordQuery<SpecialOrderDetail>(requestKeys.detail('specialOrder', id), `${BASE}/${id}`, 'order'));

/** Registered customers by name, phone or e-mail (at most 5); nothing until something is typed. */
export const useCustomerSearch = (q: string) =>
  useQuery({
    queryKey: customerKeys.search(q),
    queryFn: () => api<{ items: CustomerOption[] }>(`${BASE}/customers?${toSearch({ q })}`).then((r) => r.items),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

export function useCreateSpecialOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ data, photo }: { data: SpecialOrderCreateInput; photo: File | null }) => {
      const body = new FormData();
      body.set('data', JSON.stringify(data));
      if (photo) body.set('photo', photo);
      return api<{ order: SpecialOrderDetail }>(BASE, { method: 'POST', body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

export function useMoveSpecialOrder(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof specialOrderStatusMoveSchema>) => api<{ order: SpecialOrderDetail }>(`${BASE}/${id}/status`, { method: 'PATCH', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
