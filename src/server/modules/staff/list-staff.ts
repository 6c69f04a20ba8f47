import type { Db } from '../../db/client';
import { staffMembers, user } from '../../db/schema';
import { wordsCondition as searchCondition } from '../../http/list-query';
import { selectStaff } from './staff-view';

/** The staff list (SPEC 2, Cadastros): search over name, e-mail, job title and phone. */
export function listStaff(db: Db, search: string) {
  return selectStaff(db, searchCondition([user.name, user.email, staffMembers.jobTitle, staffMembers.phone], search));
}
