import { sql } from 'drizzle-orm';
import type { StaffConference } from '../../../domain/api/staff';
import type { DbOrTx } from '../../db/client';

/** The 50 latest posted checks a staff member received or registered ('Histórico de Conferências' on their page). */
export async function listStaffConferences(db: DbOrTx, userId: string): Promise<StaffConference[]> {
  const result = await db.execute<{ id: number; number: string; series: string; day: string; items: number }>(sql`
    SELECT c.id, n.number, n.series, to_char(coalesce(n.reception_date, (c.posted_at AT TIME ZONE 'America/Sao_Paulo')::date), 'YYYY-MM-DD') AS day,
           (SELECT count(*)::int FROM receiving_check_items i WHERE i.check_id = c.id) AS items
    FROM receiving_checks c JOIN supplier_invoices n ON n.id = c.invoice_id
    WHERE (c.receiver_user_id = ${userId} OR c.created_by_id = ${userId})
    ORDER BY c.posted_at DESC NULLS LAST, c.id DESC
    LIMIT 50`);
  return result.rows.map((r) => ({ id: String(r.id), nfNumber: r.series ? `${r.number}/${r.series}` : r.number, date: r.day, itemCount: Number(r.items) }));
}
