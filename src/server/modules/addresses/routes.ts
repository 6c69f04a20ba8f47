import { Hono } from 'hono';
import { z } from 'zod';
import { savedAddressSchema } from '../../../domain/schemas/account';
import { serialIdParam } from '../../../domain/schemas/fields';
import type { AppEnv } from '../../context';
import { currentUser, requireCustomer } from '../../http/guards';
import { validate } from '../../http/validate';
import { createAddress } from './create-address';
import { deleteAddress } from './delete-address';
import { listAddresses } from './list-addresses';
import { setDefaultAddress } from './set-default-address';
import { updateAddress } from './update-address';

const INVALID_ID_MESSAGE = 'Endereço inválido.';
// Bounded to the serial column's range, so a huge id is a 400 rather than a database error.
const idParam = z.object({
  id: serialIdParam(INVALID_ID_MESSAGE),
});

/** The signed-in customer's own address book (mounted at /api/store/addresses). */
export const addressRoutes = new Hono<AppEnv>()
  .get('/', requireCustomer, async (c) => {
    const addresses = await listAddresses(c.var.ctx.database.db, currentUser(c).id);
    return c.json({ addresses });
  })
  .post('/', requireCustomer, validate('json', savedAddressSchema), async (c) => {
    const address = await createAddress(c.var.ctx.database.db, currentUser(c).id, c.req.valid('json'));
    return c.json({ address }, 201);
  })
  .patch('/:id', requireCustomer, validate('param', idParam), validate('json', savedAddressSchema), async (c) => {
    const { id } = c.req.valid('param');
    const address = await updateAddress(c.var.ctx.database.db, currentUser(c).id, id, c.req.valid('json'));
    return c.json({ address });
  })
  .delete('/:id', requireCustomer, validate('param', idParam), async (c) => {
    await deleteAddress(c.var.ctx.database.db, currentUser(c).id, c.req.valid('param').id);
    return c.json({ ok: true as const });
  })
  .post('/:id/default', requireCustomer, validate('param', idParam), async (c) => {
    await setDefaultAddress(c.var.ctx.database.db, currentUser(c).id, c.req.valid('param').id);
    return c.json({ ok: true as const });
  });
