import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../domain/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntryView = {
  id: number;
  createdAt: string;
  userId: string | null;
  userName: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

const DAY_MS = 86_400_000;

/** Start of a São Paulo calendar day (UTC-3 all year since 2019, as src/domain/dates assumes). */
function startOfDay(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00-03:00`);
}

/** Back-office writes, newest first; the dates are inclusive São Paulo days. */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ items: AuditEntryView[]; total: number }> {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.userId) where.push(eq(auditLog.userId, query.userId));
  if (query.from) where.push(gte(auditLog.createdAt, startOfDay(query.from)));
  if (query.to) where.push(lt(auditLog.createdAt, new Date(startOfDay(query.to).getTime() + DAY_MS)));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(condition),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      userId: r.userId,
      userName: r.userName,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
    })),
    total: Number(total),
  };
}
