import { Hono } from 'hono';
import { todayIso } from '../../../domain/dates';
import { PDF_MAX_LINES, REPORT_MIME_TYPES, REPORT_TITLES, reportFileQuerySchema, reportParamSchema, reportQuerySchema } from '../../../domain/schemas/reports';
import type { AppEnv } from '../../context';
import { readShopSettings } from '../../db/settings-store';
import { archiveGeneratedFile, fileResponse } from '../../files/archive-generated-file';
import { currentUser, requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { storeScope } from '../permissions';
import { describeReportFilters } from './describe-report-filters';
import { previewReport } from './preview-report';
import { readReportRows } from './read-report-rows';
import { streamAndArchive } from './stream-and-archive';
import { writeReportCsv } from './write-report-csv';
import { writeReportPdf } from './write-report-pdf';
import { writeReportXlsx } from './write-report-xlsx';

const FILE_SLUG = {
  entradas: 'relatorio-de-entradas',
  saidas: 'relatorio-de-saidas',
  notas: 'relatorio-de-notas-fiscais',
  'estoque-por-local': 'relatorio-de-estoque-por-local',
  transferencias: 'relatorio-de-transferencias',
  divergencias: 'relatorio-de-divergencias',
  'ajustes-inventario': 'relatorio-de-ajustes-de-inventario',
} as const;

/**
 * Central de Relatórios (requirements §2): each report on screen first, then as CSV, XLSX or PDF;
 * store staff's exits report lists their own store's exits only (issue 34).
 */
export const reportCenterRoutes = new Hono<AppEnv>()
  .get('/:kind/preview', requirePermission('reports.view'), validate('param', reportParamSchema), validate('query', reportQuerySchema), async (c) =>
    c.json(await previewReport(c.var.ctx.database.db, c.req.valid('param').kind, c.req.valid('query'), await storeScope(c))),
  )
  .get('/:kind/file', requirePermission('reports.view'), validate('param', reportParamSchema), validate('query', reportFileQuerySchema), async (c) => {
    const { ctx } = c.var;
    const { db } = ctx.database;
    const user = currentUser(c);
    const { kind } = c.req.valid('param');
    const { format, ...q } = c.req.valid('query');
    const scope = await storeScope(c);
    const title = REPORT_TITLES[kind];
    const filters = await describeReportFilters(db, kind, q, scope);
    // 'Relatório de Entradas (CSV) — De 01/03/2026 até 31/03/2026', as 'Relatórios Gerados' lists it.
    const meta = {
      title: `${title} (${format.toUpperCase()}) — ${filters[0]![1]}`,
      kind: `report_${kind}`,
      fileName: `${FILE_SLUG[kind]}-${todayIso()}.${format}`,
      mimeType: REPORT_MIME_TYPES[format],
    };
    const signal = c.req.raw.signal;
    if (format === 'csv') return streamAndArchive(ctx, user, writeReportCsv(kind, readReportRows(db, kind, q, scope, { signal })), meta);
    if (format === 'xlsx') return streamAndArchive(ctx, user, writeReportXlsx(kind, title, readReportRows(db, kind, q, scope, { signal })), meta);
    const [shop, preview] = await Promise.all([readShopSettings(db), previewReport(db, kind, q, scope)]);
    const pdf = await writeReportPdf(kind, title, shop, filters, readReportRows(db, kind, q, scope, { limit: PDF_MAX_LINES }), { lines: preview.totals.lines });
    await archiveGeneratedFile(ctx, user, { ...meta, body: pdf });
    return fileResponse(pdf, meta.fileName, meta.mimeType);
  });
