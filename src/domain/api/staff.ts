// Staff screens: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
/**
 * A staff member as the back-office sees it. The id is the user account's id: every account with
 * role staff or admin is a staff member, with or without its staff record yet (the first
 * administrator, or someone promoted on the users screen); the record is created on first write.
 */
export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: 'staff' | 'admin';
  jobTitle: string;
  phone: string;
  address: string;
  hireDate: string | null;
  /** The store they work for (issue 26); null: the warehouse or head office, who see every store. */
  storeId: number | null;
  storeName: string | null;
  createdAt: string;
};

/** Filled by receiving checks (a later issue); until they exist the list is always empty. */
export type StaffConference = { id: string; nfNumber: string; date: string; itemCount: number };

export type StaffDocument = {
  id: number;
  type: string;
  date: string | null;
  description: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
  downloadUrl: string;
};

export type StaffReport = { id: number; title: string; kind: string; createdAt: string; downloadUrl: string };

/** The detail page: the member, the receiving checks they performed, their documents (null: not yours to see). */
export type StaffDetail = { staff: StaffMember; conferences: StaffConference[]; documents: StaffDocument[] | null };
