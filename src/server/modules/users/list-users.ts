import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { UserListQuery } from '../../../domain/schemas/admin-users';
import { normalizeSearchText } from '../../../domain/search';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { likePattern, limitToPage } from '../../http/list-query';
import { type AdminUser, adminUserColumns, toAdminUser } from './user-view';

/**
 * Users for the back-office list, newest first. Anonymised (deleted) accounts are left out. The
 * search is case- and accent-insensitive over name and e-mail, on the expression that
 * user_name_email_trgm_idx indexes.
 */
export async function listUsers(db: Db, query: UserListQuery): Promise<{ items: AdminUser[]; total: number }> {
  const where: SQL[] = [isNull(user.deletedAt)];
  if (query.role) where.push(eq(user.role, query.role));
  const search = normalizeSearchText(query.search);
  if (search) {
    where.push(sql`f_unaccent(lower(${user.name} || ' ' || ${user.email})) LIKE ${likePattern(search)}`);
  }
  const condition = and(...where);
  const newestFirst = db.select(adminUserColumns).from(user).where(condition).orderBy(desc(user.createdAt), desc(user.id));
  const [rows, total] = await Promise.all([limitToPage(newestFirst.$dynamic(), query), db.$count(user, condition)]);
  return { items: rows.map(toAdminUser), total };
}
