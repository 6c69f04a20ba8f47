import { desc, eq, or, sql } from 'drizzle-orm';
import type { StaffConference } from '../../../domain/api/staff';
import { TIME_ZONE } from '../../../domain/dates';
import type { DbOrTx } from '../../db/client';
import { receivingChecks, supplierInvoices } from '../../db/schema';

/** The 50 latest posted checks a staff member received or registered ('Histórico de Conferências' on their page). */
export async function listStaffConferences(db: DbOrTx, userId: string): Promise<StaffConference[]> {
  const c = receivingChecks;
  const n = supplierInvoices;
  const rows = await db
    .select({
      id: c.id,
      number: n.number,
      series: n.series,
      // The reception day, or the São Paulo day it was posted when the invoice has none.
      day: sql<string>`to_char(coalesce(${n.receptionDate}, (${c.postedAt} AT TIME ZONE ${TIME_ZONE})::date), 'YYYY-MM-DD')`,
      items: sql<number>`(SELECT count(*)::int FROM receiving_check_items i WHERE i.check_id = ${c.id})`.mapWith(Number),
    })
    .from(c)
    .innerJoin(n, eq(n.id, c.invoiceId))
    .where(or(eq(c.receiverUserId, userId), eq(c.createdById, userId)))
    .orderBy(sql`${c.postedAt} DESC NULLS LAST`, desc(c.id))
    .limit(50);
  return rows.map((r) => ({ id: String(r.id), nfNumber: r.series ? `${r.number}/${r.series}` : r.number, date: r.day, itemCount: r.items }));
}
