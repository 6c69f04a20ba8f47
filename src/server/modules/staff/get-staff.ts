import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type StaffMember, selectStaff } from './staff-view';

export const STAFF_NOT_FOUND_MESSAGE = 'Funcionário não encontrado.';

export async function getStaff(db: DbOrTx, id: string): Promise<StaffMember> {
  const [member] = await selectStaff(db, eq(user.id, id));
  if (!member) throw notFound(STAFF_NOT_FOUND_MESSAGE);
  return member;
}
