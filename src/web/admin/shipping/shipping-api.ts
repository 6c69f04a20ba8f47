import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettingsView } from '@/domain/api/shipping';
import type { ShippingSettingsInput } from '@/domain/schemas/shipping';
import { api } from '../../lib/api';

// Configurações → Entregas (decision 071): the sender, the policy and the Melhor Envio connection.

export type { ShippingSettingsView };

export const shippingKeys = { settings: ['admin', 'shipping', 'settings'] as const };

const BASE = '/api/admin/shipping';

export const useShippingSettings = () => useQuery({ queryKey: shippingKeys.settings, queryFn: () => api<ShippingSettingsView>(`${BASE}/settings`) });

export function useSaveShippingSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingSettingsInput) => api<ShippingSettingsView>(`${BASE}/settings`, { method: 'PUT', body }),
    onSuccess: (view) => qc.setQueryData(shippingKeys.settings, view),
  });
}

/** 'Conectar ao Melhor Envio': the provider's authorisation page to go to. */
export const useStartConnection = () => useMutation({ mutationFn: () => api<{ url: string }>(`${BASE}/oauth/start`, { method: 'POST', body: {} }) });

export function useDisconnect() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<ShippingSettingsView>(`${BASE}/oauth/disconnect`, { method: 'POST', body: {} }),
    onSuccess: (view) => qc.setQueryData(shippingKeys.settings, view),
  });
}
