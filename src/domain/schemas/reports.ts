import { z } from 'zod';
import { codeList } from '../one-of';
import { optionalIdFilter, periodFields, searchField, withPeriodOrder } from './list-query';

/**
 * Central de Relatórios (requirements §2, §3 'Report filters'): entries, exits and supplier invoices over a
 * period (De/Até, São Paulo days, both ends included, either open), shown on screen first and then
 * downloaded as CSV, XLSX or PDF.
 */
export const { values: REPORT_KINDS, labels: REPORT_TITLES } = codeList(
  ['entradas', 'saidas', 'notas', 'estoque-por-local', 'transferencias', 'divergencias', 'ajustes-inventario'],
  {
    entradas: 'Relatório de Entradas',
    saidas: 'Relatório de Saídas',
    notas: 'Relatório de Notas Fiscais',
    // Stock per place (issue 36, decision 072).
    'estoque-por-local': 'Relatório de Estoque por Local',
    transferencias: 'Relatório de Transferências',
    divergencias: 'Relatório de Divergências',
    'ajustes-inventario': 'Relatório de Ajustes de Inventário',
  },
);
/** Reports of a position now, not of a period: the period picker is not offered. */
export const POSITION_REPORTS: readonly ReportKind[] = ['estoque-por-local'];
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_MIME_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
/** A PDF is for reading and printing: past this many lines the file says to use CSV or XLSX. */
export const PDF_MAX_LINES = 5_000;

/** The filters of a report (query string of the preview and of the file). */
export const reportQuerySchema = withPeriodOrder(
  z.object({
    ...periodFields,
    supplierId: optionalIdFilter('Fornecedor não encontrado.'),
    categoryId: optionalIdFilter('Categoria não encontrada.'),
    productId: optionalIdFilter('Produto não encontrado.'),
    storeId: optionalIdFilter('Loja não encontrada.'),
    // The list screens' text filter, so a list's CSV is its report with the same filters (Consultar Saídas).
    search: searchField.optional(),
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

/**
 * A quantity summed per unit, the unit as printed ('UN', 'CX'): boxes and single pieces are never
 * added into one number. Largest first; `formatQuantities` turns a list into '12 UN + 3 CX'.
 */
export type UnitQuantity = { unit: string; quantity: number };

export type ReportTotals = {
  /** Entries, exits or invoices counted (reversed entries are not). */
  documents: number;
  /** Lines of the file (reversed entries included, marked). */
  lines: number;
  quantities: UnitQuantity[];
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
  series: { bucket: string; quantities: UnitQuantity[]; valueCents: number }[];
  /** Top 5 of products, stores or suppliers, by value. */
  tops: { title: string; rows: { name: string; quantities: UnitQuantity[]; valueCents: number }[] }[];
};

/**
 * A report card's filters as its form holds them (ids as numbers, the days as typed): De after Até
 * is refused with the period's message, which the period picker shows beside the dates.
 */
export const reportCardFormSchema = withPeriodOrder(
  z.object({
    from: z.string().optional(),
    to: z.string().optional(),
    supplierId: z.number().optional(),
    categoryId: z.number().optional(),
    productId: z.number().optional(),
    storeId: z.number().optional(),
    search: z.string().optional(),
  }),
);
