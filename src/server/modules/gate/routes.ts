import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { clientAddress } from '../../http/client-address';
import { AppError } from '../../http/errors';
import { isThrottled, recordFailure, type ThrottleRule, tooManyAttempts } from '../../http/throttle';
import { validate } from '../../http/validate';
import { grantGatePass, hasGatePass } from './gate-cookie';
import { verifyGatePassword } from './gate-password';
import { readGate } from './gate-state';

const unlockSchema = z.object(
  { password: z.string({ error: 'Informe a senha de acesso.' }).trim().min(1, 'Informe a senha de acesso.').max(200, 'Senha longa demais.') },
  { error: 'Informe a senha de acesso.' },
);

export const gateRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { database, config } = c.var.ctx;
    const gate = await readGate(database.db, config);
    const user = c.var.user;
    const staff = user?.role === 'staff' || user?.role === 'admin';
    return c.json({ enabled: gate.enabled, unlocked: staff || (await hasGatePass(c)) });
  })
  .post('/unlock', validate('json', unlockSchema), async (c) => {
    const { database, config } = c.var.ctx;
    // Only wrong passwords count: many visitors behind one carrier address (CGNAT) all get in.
    const rule: ThrottleRule = { key: `gate:${clientAddress(c)}`, max: config.gateFailureLimit, windowSeconds: 60 };
    const throttle = await isThrottled(database.db, rule);
    if (throttle.limited) throw tooManyAttempts('Muitas tentativas. Aguarde um minuto e tente novamente.', throttle.retryAfterSeconds);
    const gate = await readGate(database.db, config);
    if (!gate.enabled) return c.json({ unlocked: true });
    const { password } = c.req.valid('json');
    if (!gate.passwordHash || !(await verifyGatePassword(password, gate.passwordHash))) {
      await recordFailure(database.db, rule);
      throw new AppError('WRONG_PASSWORD', 'A senha para acessar o site está incorreta.');
    }
    await grantGatePass(c, gate.version);
    return c.json({ unlocked: true });
  });
