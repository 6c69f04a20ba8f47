import { getCestPorCodigo } from '@br-validators/core/cest';
import { getNcmPorCodigo, NCM_DATA_VERSION } from '@br-validators/core/ncm';
import type { z } from 'zod';
import { cestNcmMismatchMessage, unknownCestMessage, unknownNcmMessage } from '../../../domain/product-fiscal';
import { productCreateSchema, productUpdateSchema } from '../../../domain/schemas/product';

// The official tables, from @br-validators/core: its NCM table is the Siscomex nomenclature JSON
// (leaf codes in force), its CEST table the Convênio ICMS 142/2018 annexes with their NCMs; both
// are refreshed by new releases of the package, never downloaded at run time. ~1 MB of data, so
// only the server loads it: the form checks the format (src/domain/product-fiscal.ts) and shows the
// server's message for a code the tables lack.

/** Which edition of the NCM table the server checks against ('2026-09-19'). */
export const NCM_TABLE_DATE = NCM_DATA_VERSION.capturadoEm;

export const isKnownNcm = (ncm: string) => getNcmPorCodigo(ncm) !== undefined;

/** The problems of an NCM and CEST already in the right format (8 and 7 digits), by field. */
export function fiscalTableIssues(p: { ncm: string | null; cest: string | null }): { field: 'ncm' | 'cest'; message: string }[] {
  const issues: { field: 'ncm' | 'cest'; message: string }[] = [];
  if (p.ncm && !isKnownNcm(p.ncm)) issues.push({ field: 'ncm', message: unknownNcmMessage(p.ncm) });
  if (p.cest) {
    const cest = getCestPorCodigo(p.cest);
    if (!cest) issues.push({ field: 'cest', message: unknownCestMessage(p.cest) });
    // The annexes list NCMs as 2 to 8 digit prefixes; a CEST fits an NCM under one of them.
    else if (p.ncm && cest.ncms.length > 0 && !cest.ncms.some((prefix) => p.ncm!.startsWith(prefix))) {
      issues.push({ field: 'cest', message: cestNcmMismatchMessage(p.cest, p.ncm) });
    }
  }
  return issues;
}

function checkTables(p: { ncm: string | null; cest: string | null }, ctx: z.RefinementCtx) {
  for (const issue of fiscalTableIssues(p)) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
}

/** The product schemas as the API applies them: the shared rules plus the official tables. */
export const productCreateSchemaWithTables = productCreateSchema.superRefine(checkTables);
export const productUpdateSchemaWithTables = productUpdateSchema.superRefine(checkTables);
