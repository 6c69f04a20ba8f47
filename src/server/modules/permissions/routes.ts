import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type MyPermissions, PERMISSIONS, permissionMatrixSchema } from '../../../domain/permissions';
import { staffAccess } from '../../auth/read-staff-access';
import type { AppEnv } from '../../context';
import { stores } from '../../db/schema';
import { currentUser, requirePermission, requireUser } from '../../http/guards';
import { validate } from '../../http/validate';
import { readPermissionMatrix } from './read-permission-matrix';
import { savePermissionMatrix } from './save-permission-matrix';

/** Configurações → Permissões: the job title × permission matrix. */
export const permissionsAdminRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('users.manage'), async (c) => c.json({ matrix: await readPermissionMatrix(c.var.ctx.database.db) }))
  .put('/', requirePermission('users.manage'), validate('json', permissionMatrixSchema), async (c) =>
    c.json({ matrix: await savePermissionMatrix(c.var.ctx.database.db, currentUser(c), c.req.valid('json')) }),
  );

/** What the signed-in user may do, so the web app hides what it would refuse (the server still decides). */
export const myPermissionsRoutes = new Hono<AppEnv>().get('/', requireUser, async (c) => {
  const access = await staffAccess(c);
  let storeName: string | null = null;
  if (access.storeId !== null) {
    const [store] = await c.var.ctx.database.db.select({ name: stores.name }).from(stores).where(eq(stores.id, access.storeId));
    storeName = store?.name ?? null;
  }
  const answer: MyPermissions = { permissions: PERMISSIONS.filter((p) => access.permissions.has(p)), storeId: access.storeId, storeName };
  return c.json(answer);
});
