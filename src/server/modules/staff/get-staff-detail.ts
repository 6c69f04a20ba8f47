import type { Db } from '../../db/client';
import { getStaff } from './get-staff';
import { listStaffDocuments } from './staff-documents';
import type { StaffConference } from './staff-view';

/**
 * The detail page's data. `conferences` stays empty until receiving checks exist (a later issue):
 * then it lists the checks this member performed, newest first.
 */
export async function getStaffDetail(db: Db, id: string) {
  const staff = await getStaff(db, id);
  const documents = await listStaffDocuments(db, id);
  const conferences: StaffConference[] = [];
  return { staff, conferences, documents };
}

export type StaffDetail = Awaited<ReturnType<typeof getStaffDetail>>;
