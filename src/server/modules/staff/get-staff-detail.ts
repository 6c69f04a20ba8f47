import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { getStaff } from './get-staff';
import { mayHandleDocuments } from './staff-access';
import { listStaffDocuments } from './staff-documents';
import type { StaffConference, StaffDetail } from '../../../domain/api/staff';

/**
 * The detail page's data. `conferences` stays empty until receiving checks exist (a later issue):
 * then it lists the checks this member performed, newest first.
 */
export async function getStaffDetail(db: Db, id: string, viewer: SessionUser): Promise<StaffDetail> {
  const staff = await getStaff(db, id);
  // Someone else's personal documents are not even listed (null: hidden, not empty).
  const documents = mayHandleDocuments(viewer, id) ? await listStaffDocuments(db, id) : null;
  const conferences: StaffConference[] = [];
  return { staff, conferences, documents };
}

export type { StaffDetail };
