import './zod-locale';
import { z } from 'zod';
import { isRealIsoDate, serialIdParam, tooLongMessage, wholeNumberFromText } from './fields';

export { blankToUndefined, optionalCodeFilter } from './query-fields';

// The query of every back-office list, read alike by the API (validation) and the web app (URL
// state): page, page size, text and period. One definition; lists add their own filters.

export const INVALID_PAGE_MESSAGE = 'Página inválida.';
export const INVALID_PAGE_SIZE_MESSAGE = 'Tamanho de página inválido.';
const INVALID_DAY_MESSAGE = 'Data inválida.';
export const PERIOD_ORDER_MESSAGE = 'A data inicial (De) não pode ser depois da final (Até).';

export function pageFields(defaultSize: number, maxSize = 100) {
  return {
    page: wholeNumberFromText(INVALID_PAGE_MESSAGE, 1, 100_000).default(1),
    pageSize: wholeNumberFromText(INVALID_PAGE_SIZE_MESSAGE, 1, maxSize).default(defaultSize),
  };
}

/** Free text of a list's search box. */
export const searchField = z
  .string()
  .trim()
  .max(200, { error: tooLongMessage(200) })
  .optional()
  .default('');

const optionalDay = z
  .string({ error: INVALID_DAY_MESSAGE })
  .trim()
  .refine((v) => v === '' || isRealIsoDate(v), { error: INVALID_DAY_MESSAGE })
  .transform((v) => v || undefined)
  .optional();

/** De / Até as 'YYYY-MM-DD' days of São Paulo, both ends included, either open. */
export const periodFields = { from: optionalDay, to: optionalDay };

type Period = { from?: string; to?: string };
const periodInOrder = (q: Period) => !q.from || !q.to || q.from <= q.to;
// On the De, so a URL with a backwards period drops it.
const periodOrderIssue = { error: PERIOD_ORDER_MESSAGE, path: ['from'] };

/** Refuses a De after the Até. */
export function withPeriodOrder<T extends z.ZodType<Period>>(schema: T) {
  return schema.refine(periodInOrder, periodOrderIssue);
}

/** A list of dated documents (entries, exits, invoices…): page, search text, period and its own filters. */
export function documentListQuerySchema<F extends z.ZodRawShape>(pageSize: number, filters: F) {
  return z.object({ ...pageFields(pageSize), search: searchField, ...periodFields, ...filters }).refine((q) => periodInOrder(q as Period), periodOrderIssue);
}

/** A filter by a registry's id (?supplierId=3), left out to list them all. */
export function optionalIdFilter(notFoundMessage: string) {
  return serialIdParam(notFoundMessage).optional();
}

/** What a paginated list answers: the page actually shown (clamped to the last) and the total. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
