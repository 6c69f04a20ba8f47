import { desc, eq } from 'drizzle-orm';
import type { StaffReport } from '../../../domain/api/staff';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { generatedReports } from '../../db/schema';
import { notFound } from '../../http/errors';
import { attachmentResponse } from './attachment-response';
import { getStaff } from './get-staff';

export type { StaffReport };

/**
 * 'Relatórios Gerados' of a staff member: files their account generated (reports, labels), newest
 * first. Empty until the reports feature writes generated_reports rows.
 */
export async function listStaffReports(db: Db, staffId: string): Promise<StaffReport[]> {
  await getStaff(db, staffId);
  const rows = await db
    .select()
    .from(generatedReports)
    .where(eq(generatedReports.userId, staffId))
    .orderBy(desc(generatedReports.createdAt), desc(generatedReports.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    kind: r.kind,
    createdAt: r.createdAt.toISOString(),
    downloadUrl: `/api/admin/reports/${r.id}/download`,
  }));
}

export const REPORT_NOT_FOUND_MESSAGE = 'Relatório não encontrado.';

/** A generated file is downloaded again by the member who made it and by administrators, nobody else. */
export async function readGeneratedReport(ctx: AppContext, viewer: SessionUser, reportId: number): Promise<Response> {
  const [report] = await ctx.database.db.select().from(generatedReports).where(eq(generatedReports.id, reportId));
  // Someone else's file is answered as missing, like another customer's order.
  if (!report || (viewer.role !== 'admin' && report.userId !== viewer.id)) throw notFound(REPORT_NOT_FOUND_MESSAGE);
  const data = await ctx.storage.get(report.storageKey);
  if (!data) throw notFound(REPORT_NOT_FOUND_MESSAGE);
  return attachmentResponse(data, report.fileName, report.mimeType);
}
