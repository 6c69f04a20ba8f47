import type { Dashboard } from '@/domain/api/dashboard';
import { adminViewKeys } from '../../lib/admin-views';
import { api } from '../../lib/api';

export const dashboardKeys = { all: adminViewKeys.dashboard };

export const dashboardQuery = { queryKey: dashboardKeys.all, queryFn: () => api<Dashboard>('/api/admin/dashboard') };
