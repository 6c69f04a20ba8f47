import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { readShopSettings, type ShopSettings, writeSetting } from '../../db/settings-store';

/** Store name, footer contact block and Pix receiver, validated by shopSettingsSchema. */
export async function updateShopSettings(db: Db, actor: SessionUser, value: ShopSettings): Promise<void> {
  const before = await readShopSettings(db);
  await db.transaction(async (tx) => {
    await writeSetting(tx, 'shop', value, actor.id);
    await recordAudit(tx, actor, { action: 'update', entity: 'settings', entityId: 'shop', before, after: value });
  });
}
