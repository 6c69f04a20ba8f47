import { desc, eq, or, sql } from 'drizzle-orm';
import type { StaffConference } from '../../../domain/api/staff';
import { toIsoDate } from '../../../domain/dates';
import type { DbOrTx } from '../../db/client';
import { receivingChecks } from '../../db/schema';
import { invoiceLabel } from './invoice-heading';
import { selectChecks } from './list-receiving-checks';

/** The 50 latest posted checks a staff member received or registered ('Histórico de Conferências' on their page). */
export async function listStaffConferences(db: DbOrTx, userId: string): Promise<StaffConference[]> {
  const c = receivingChecks;
  const rows = await selectChecks(db)
    .where(or(eq(c.receiverUserId, userId), eq(c.createdById, userId)))
    .orderBy(sql`${c.postedAt} DESC NULLS LAST`, desc(c.id))
    .limit(50);
  return rows.map(({ check, heading, itemsChecked }) => ({
    id: String(check.id),
    nfNumber: invoiceLabel(heading),
    // The reception day, or the São Paulo day it was posted when the invoice has none.
    date: heading.receptionDate ?? (check.postedAt ? toIsoDate(check.postedAt) : ''),
    itemCount: itemsChecked,
  }));
}
