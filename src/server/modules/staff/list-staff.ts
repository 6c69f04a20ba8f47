import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers, user } from '../../db/schema';
import { wordsCondition as searchCondition } from '../../http/list-query';
import { selectStaff } from './staff-view';

/** The staff list (requirements §2, Cadastros): search over name, e-mail, job title and phone; `onlyId`: just that member. */
export function listStaff(db: Db, search: string, onlyId: string | null = null) {
  const matches = searchCondition([user.name, user.email, staffMembers.jobTitle, staffMembers.phone], search);
  return selectStaff(db, onlyId === null ? matches : and(matches, eq(user.id, onlyId)));
}
