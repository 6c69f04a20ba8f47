import { Hono } from 'hono';
import { z } from 'zod';
import { adminUserCreateSchema, userListQuerySchema, userRoleChangeSchema } from '../../../domain/schemas/admin-users';
import type { AppEnv } from '../../context';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { staffAccess } from '../permissions';
import { addUser } from './add-user';
import { changeUserRole, USER_NOT_FOUND_MESSAGE } from './change-user-role';
import { deleteUser } from './delete-user';
import { listUsers } from './list-users';

const idParam = z.object({ id: z.string().min(1, { error: USER_NOT_FOUND_MESSAGE }).max(100, { error: USER_NOT_FOUND_MESSAGE }) });

/**
 * User management (requirements §6): the list (every account's name and e-mail) needs 'users.manage'
 * (decision 054); any back-office user may register a customer; accounts with back-office access,
 * role changes and deletions need 'users.manage', and administrators' accounts the admin role.
 */
export const adminUsersRoutes = new Hono<AppEnv>()
  .get('/', requirePermission('users.manage'), validate('query', userListQuerySchema), async (c) =>
    c.json(await listUsers(c.var.ctx.database.db, c.req.valid('query'))),
  )
  .post('/', requirePermission('backoffice.view'), validate('json', adminUserCreateSchema), async (c) => {
    const created = await addUser(c.var.ctx, currentUser(c), await staffAccess(c), c.req.valid('json'));
    return c.json({ user: created }, 201);
  })
  .patch('/:id/role', requirePermission('users.manage'), validate('param', idParam), validate('json', userRoleChangeSchema), async (c) => {
    await changeUserRole(c.var.ctx.database.db, currentUser(c), c.req.valid('param').id, c.req.valid('json').role);
    return c.json({ ok: true });
  })
  .delete('/:id', requirePermission('users.manage'), validate('param', idParam), async (c) => {
    await deleteUser(c.var.ctx, currentUser(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
