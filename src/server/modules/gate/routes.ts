import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../http/errors';
import { clientIp, overRateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { grantGatePass, hasGatePass } from './gate-cookie';
import { verifyGatePassword } from './gate-password';
import { readGate } from './gate-state';

const unlockSchema = z.object({ password: z.string().trim().min(1, 'Informe a senha de acesso.').max(200) });

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
    const limit = Number(process.env.GATE_RATE_LIMIT ?? 10);
    if (await overRateLimit(database.db, `gate:${clientIp(c)}`, limit, 60)) {
      throw new AppError(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde um minuto e tente novamente.');
    }
    const gate = await readGate(database.db, config);
    if (!gate.enabled) return c.json({ unlocked: true });
    const { password } = c.req.valid('json');
    if (!gate.passwordHash || !(await verifyGatePassword(password, gate.passwordHash))) {
      throw new AppError(401, 'WRONG_PASSWORD', 'A senha para acessar o site está incorreta.');
    }
    await grantGatePass(c, gate.version);
    return c.json({ unlocked: true });
  });
