import { asc, isNotNull } from 'drizzle-orm';
import type { AuditFilters } from '../../../domain/api/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type { AuditFilters };

/** The values the audit filters can take: what the log actually holds. */
export async function listAuditFilters(db: Db): Promise<AuditFilters> {
  const [entities, actions, users] = await Promise.all([
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db.selectDistinct({ id: auditLog.userId, name: auditLog.userName }).from(auditLog).where(isNotNull(auditLog.userId)).orderBy(asc(auditLog.userName)),
  ]);
  // A user renamed between writes appears once, under the latest-sorted name.
  const byId = new Map<string, string>();
  for (const u of users) if (u.id) byId.set(u.id, u.name);
  return {
    entities: entities.map((e) => e.entity),
    actions: actions.map((a) => a.action),
    users: [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  };
}
