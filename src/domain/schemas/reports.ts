import { z } from 'zod';
import { serialIdParam } from './fields';
import { periodFields, withPeriodOrder } from './list-query';

/**
 * Central de Relatórios (SPEC 2, 3 'Report filters'): entries, exits and supplier invoices over a
 * period (De/Até, São Paulo days, both ends included, either open), shown on screen first and then
 * downloaded as CSV, XLSX or PDF.
 */
export const REPORT_KINDS = ['entradas', 'saidas', 'notas'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_TITLES: Record<ReportKind, string> = {
  entradas: 'Relatório de Entradas',
  saidas: 'Relatório de Saídas',
  notas: 'Relatório de Notas Fiscais',
};

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_MIME_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
/** A PDF is for reading and printing: past this many lines the file says to use CSV or XLSX. */
export const PDF_MAX_LINES = 5_000;

const optionalRef = (message: string) => serialIdParam(message).optional();

/** The filters of a report (query string of the preview and of the file). */
export const reportQuerySchema = withPeriodOrder(
  z.object({
    ...periodFields,
    supplierId: optionalRef('Fornecedor não encontrado.'),
    categoryId: optionalRef('Categoria não encontrada.'),
    productId: optionalRef('Produto não encontrado.'),
    storeId: optionalRef('Loja não encontrada.'),
  }),
);
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportParamSchema = z.object({ kind: z.enum(REPORT_KINDS, { error: 'Relatório não encontrado.' }) });
export const reportFileQuerySchema = withPeriodOrder(
  z.object({
    ...reportQuerySchema.shape,
    format: z.enum(REPORT_FORMATS, { error: 'Formato inválido.' }),
  }),
);

export type ReportBucket = 'day' | 'week' | 'month';

/** Day, week or month, as the range asks: a chart of a few dozen bars at most. */
export function bucketFor(from: string, to: string): ReportBucket {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days <= 31 ? 'day' : days <= 183 ? 'week' : 'month';
}

export type ReportTotals = {
  /** Entries, exits or invoices counted (reversed entries are not). */
  documents: number;
  /** Lines of the file (reversed entries included, marked). */
  lines: number;
  units: number;
  costCents: number;
  priceCents: number;
  /** Entries reversed in the period: listed, not counted. */
  reversed: number;
};

export type ReportPreview = {
  kind: ReportKind;
  /** The period the figures cover (the data's own first and last day when De or Até is open). */
  from: string | null;
  to: string | null;
  bucket: ReportBucket;
  totals: ReportTotals;
  series: { bucket: string; units: number; valueCents: number }[];
  /** Top 5 of products, stores or suppliers, by value. */
  tops: { title: string; rows: { name: string; units: number; valueCents: number }[] }[];
};
