import type { StaffMember } from './staff-view';

/** What the audit log keeps of a staff member (never a password or its hash). */
export const auditedStaff = (m: StaffMember) => ({
  name: m.name,
  email: m.email,
  role: m.role,
  jobTitle: m.jobTitle,
  phone: m.phone,
  address: m.address,
  hireDate: m.hireDate,
  storeId: m.storeId,
});
