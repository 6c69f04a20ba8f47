import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../http/db-errors';
import { AppError } from '../../http/errors';
import { hasDuplicate } from './registry-checks';
import type { AnyRegistryDef, RegistryTable } from './registry-def';

export async function createRegistryItem(db: Db, def: AnyRegistryDef, user: SessionUser, input: unknown) {
  try {
    return await db.transaction(async (tx) => {
      if (await hasDuplicate(tx, def, input)) throw new AppError('DUPLICATE', def.duplicateMessage);
      // defineRegistry checked, per table, that this is a row of def.table.
      const values = (def.insertValues ? def.insertValues(input) : input) as RegistryTable['$inferInsert'];
      const [row] = await tx.insert(def.table).values(values).returning();
      await recordAudit(tx, user, { action: 'create', entity: def.entity, entityId: row!.id, after: row });
      return row!;
    });
  } catch (err) {
    // Two people saving the same name at once: the unique index decides, the user gets the message.
    if (isUniqueViolation(err)) throw new AppError('DUPLICATE', def.duplicateMessage);
    throw err;
  }
}
