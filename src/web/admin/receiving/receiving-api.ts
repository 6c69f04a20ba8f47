import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NfeChoices,
  NfePreview,
  ReceivingCheckDetail,
  ReceivingCheckListItem,
  ReceivingCheckListQuery,
  ReceivingLineInput,
  SupplierInvoiceDetail,
  SupplierInvoiceListItem,
  SupplierInvoiceListQuery,
} from '@/domain/schemas/receiving';
import type { DocumentPage } from '@/domain/schemas/stock-documents';
import { api } from '../../lib/api';
import { stockKeys, toSearch } from '../stock/stock-api';

// Conferência and Histórico de Conferências: one fetch, query options and hook per endpoint.

export const receivingKeys = {
  all: ['admin', 'receiving'] as const,
  checks: (q: object) => ['admin', 'receiving', 'checks', q] as const,
  check: (id: number) => ['admin', 'receiving', 'check', id] as const,
};

export const checksQuery = (q: ReceivingCheckListQuery & { receiverUserId?: string }) =>
  queryOptions({
    queryKey: receivingKeys.checks(q),
    queryFn: () => api<DocumentPage<ReceivingCheckListItem>>(`/api/admin/receiving-checks?${toSearch(q)}`),
    placeholderData: keepPreviousData,
  });
export const useReceivingChecks = (q: ReceivingCheckListQuery) => useQuery(checksQuery(q));

export const checkQuery = (id: number) =>
  queryOptions({
    queryKey: receivingKeys.check(id),
    queryFn: () => api<{ check: ReceivingCheckDetail }>(`/api/admin/receiving-checks/${id}`).then((r) => r.check),
  });
export const useReceivingCheck = (id: number) => useQuery(checkQuery(id));

export const checkPdfUrl = (id: number) => `/api/admin/receiving-checks/${id}/conferencia.pdf`;

/** What 'Finalizar' sends (the schema's input: the server checks everything again). */
export type ReceivingCheckBody = {
  lines: ReceivingLineInput[];
  number: string;
  series: string;
  emissionDate: string;
  receptionDate: string;
  supplierId: number | null;
  receiverName: string;
  autoEntry: boolean;
  notes: string;
  supervisorEmail?: string;
  supervisorPassword?: string;
  idempotencyKey: string;
};

export function useCreateReceivingCheck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceivingCheckBody) =>
      api<{ check: ReceivingCheckDetail; created: boolean }>('/api/admin/receiving-checks', { method: 'POST', body }),
    // A check may enter stock: every stock list, the warehouse and the staff pages change.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: receivingKeys.all }),
        qc.invalidateQueries({ queryKey: stockKeys.all }),
        qc.invalidateQueries({ queryKey: ['admin', 'products'] }),
        qc.invalidateQueries({ queryKey: ['admin', 'product-picker'] }),
        qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        qc.invalidateQueries({ queryKey: ['admin', 'staff'] }),
      ]),
  });
}

// Notas Fiscais.
export const invoiceKeys = {
  list: (q: object) => ['admin', 'receiving', 'invoices', q] as const,
  one: (id: number) => ['admin', 'receiving', 'invoice', id] as const,
};

export const invoicesQuery = (q: SupplierInvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(q),
    queryFn: () => api<DocumentPage<SupplierInvoiceListItem>>(`/api/admin/supplier-invoices?${toSearch(q)}`),
    placeholderData: keepPreviousData,
  });
export const useSupplierInvoices = (q: SupplierInvoiceListQuery) => useQuery(invoicesQuery(q));

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.one(id),
    queryFn: () => api<{ invoice: SupplierInvoiceDetail }>(`/api/admin/supplier-invoices/${id}`).then((r) => r.invoice),
  });
export const useSupplierInvoice = (id: number) => useQuery({ ...invoiceQuery(id), enabled: id > 0 });

export const invoicePhotoUrl = (id: number) => `/api/admin/supplier-invoices/${id}/photo`;

export function useUploadInvoicePhoto(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return api<{ photo: { fileName: string } }>(`/api/admin/supplier-invoices/${id}/photo`, { method: 'POST', body: form });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: receivingKeys.all }),
  });
}

export function usePreviewNfe() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return api<{ preview: NfePreview }>('/api/admin/supplier-invoices/nfe/preview', { method: 'POST', body: form }).then((r) => r.preview);
    },
  });
}

export function useImportNfe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, choices }: { file: File; choices: NfeChoices }) => {
      const form = new FormData();
      form.set('file', file, file.name);
      form.set('choices', JSON.stringify(choices));
      return api<{ invoiceId: number }>('/api/admin/supplier-invoices/nfe', { method: 'POST', body: form });
    },
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: receivingKeys.all }), qc.invalidateQueries({ queryKey: ['admin', 'suppliers'] })]),
  });
}
