import type { SessionUser } from '../context';
import { batches } from '../db/batches';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  action: 'create' | 'update' | 'delete' | string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

const auditRow = (user: SessionUser | null, entry: AuditEntry) => ({
  userId: user?.id ?? null,
  // No user: the shop itself acted (an unpaid order expiring).
  userName: user?.name ?? 'Sistema (automático)',
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId == null ? null : String(entry.entityId),
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** Records a back-office write; call inside the write's transaction so both land or neither. */
export async function recordAudit(tx: DbOrTx, user: SessionUser | null, entry: AuditEntry) {
  await tx.insert(auditLog).values(auditRow(user, entry));
}

/** Many entries of one bulk write (an import) in one statement per 500. */
export async function recordAudits(tx: DbOrTx, user: SessionUser | null, entries: AuditEntry[]) {
  for (const batch of batches(entries, 500)) {
    await tx.insert(auditLog).values(batch.map((e) => auditRow(user, e)));
  }
}
