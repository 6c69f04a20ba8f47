import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { effectivePermissions, type Permission, type PermissionOverride } from '../../domain/permissions';
import type { AppEnv, SessionUser } from '../context';
import type { DbOrTx } from '../db/client';
import { jobTitlePermissions, staffMembers, user } from '../db/schema';

/** What a signed-in user may do in the back-office, and for which store (null: the warehouse or head office). */
export type StaffAccess = {
  permissions: ReadonlySet<Permission>;
  /** Permissions the job title holds but the store scope takes away (to name the reason of a refusal). */
  heldByTitle: ReadonlySet<Permission>;
  jobTitle: string | null;
  storeId: number | null;
};

const NOTHING: StaffAccess = { permissions: new Set(), heldByTitle: new Set(), jobTitle: null, storeId: null };

/**
 * Read at every request that needs it (one statement; none for the admin role, which holds
 * everything), so a change to the matrix or to a staff record applies at once on every instance.
 */
export async function readStaffAccess(db: DbOrTx, actor: SessionUser): Promise<StaffAccess> {
  if (actor.role === 'customer') return NOTHING;
  if (actor.role === 'admin') {
    const all = new Set(effectivePermissions('admin', null, null, []));
    return { permissions: all, heldByTitle: all, jobTitle: null, storeId: null };
  }
  const rows = await db
    .select({
      jobTitle: staffMembers.jobTitle,
      storeId: staffMembers.storeId,
      permission: jobTitlePermissions.permission,
      granted: jobTitlePermissions.granted,
    })
    .from(user)
    .leftJoin(staffMembers, eq(staffMembers.userId, user.id))
    .leftJoin(jobTitlePermissions, eq(jobTitlePermissions.jobTitle, sql`coalesce(${staffMembers.jobTitle}, 'Funcionário')`))
    .where(eq(user.id, actor.id));
  const jobTitle = rows[0]?.jobTitle ?? null;
  const storeId = rows[0]?.storeId ?? null;
  const overrides: PermissionOverride[] = rows.flatMap((r) =>
    r.permission === null || r.granted === null ? [] : [{ jobTitle: jobTitle ?? 'Funcionário', permission: r.permission, granted: r.granted }],
  );
  return {
    permissions: new Set(effectivePermissions(actor.role, jobTitle, storeId, overrides)),
    heldByTitle: new Set(effectivePermissions(actor.role, jobTitle, null, overrides)),
    jobTitle,
    storeId,
  };
}

const perRequest = new WeakMap<Request, Promise<StaffAccess>>();

/** The request user's access, read once per request however many checks ask for it. */
export function staffAccess(c: Context<AppEnv>): Promise<StaffAccess> {
  const actor = c.var.user;
  if (!actor) return Promise.resolve(NOTHING);
  let found = perRequest.get(c.req.raw);
  if (!found) {
    found = readStaffAccess(c.var.ctx.database.db, actor);
    perRequest.set(c.req.raw, found);
  }
  return found;
}
