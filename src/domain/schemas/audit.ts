import './zod-locale';
import { z } from 'zod';
import { pageFields, periodFields, withPeriodOrder } from './list-query';

export const AUDIT_PAGE_SIZE = 25;
/** Filters of the audit browser, kept in the URL; dates are São Paulo days, inclusive on both ends. */
export const auditQuerySchema = withPeriodOrder(
  z.object({
    entity: z.string().max(60).optional(),
    userId: z.string().max(100).optional(),
    action: z.string().max(60).optional(),
    entityId: z.string().max(100).optional(),
    ...periodFields,
    ...pageFields(AUDIT_PAGE_SIZE),
  }),
);

export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Readable names of what the audit log records, for the filters and the table. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  role_change: 'Alteração de função',
  status_change: 'Alteração de status',
  mark_paid: 'Pagamento confirmado',
  status: 'Alteração de status',
  item_status: 'Alteração de status de item',
  reverse: 'Estorno',
  archive: 'Arquivamento',
  restore: 'Reativação',
  refund: 'Reembolso',
  generate: 'Geração',
  stock_adjustment: 'Ajuste de estoque',
  password_reset_sent: 'Envio de redefinição de senha',
  email_change_requested: 'Pedido de troca de e-mail',
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
  return keys.filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key])).map((key) => ({ field: key, before: b[key], after: a[key] }));
}
