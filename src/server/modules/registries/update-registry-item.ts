import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../../http/db-errors';
import { conflict, notFound } from '../../http/errors';
import type { RegistryDef, RegistryTable } from './registry-def';

export async function updateRegistryItem<T extends RegistryTable, Input>(
  db: Db,
  def: RegistryDef<T, Input>,
  user: SessionUser,
  id: number,
  input: Input,
) {
  const table = def.table as RegistryTable;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw notFound(def.notFoundMessage);
      const duplicate = await def.findDuplicate(tx, input, id);
      if (duplicate) throw conflict(duplicate, 'DUPLICATE');
      const after = await def.update(tx, id, input);
      await recordAudit(tx, user, { action: 'update', entity: def.entity, entityId: id, before, after });
      return after!;
    });
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw conflict(def.duplicateMessage, 'DUPLICATE');
    throw err;
  }
}
