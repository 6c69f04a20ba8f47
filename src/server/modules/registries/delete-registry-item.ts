import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../http/db-errors';
import { AppError, notFound } from '../../http/errors';
import { findUsage } from './registry-checks';
import type { AnyRegistryDef } from './registry-def';

/**
 * Deletes a registry row unless something still uses it: the count gives a precise message, and
 * the foreign keys (ON DELETE RESTRICT) are the last word for references added since.
 */
export async function deleteRegistryItem(db: Db, def: AnyRegistryDef, user: SessionUser, id: number) {
  const table = def.table;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw notFound(def.notFoundMessage);
      const usage = await findUsage(tx, def, id);
      if (usage) throw new AppError('IN_USE', usage);
      await tx.delete(table).where(eq(table.id, id));
      await recordAudit(tx, user, { action: 'delete', entity: def.entity, entityId: id, before });
    });
  } catch (err) {
    if (sqlState(err) === FOREIGN_KEY_VIOLATION) throw new AppError('IN_USE', def.inUseMessage);
    throw err;
  }
}
