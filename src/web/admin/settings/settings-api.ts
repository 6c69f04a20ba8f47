import type { AdminSettings } from '@/domain/api/settings';
import { api } from '../../lib/api';

export type { AdminSettings };

export const settingsKey = ['admin', 'settings'] as const;

export const fetchSettings = () => api<AdminSettings>('/api/admin/settings');

export const saveShop = (body: unknown) => api<AdminSettings>('/api/admin/settings', { method: 'PUT', body });

export const saveGate = (body: { enabled: boolean; password?: string }) =>
  api<AdminSettings>('/api/admin/settings/gate', { method: 'PUT', body });
