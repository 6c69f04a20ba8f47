import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffConference, StaffDetail, StaffDocument, StaffMember, StaffReport } from '@/domain/api/staff';
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

/**
 * 'Editar Dados' as the form sends it: its fields as text (built from the update schema; the select's
 * values are its enum's) and the store as an id or null. The server parses it with the same schema.
 */
export type StaffUpdateBody = Record<string, string | number | null>;

export const updateStaff = (id: string, body: StaffUpdateBody) =>
  api<{ staff: StaffMember; emailChange: { pending: string } | null }>(memberPath(id), { method: 'PUT', body });

/** 'Adicionar Novo Documento': the file and its fields (type, date, description) as a multipart form. */
export const uploadStaffDocument = (id: string, form: FormData) =>
  api<{ document: StaffDocument }>(`${memberPath(id)}/documents`, { method: 'POST', body: form });

export const deleteStaffDocument = (id: string, documentId: StaffDocument['id']) =>
  api<{ ok: true }>(`${memberPath(id)}/documents/${documentId}`, { method: 'DELETE' });

/** Issue 26: the member gets a link to choose a new password. */
export const sendStaffResetLink = (id: string) => api<{ ok: true }>(`${memberPath(id)}/password-reset`, { method: 'POST', body: {} });

/** A change to a member, after which `refetch` (the list, or the member's page) is read again; screens add their toasts through `mutate`'s callbacks. */
function useStaffChange<T, V>(refetch: readonly unknown[], mutationFn: (vars: V) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: refetch }) });
}

export const useUpdateStaff = (id: string) => useStaffChange(staffKeys.all, (body: StaffUpdateBody) => updateStaff(id, body));
export const useUploadStaffDocument = (id: string) => useStaffChange(staffKeys.detail(id), (form: FormData) => uploadStaffDocument(id, form));
export const useDeleteStaffDocument = (id: string) => useStaffChange(staffKeys.detail(id), (doc: StaffDocument) => deleteStaffDocument(id, doc.id));
export const useSendStaffResetLink = (id: string) => useMutation({ mutationFn: () => sendStaffResetLink(id) });
