import type { StaffDetail } from '../../../domain/api/staff';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { listStaffConferences } from '../receiving';
import { getStaff } from './get-staff';
import { mayHandleDocuments } from './staff-access';
import { listStaffDocuments } from './staff-documents';

/** The detail page's data; `conferences`: the receiving checks this member received or registered, newest first. */
export async function getStaffDetail(db: Db, id: string, viewer: SessionUser): Promise<StaffDetail> {
  const staff = await getStaff(db, id);
  // Someone else's personal documents are not even listed (null: hidden, not empty).
  const documents = mayHandleDocuments(viewer, id) ? await listStaffDocuments(db, id) : null;
  const conferences = await listStaffConferences(db, id);
  return { staff, conferences, documents };
}

export type { StaffDetail };
