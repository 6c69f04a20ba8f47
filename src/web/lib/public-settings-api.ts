import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** The shop's public contact and whether it is a demonstration shop (GET /api/settings/public). */
export type PublicSettings = { storeName: string; contactPhone: string; contactEmail: string; contactAddress: string; demo: boolean };

export const publicSettingsKey = ['shop-public'] as const;

export const usePublicSettings = () =>
  useQuery({ queryKey: publicSettingsKey, queryFn: () => api<PublicSettings>('/api/settings/public'), staleTime: 300_000 });
