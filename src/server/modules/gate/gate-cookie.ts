import type { Context } from 'hono';
import { getCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../../context';
import { verifySignedCookie } from '../../http/signed-cookie';
import { readGate } from './gate-state';

export const GATE_COOKIE = 'ldf_gate';

/** True when the gate is off or the visitor holds a signed pass for the current gate password. */
export async function hasGatePass(c: Context<AppEnv>): Promise<boolean> {
  const { config, database } = c.var.ctx;
  const gate = await readGate(database.db, config);
  if (!gate.enabled) return true;
  const cookie = getCookie(c, GATE_COOKIE);
  const value = cookie === undefined ? null : verifySignedCookie(cookie, config.appSecret);
  // The pass names the password version, so changing the password closes the site to old passes.
  return value === `v${gate.version}`;
}

export async function grantGatePass(c: Context<AppEnv>, version: number) {
  const { config } = c.var.ctx;
  await setSignedCookie(c, GATE_COOKIE, `v${version}`, config.appSecret, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.production,
    path: '/',
    maxAge: 60 * 60 * 24 * 30,
  });
}
