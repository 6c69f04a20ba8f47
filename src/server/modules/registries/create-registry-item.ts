import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../../http/db-errors';
import { conflict } from '../../http/errors';
import type { RegistryDef, RegistryTable } from './registry-def';

export async function createRegistryItem<T extends RegistryTable, Input>(
  db: Db,
  def: RegistryDef<T, Input>,
  user: SessionUser,
  input: Input,
) {
  try {
    return await db.transaction(async (tx) => {
      const duplicate = await def.findDuplicate(tx, input);
      if (duplicate) throw conflict(duplicate, 'DUPLICATE');
      const row = await def.insert(tx, input);
      await recordAudit(tx, user, { action: 'create', entity: def.entity, entityId: row.id, after: row });
      return row;
    });
  } catch (err) {
    // Two people saving the same name at once: the unique index decides, the user gets the message.
    if (sqlState(err) === UNIQUE_VIOLATION) throw conflict(def.duplicateMessage, 'DUPLICATE');
    throw err;
  }
}
