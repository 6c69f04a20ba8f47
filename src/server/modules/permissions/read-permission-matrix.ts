import { permissionMatrix } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { jobTitlePermissions } from '../../db/schema';

/** The matrix as the Permissões screen shows it: the defaults with the stored changes. */
export async function readPermissionMatrix(db: DbOrTx) {
  const overrides = await db
    .select({ jobTitle: jobTitlePermissions.jobTitle, permission: jobTitlePermissions.permission, granted: jobTitlePermissions.granted })
    .from(jobTitlePermissions);
  return permissionMatrix(overrides);
}
