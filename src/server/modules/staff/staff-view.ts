import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { StaffConference, StaffMember } from '../../../domain/api/staff';
import type { DbOrTx } from '../../db/client';
import { staffMembers, stores, user } from '../../db/schema';

export type { StaffConference, StaffMember };

export const defaultJobTitle = (role: string) => (role === 'admin' ? 'Administrador' : 'Funcionário');

/** Staff and admins that still exist, with their staff record when they have one. */
export async function selectStaff(db: DbOrTx, where?: SQL): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      userPhone: user.phone,
      createdAt: user.createdAt,
      jobTitle: staffMembers.jobTitle,
      phone: staffMembers.phone,
      address: staffMembers.address,
      hireDate: staffMembers.hireDate,
      storeId: staffMembers.storeId,
      storeName: stores.name,
    })
    .from(user)
    .leftJoin(staffMembers, eq(staffMembers.userId, user.id))
    .leftJoin(stores, eq(stores.id, staffMembers.storeId))
    .where(and(inArray(user.role, ['staff', 'admin']), isNull(user.deletedAt), where))
    .orderBy(sql`f_unaccent(lower(${user.name}))`, user.id);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role as StaffMember['role'],
    jobTitle: r.jobTitle ?? defaultJobTitle(r.role),
    phone: r.phone || r.userPhone,
    address: r.address ?? '',
    hireDate: r.hireDate ?? null,
    storeId: r.storeId ?? null,
    storeName: r.storeName ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
