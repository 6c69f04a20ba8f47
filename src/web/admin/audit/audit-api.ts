import type { AuditEntryView, AuditFilters } from '@/domain/api/audit';
import type { AuditQuery } from '@/domain/schemas/audit';
import { api } from '../../lib/api';
import { toSearch } from '../../lib/to-search';

export type { AuditEntryView, AuditFilters };

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  filters: ['admin', 'audit', 'filters'] as const,
  list: (q: AuditQuery) => ['admin', 'audit', 'list', q] as const,
};

export const fetchAudit = (q: AuditQuery) => api<{ items: AuditEntryView[]; total: number }>(`/api/admin/audit?${toSearch(q)}`);

export const fetchAuditFilters = () => api<AuditFilters>('/api/admin/audit/filters');
