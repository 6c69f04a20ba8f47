import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** The shop's public contact and whether it is a demonstration shop (GET /api/settings/public). */
export type PublicSettings = { storeName: string; contactPhone: string; contactEmail: string; contactAddress: string; demo: boolean };

export const usePublicSettings = () =>
  useQuery({ queryKey: ['shop-public'], queryFn: () => api<PublicSettings>('/api/settings/public'), staleTime: 300_000 });
