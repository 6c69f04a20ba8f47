import { Hono } from 'hono';
import { z } from 'zod';
import { serialIdParam } from '../../../domain/schemas/fields';
import { registrySearchSchema } from '../../../domain/schemas/registries';
import type { AppEnv } from '../../context';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { createRegistryItem } from './create-registry-item';
import { deleteRegistryItem } from './delete-registry-item';
import { listRegistryItems } from './list-registry-items';
import type { AnyRegistryDef } from './registry-def';
import { updateRegistryItem } from './update-registry-item';

const idParam = z.object({
  id: serialIdParam('Registro inválido.'),
});

/** GET (?search=), POST, PUT /:id and DELETE /:id of one registry: any back-office user reads, 'catalog.manage' writes. */
export function registryRoutes(def: AnyRegistryDef) {
  return new Hono<AppEnv>()
    .get('/', requirePermission('backoffice.view'), validate('query', registrySearchSchema), async (c) => {
      const { search } = c.req.valid('query');
      return c.json({ items: await listRegistryItems(c.var.ctx.database.db, def, search) });
    })
    .post('/', requirePermission('catalog.manage'), validate('json', def.schema), async (c) => {
      const item = await createRegistryItem(c.var.ctx.database.db, def, currentUser(c), c.req.valid('json'));
      return c.json({ item }, 201);
    })
    .put('/:id', requirePermission('catalog.manage'), validate('param', idParam), validate('json', def.schema), async (c) => {
      const { id } = c.req.valid('param');
      const item = await updateRegistryItem(c.var.ctx.database.db, def, currentUser(c), id, c.req.valid('json'));
      return c.json({ item });
    })
    .delete('/:id', requirePermission('catalog.manage'), validate('param', idParam), async (c) => {
      await deleteRegistryItem(c.var.ctx.database.db, def, currentUser(c), c.req.valid('param').id);
      return c.json({ ok: true });
    });
}
