import type { z } from 'zod';
import type { StaffConference, StaffDetail, StaffDocument, StaffMember, StaffReport } from '@/domain/api/staff';
import type { staffUpdateSchema } from '@/domain/schemas/staff';
import { adminViewKeys } from '../../lib/admin-views';
import { api } from '../../lib/api';

export type { StaffConference, StaffDetail, StaffDocument, StaffMember, StaffReport };

/** The staff list (a registry screen: `registryKeys.all('staff')` is the same key), a member's page and reports. */
export const staffKeys = {
  all: adminViewKeys.staff,
  detail: (id: string) => [...adminViewKeys.staff, 'detail', id] as const,
  reports: (id: string) => [...adminViewKeys.staff, 'reports', id] as const,
};

export const staffDetailQuery = (id: string) => ({
  queryKey: staffKeys.detail(id),
  queryFn: () => api<StaffDetail>(`/api/admin/staff/${encodeURIComponent(id)}`),
  retry: false,
});

export const staffReportsQuery = (id: string) => ({
  queryKey: staffKeys.reports(id),
  queryFn: () => api<{ reports: StaffReport[] }>(`/api/admin/staff/${encodeURIComponent(id)}/reports`),
  retry: false,
});

const memberPath = (id: string) => `/api/admin/staff/${encodeURIComponent(id)}`;

/** 'Editar Dados': what the update schema accepts (the server parses it again). */
export const updateStaff = (id: string, body: z.input<typeof staffUpdateSchema>) =>
  api<{ staff: StaffMember; emailChange: { pending: string } | null }>(memberPath(id), { method: 'PUT', body });

/** 'Adicionar Novo Documento': the file and its fields (type, date, description) as a multipart form. */
export const uploadStaffDocument = (id: string, form: FormData) =>
  api<{ document: StaffDocument }>(`${memberPath(id)}/documents`, { method: 'POST', body: form });

export const deleteStaffDocument = (id: string, documentId: StaffDocument['id']) =>
  api<{ ok: true }>(`${memberPath(id)}/documents/${documentId}`, { method: 'DELETE' });

/** Issue 26: the member gets a link to choose a new password. */
export const sendStaffResetLink = (id: string) => api<{ ok: true }>(`${memberPath(id)}/password-reset`, { method: 'POST', body: {} });
