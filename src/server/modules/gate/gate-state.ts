import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { type GateSettings, readSetting, writeSetting } from '../../db/settings-store';
import { hashGatePassword } from './gate-password';

/**
 * The gate's settings row is created at start from the environment; afterwards an administrator's
 * change in the back-office wins. SITE_GATE=off always opens the site.
 */
export async function ensureGateSettings(db: Db, config: AppConfig) {
  const current = await readSetting(db, 'gate');
  if (current) return;
  await writeSetting(
    db,
    'gate',
    {
      enabled: !config.siteGateOff,
      passwordHash: config.siteAccessPassword ? await hashGatePassword(config.siteAccessPassword) : null,
      version: 1,
    },
    null,
  );
}

export async function readGate(db: Db, config: AppConfig): Promise<GateSettings> {
  const gate = await readSetting(db, 'gate');
  const value = gate ?? { enabled: true, passwordHash: null, version: 1 };
  return config.siteGateOff ? { ...value, enabled: false } : value;
}
