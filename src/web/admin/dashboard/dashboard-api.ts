import type { Dashboard } from '@/domain/api/dashboard';
import { api } from '../../lib/api';

export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

export const dashboardQuery = { queryKey: dashboardKeys.all, queryFn: () => api<Dashboard>('/api/admin/dashboard') };
