import type { z } from 'zod';
import type { AdminSettings } from '@/domain/api/settings';
import type { gateSettingsSchema, ShopSettingsInput } from '@/domain/schemas/settings';
import { api } from '../../lib/api';

export type { AdminSettings };

export const settingsKey = ['admin', 'settings'] as const;

export const fetchSettings = () => api<AdminSettings>('/api/admin/settings');

export const saveShop = (body: ShopSettingsInput) => api<AdminSettings>('/api/admin/settings', { method: 'PUT', body });

export const saveGate = (body: z.input<typeof gateSettingsSchema>) => api<AdminSettings>('/api/admin/settings/gate', { method: 'PUT', body });
