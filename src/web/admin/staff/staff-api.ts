import type { StaffConference, StaffDetail, StaffDocument, StaffMember, StaffReport } from '@/domain/api/staff';
import { api } from '../../lib/api';

export type { StaffConference, StaffDetail, StaffDocument, StaffMember, StaffReport };

export const staffDetailQuery = (id: string) => ({
  queryKey: ['admin', 'staff', 'detail', id] as const,
  queryFn: () => api<StaffDetail>(`/api/admin/staff/${encodeURIComponent(id)}`),
  retry: false,
});

export const staffReportsQuery = (id: string) => ({
  queryKey: ['admin', 'staff', 'reports', id] as const,
  queryFn: () => api<{ reports: StaffReport[] }>(`/api/admin/staff/${encodeURIComponent(id)}/reports`),
  retry: false,
});
