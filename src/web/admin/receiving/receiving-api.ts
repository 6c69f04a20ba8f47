import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProduct, ProductOptions } from '@/domain/api/admin-products';
import type { productCreateSchema } from '@/domain/schemas/product';
import type {
  NfeChoicesBody,
  NfePreview,
  ReceivingCheckDetail,
  ReceivingCheckListItem,
  ReceivingCheckListQuery,
  receivingCheckCreateSchema,
  SupplierInvoiceDetail,
  SupplierInvoiceListItem,
  SupplierInvoiceListQuery,
} from '@/domain/schemas/receiving';
import type { DocumentPage } from '@/domain/schemas/stock-documents';
import { adminViewKeys, invalidateStockViews, registryKeys } from '../../lib/admin-views';
import { api } from '../../lib/api';
import { pageQuery, recordQuery } from '../../lib/query-options';

// Conferência and Histórico de Conferências: one fetch, query options and hook per endpoint.

export const receivingKeys = {
  all: ['admin', 'receiving'] as const,
  checks: (q: object) => ['admin', 'receiving', 'checks', q] as const,
  check: (id: number) => ['admin', 'receiving', 'check', id] as const,
};

const CHECKS = '/api/admin/receiving-checks';

export const useReceivingChecks = (q: ReceivingCheckListQuery) => useQuery(pageQuery<DocumentPage<ReceivingCheckListItem>>(receivingKeys.checks(q), CHECKS, q));
export const useReceivingCheck = (id: number) => useQuery(recordQuery<ReceivingCheckDetail>(receivingKeys.check(id), `${CHECKS}/${id}`, 'check'));

export const checkPdfUrl = (id: number) => `${CHECKS}/${id}/conferencia.pdf`;

/** What 'Finalizar' sends (the schema's input: the server checks everything again). */
export type ReceivingCheckBody = z.input<typeof receivingCheckCreateSchema>;

export function useCreateReceivingCheck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceivingCheckBody) => api<{ check: ReceivingCheckDetail; created: boolean }>(CHECKS, { method: 'POST', body }),
    // A check may enter stock: every stock list, the warehouse and the staff pages change.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: receivingKeys.all }), invalidateStockViews(qc)]),
  });
}

// Notas Fiscais.
export const invoiceKeys = {
  list: (q: object) => ['admin', 'receiving', 'invoices', q] as const,
  one: (id: number) => ['admin', 'receiving', 'invoice', id] as const,
};

const INVOICES = '/api/admin/supplier-invoices';

export const useSupplierInvoices = (q: SupplierInvoiceListQuery) =>
  useQuery(pageQuery<DocumentPage<SupplierInvoiceListItem>>(invoiceKeys.list(q), INVOICES, q));
export const useSupplierInvoice = (id: number) =>
  useQuery({ ...recordQuery<SupplierInvoiceDetail>(invoiceKeys.one(id), `${INVOICES}/${id}`, 'invoice'), enabled: id > 0 });

export const invoicePhotoUrl = (id: number) => `${INVOICES}/${id}/photo`;

/** A file upload's body: the file as `file`, and the other fields beside it. */
function fileForm(file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', file, file.name);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export function useUploadInvoicePhoto(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api<{ photo: { fileName: string } }>(invoicePhotoUrl(id), { method: 'POST', body: fileForm(file) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: receivingKeys.all }),
  });
}

export function usePreviewNfe() {
  return useMutation({
    mutationFn: (file: File) => api<{ preview: NfePreview }>(`${INVOICES}/nfe/preview`, { method: 'POST', body: fileForm(file) }).then((r) => r.preview),
  });
}

export function useImportNfe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, choices, homologation }: { file: File; choices: NfeChoicesBody; homologation: boolean }) =>
      api<{ invoiceId: number }>(`${INVOICES}/nfe`, {
        method: 'POST',
        body: fileForm(file, { choices: JSON.stringify(choices), homologation: String(homologation) }),
      }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: receivingKeys.all }), qc.invalidateQueries({ queryKey: registryKeys.all('suppliers') })]),
  });
}

// 'Cadastrar produto' from an NF-e line: a product like the products screen's, so under the products'
// root key (web/lib/admin-views.ts), which every products view is refetched by.
const PRODUCTS = '/api/admin/products';

/** The categories and suppliers the product form offers (the products screen asks the same GET under the same key). */
export const useProductOptions = (enabled: boolean) =>
  useQuery({ queryKey: [...adminViewKeys.products, 'options'], queryFn: () => api<ProductOptions>(`${PRODUCTS}/options`), enabled });

/** Creates the product (the product form's body); every products view is read again before the screen's callbacks. */
export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof productCreateSchema>) => api<{ product: AdminProduct }>(PRODUCTS, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminViewKeys.products }),
  });
}
