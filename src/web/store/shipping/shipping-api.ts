import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { shippingEstimateSchema } from '@/domain/schemas/shipping-estimate';
import type { ShippingEstimate } from '@/domain/shipping';
import { api } from '../../lib/api';

type EstimateBody = z.input<typeof shippingEstimateSchema>;

export const shippingKeys = {
  all: ['store', 'shipping-estimate'] as const,
  estimate: (body: EstimateBody) => ['store', 'shipping-estimate', body.cep, body.items.map((i) => `${i.productId}x${i.quantity}`).join(',')] as const,
};

export const fetchEstimate = (body: EstimateBody) => api<{ estimate: ShippingEstimate }>('/api/store/shipping/estimate', { body });

/** The estimate for a CEP once one is given (null: not asked yet); kept a while, as the server caches it too. */
export function useShippingEstimate(body: EstimateBody | null) {
  return useQuery({
    queryKey: body ? shippingKeys.estimate(body) : shippingKeys.all,
    queryFn: () => fetchEstimate(body!).then((r) => r.estimate),
    enabled: body !== null,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}
