import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { readSetting, readShopSettings, type ShopSettings } from './settings-store';

/** What the settings page shows. The gate's password hash never leaves the server. */
export type AdminSettings = {
  shop: ShopSettings;
  gate: {
    enabled: boolean;
    /** SITE_GATE=off in the environment keeps the site open whatever is saved here. */
    forcedOff: boolean;
    hasPassword: boolean;
  };
};

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
