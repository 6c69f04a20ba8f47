import { DEFAULT_PERMISSIONS, EDITABLE_JOB_TITLES, PERMISSIONS, type PermissionMatrixInput } from '../../../domain/permissions';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { jobTitlePermissions } from '../../db/schema';
import { readPermissionMatrix } from './read-permission-matrix';

/**
 * Stores the matrix as its differences from the defaults (so a default changed in a later version
 * reaches every title nobody customised), with the whole before and after in the audit log.
 * Permissions are read at every request, so the change applies at once on every instance.
 */
export async function savePermissionMatrix(db: Db, actor: SessionUser, input: PermissionMatrixInput) {
  return db.transaction(async (tx) => {
    const before = await readPermissionMatrix(tx);
    const rows = EDITABLE_JOB_TITLES.flatMap((jobTitle) => {
      const held = new Set(input.matrix[jobTitle]);
      const byDefault = new Set(DEFAULT_PERMISSIONS[jobTitle]);
      return PERMISSIONS.filter((p) => held.has(p) !== byDefault.has(p)).map((permission) => ({
        jobTitle,
        permission,
        granted: held.has(permission),
        updatedById: actor.id,
      }));
    });
    await tx.delete(jobTitlePermissions);
    if (rows.length) await tx.insert(jobTitlePermissions).values(rows);
    const after = await readPermissionMatrix(tx);
    await recordAudit(tx, actor, { action: 'update', entity: 'permissions', entityId: null, before, after });
    return after;
  });
}
