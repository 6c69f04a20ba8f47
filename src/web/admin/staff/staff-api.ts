import type { StaffDetail } from '@/server/modules/staff/get-staff-detail';
import type { StaffDocument } from '@/server/modules/staff/staff-documents';
import type { StaffReport } from '@/server/modules/staff/staff-reports';
import type { StaffConference, StaffMember } from '@/server/modules/staff/staff-view';
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
