import './zod-locale';
import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 25;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const INVALID_DATE_MESSAGE = 'Data inválida.';

const day = z
  .string()
  .optional()
  .refine((value) => !value || (ISO_DAY.test(value) && !Number.isNaN(Date.parse(value))), { error: INVALID_DATE_MESSAGE });

/** Filters of the audit browser; dates are São Paulo calendar days, inclusive on both ends. */
export const auditQuerySchema = z
  .object({
    entity: z.string().max(60).optional(),
    userId: z.string().max(100).optional(),
    action: z.string().max(60).optional(),
    entityId: z.string().max(100).optional(),
    from: day,
    to: day,
    page: z.coerce.number({ error: 'Página inválida.' }).int({ error: 'Página inválida.' }).min(1, { error: 'Página inválida.' }).max(100_000, { error: 'Página inválida.' }).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'A data inicial deve ser anterior à final.', path: ['to'] });

export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Readable names of what the audit log records, for the filters and the table. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  role_change: 'Alteração de função',
  status_change: 'Alteração de status',
  mark_paid: 'Pagamento confirmado',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export type AuditChange = { field: string; before: unknown; after: unknown };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields that differ between the before and after snapshots (top level; nested values are
 * compared as JSON), in a stable order, so the details dialog can show a readable diff.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = isPlainObject(before) ? before : before == null ? {} : { valor: before };
  const a = isPlainObject(after) ? after : after == null ? {} : { valor: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({ field: key, before: b[key], after: a[key] }));
}
