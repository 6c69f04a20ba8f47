import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalInvoiceDetail, FiscalInvoiceListItem, FiscalSettings, OrderInvoiceSummary, OrderWithoutInvoice } from '@/domain/api/fiscal';
import type { CancelInvoiceInput, FiscalInvoiceListQuery, FiscalSettingsInput } from '@/domain/schemas/fiscal';
import { invalidateDashboard } from '../../lib/admin-views';
import { api } from '../../lib/api';
import { pageQuery, recordQuery } from '../../lib/query-options';

// Issue 28's sales invoices (docs/fiscal-api.md): issuer settings, Notas Emitidas, reissue, cancel.

export type { FiscalInvoiceDetail, FiscalInvoiceListItem, FiscalSettings, OrderInvoiceSummary, OrderWithoutInvoice };

export const fiscalKeys = {
  all: ['admin', 'fiscal'] as const,
  settings: ['admin', 'fiscal', 'settings'] as const,
  invoices: (q: object) => ['admin', 'fiscal', 'invoices', q] as const,
  invoice: (id: number) => ['admin', 'fiscal', 'invoice', id] as const,
  rejectedCount: ['admin', 'fiscal', 'rejected-count'] as const,
  orderInvoice: (orderId: string) => ['admin', 'fiscal', 'order', orderId] as const,
  ordersWithoutInvoice: ['admin', 'fiscal', 'orders-without-invoice'] as const,
  readiness: ['admin', 'fiscal', 'readiness'] as const,
};

const SETTINGS = '/api/admin/fiscal/settings';
const INVOICES = '/api/admin/fiscal/invoices';

export const useFiscalSettings = () => useQuery(recordQuery<FiscalSettings>(fiscalKeys.settings, SETTINGS, 'settings'));

export function useSaveFiscalSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FiscalSettingsInput) => api<{ settings: FiscalSettings }>(SETTINGS, { method: 'PUT', body }).then((r) => r.settings),
    onSuccess: (settings) => {
      qc.setQueryData(fiscalKeys.settings, settings);
      qc.setQueryData(fiscalKeys.readiness, settings.configured);
    },
  });
}

type InvoicePage = { items: FiscalInvoiceListItem[]; total: number; page: number; pageSize: number };

export const useFiscalInvoices = (q: FiscalInvoiceListQuery) => useQuery(pageQuery<InvoicePage>(fiscalKeys.invoices(q), INVOICES, q));
/** Waiting for SEFAZ, or authorised while its XML and DANFE are still being copied from the provider. */
export const invoiceFilesPending = (i: Pick<FiscalInvoiceDetail, 'status' | 'hasDanfe' | 'hasXml'> | undefined) =>
  !!i && (i.status === 'processing' || (i.status === 'authorized' && !(i.hasDanfe && i.hasXml)));

// Asked again every few seconds while the provider is still answering, so the downloads appear by themselves.
export const useFiscalInvoice = (id: number) =>
  useQuery({
    ...recordQuery<FiscalInvoiceDetail>(fiscalKeys.invoice(id), `${INVOICES}/${id}`, 'invoice'),
    refetchInterval: (q) => (invoiceFilesPending(q.state.data) ? 3000 : false),
  });

/** Rejected invoices waiting for someone (the dashboard's card); off for whoever may not see them. */
export const useRejectedInvoiceCount = (enabled: boolean) =>
  useQuery({ queryKey: fiscalKeys.rejectedCount, queryFn: () => api<{ count: number }>(`${INVOICES}/rejected-count`).then((r) => r.count), enabled });

/** The invoice of one order (null: none), for the order screen and the cancel-order question. */
export const useOrderInvoice = (orderId: string, enabled = true) =>
  useQuery({ ...recordQuery<OrderInvoiceSummary | null>(fiscalKeys.orderInvoice(orderId), `/api/admin/fiscal/orders/${orderId}/invoice`, 'invoice'), enabled });

/** Whether Configurações → Fiscal has everything an invoice needs (the dashboard's warning); off for whoever may not issue. */
export const useFiscalReadiness = (enabled: boolean) =>
  useQuery({
    queryKey: fiscalKeys.readiness,
    queryFn: () => api<{ configured: boolean }>('/api/admin/fiscal/readiness').then((r) => r.configured),
    enabled,
  });

/** Paid orders with no NF-e yet (Notas Emitidas' 'Emitir nota'). */
export const useOrdersWithoutInvoice = () =>
  useQuery({
    queryKey: fiscalKeys.ordersWithoutInvoice,
    queryFn: () => api<{ items: OrderWithoutInvoice[]; total: number }>('/api/admin/fiscal/orders-without-invoice'),
  });

export const danfeUrl = (id: number) => `${INVOICES}/${id}/danfe`;
export const xmlUrl = (id: number) => `${INVOICES}/${id}/xml`;
export const cancelXmlUrl = (id: number) => `${INVOICES}/${id}/cancel-xml`;

/** Whatever shows invoices (the list, the detail, the order's invoice and the dashboard's count) is refetched. */
function useInvalidateInvoices() {
  const qc = useQueryClient();
  return (invoice: FiscalInvoiceDetail) => {
    qc.setQueryData(fiscalKeys.invoice(invoice.id), invoice);
    return Promise.all([qc.invalidateQueries({ queryKey: fiscalKeys.all }), invalidateDashboard(qc)]);
  };
}

export function useReissueInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (i: { id: number; version: number }) =>
      api<{ invoice: FiscalInvoiceDetail }>(`${INVOICES}/${i.id}/reissue`, { method: 'POST', body: { version: i.version } }).then((r) => r.invoice),
    onSuccess: invalidate,
  });
}

/**
 * 'Cancelar nota'. Without a version (the order screen's summary has none) the invoice is read
 * first, so the cancel still refuses to act on a state nobody saw.
 */
export function useCancelInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: async (i: { id: number; version?: number; justification: CancelInvoiceInput['justification'] }) => {
      const version = i.version ?? (await api<{ invoice: FiscalInvoiceDetail }>(`${INVOICES}/${i.id}`)).invoice.version;
      const r = await api<{ invoice: FiscalInvoiceDetail }>(`${INVOICES}/${i.id}/cancel`, {
        method: 'POST',
        body: { version, justification: i.justification },
      });
      return r.invoice;
    },
    onSuccess: invalidate,
  });
}

export function useIssueOrderInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (orderId: string) =>
      api<{ invoice: FiscalInvoiceDetail }>(`/api/admin/fiscal/orders/${orderId}/issue`, { method: 'POST' }).then((r) => r.invoice),
    onSuccess: invalidate,
  });
}
