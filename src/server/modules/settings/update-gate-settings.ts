import { GATE_PASSWORD_NEEDED_MESSAGE, type GateSettingsInput } from '../../../domain/schemas/settings';
import { recordAudit } from '../../audit-log/record-audit';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { type GateSettings, readSetting, writeSetting } from '../../db/settings-store';
import { AppError } from '../../http/errors';
import { hashGatePassword } from '../gate';

/**
 * Turns the site gate on or off and optionally sets a new shared password. A new password bumps
 * the version that visitors' passes name, so every pass given for the old password stops working.
 * The audit entry records the switch and that the password changed, never the password or hash.
 */
export async function updateGateSettings(db: Db, actor: SessionUser, input: GateSettingsInput): Promise<void> {
  const current: GateSettings = (await readSetting(db, 'gate')) ?? { enabled: true, passwordHash: null, version: 1 };
  const password = input.password?.trim() ? input.password : null;
  if (input.enabled && !password && !current.passwordHash) throw new AppError('GATE_PASSWORD_NEEDED', GATE_PASSWORD_NEEDED_MESSAGE);
  const next: GateSettings = {
    enabled: input.enabled,
    passwordHash: password ? await hashGatePassword(password) : current.passwordHash,
    version: password ? current.version + 1 : current.version,
  };
  await db.transaction(async (tx) => {
    await writeSetting(tx, 'gate', next, actor.id);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: 'gate',
      before: { enabled: current.enabled, version: current.version },
      after: { enabled: next.enabled, version: next.version, passwordChanged: Boolean(password) },
    });
  });
}
