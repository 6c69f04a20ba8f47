import type { AdminSettings } from '../../../domain/api/settings';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { readSetting, readShopSettings } from '../../db/settings-store';

export type { AdminSettings };

export async function getAdminSettings(db: Db, config: AppConfig): Promise<AdminSettings> {
  const [shop, gate] = await Promise.all([readShopSettings(db), readSetting(db, 'gate')]);
  return {
    shop,
    gate: {
      enabled: gate?.enabled ?? true,
      forcedOff: config.siteGateOff,
      hasPassword: Boolean(gate?.passwordHash),
    },
  };
}
