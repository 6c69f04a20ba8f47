import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { defaultJobTitle, type StaffMember } from './staff-view';

/** The staff record of an account, created from the current view when it has none yet. */
export async function ensureStaffRow(tx: Tx, member: StaffMember) {
  await tx
    .insert(staffMembers)
    .values({
      userId: member.id,
      jobTitle: member.jobTitle || defaultJobTitle(member.role),
      phone: member.phone,
      address: member.address,
      hireDate: member.hireDate,
    })
    .onConflictDoNothing({ target: staffMembers.userId });
  const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, member.id));
  return row!;
}
