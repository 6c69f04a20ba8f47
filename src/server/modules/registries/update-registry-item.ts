import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../http/db-errors';
import { AppError, notFound } from '../../http/errors';
import { hasDuplicate } from './registry-checks';
import type { AnyRegistryDef, RegistryTable } from './registry-def';

export async function updateRegistryItem(db: Db, def: AnyRegistryDef, user: SessionUser, id: number, input: unknown) {
  const table = def.table;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw notFound(def.notFoundMessage);
      if (await hasDuplicate(tx, def, input, id)) throw new AppError('DUPLICATE', def.duplicateMessage);
      // defineRegistry checked, per table, that the input's fields are columns of def.table.
      const values = input as Partial<RegistryTable['$inferInsert']>;
      const [after] = await tx.update(table).set(values).where(eq(table.id, id)).returning();
      await recordAudit(tx, user, { action: 'update', entity: def.entity, entityId: id, before, after });
      return after!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('DUPLICATE', def.duplicateMessage);
    throw err;
  }
}
