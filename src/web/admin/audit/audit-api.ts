import type { AuditFilters } from '@/domain/api/audit';
import type { AuditEntryView } from '@/domain/api/audit';
import { api } from '../../lib/api';

export type { AuditEntryView, AuditFilters };
export type AuditQueryState = { entity: string; action: string; userId: string; from: string; to: string; page: number; pageSize: number };

export const auditKey = ['admin', 'audit'] as const;

export function fetchAudit(q: AuditQueryState) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== '' && v !== undefined) params.set(k, String(v));
  return api<{ items: AuditEntryView[]; total: number }>(`/api/admin/audit?${params}`);
}

export const fetchAuditFilters = () => api<AuditFilters>('/api/admin/audit/filters');
