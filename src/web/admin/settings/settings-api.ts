import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminSettings } from '@/domain/api/settings';
import type { gateSettingsSchema, ShopSettingsInput } from '@/domain/schemas/settings';
import { gateQuery } from '../../auth/session';
import { api } from '../../lib/api';
import { publicSettingsKey } from '../../lib/public-settings-api';

export type { AdminSettings };

export const settingsKey = ['admin', 'settings'] as const;

export const fetchSettings = () => api<AdminSettings>('/api/admin/settings');

export const saveShop = (body: ShopSettingsInput) => api<AdminSettings>('/api/admin/settings', { method: 'PUT', body });

export const saveGate = (body: z.input<typeof gateSettingsSchema>) => api<AdminSettings>('/api/admin/settings/gate', { method: 'PUT', body });

// Every settings change is a hook here (docs/DEVELOPING.md, 'Web data'): the screens bring their
// own toasts and form state through `effects`; what the change makes stale is refetched here.

/** What a screen does around a change: its toast, its form's new values. */
export type ChangeEffects<R> = { onSuccess?: (data: R) => unknown; onError?: (error: Error) => unknown };

/** A change whose answer is the whole settings: kept as the screen's data, then `stale` (what else reads them) is refetched. */
function useSettingsChange<V>(mutationFn: (vars: V) => Promise<AdminSettings>, effects: ChangeEffects<AdminSettings>, stale: readonly unknown[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data: AdminSettings) => {
      await effects.onSuccess?.(data);
      qc.setQueryData(settingsKey, data);
      await qc.invalidateQueries({ queryKey: stale });
    },
    onError: effects.onError,
  });
}

/** 'Salvar Configurações': the storefront footer reads these. */
export const useSaveShop = (effects: ChangeEffects<AdminSettings>) => useSettingsChange(saveShop, effects, publicSettingsKey);

/** 'Salvar Acesso': whether the site asks for its password. */
export const useSaveGate = (effects: ChangeEffects<AdminSettings>) => useSettingsChange(saveGate, effects, gateQuery.queryKey);
