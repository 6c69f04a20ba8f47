import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lastMoveFields } from '../../workflow/list-document-history';

/** Who reversed a posted stock document and when (its history's 'reversed' move), as fields of its list select. */
export function reversalFields(documentType: string, id: AnyPgColumn) {
  const reversed = lastMoveFields(documentType, id, 'reversed');
  return { reversedAt: reversed.at, reversedByName: reversed.byName };
}

/** What every posted stock document's list item says of it: its notes, who posted it and when, who reversed it and when. */
export const postedDocumentItem = (
  document: { notes: string; createdByName: string; createdAt: Date },
  reversal: { reversedAt: Date | null; reversedByName: string | null },
) => ({
  notes: document.notes,
  createdByName: document.createdByName,
  createdAt: document.createdAt.toISOString(),
  reversedAt: reversal.reversedAt?.toISOString() ?? null,
  reversedByName: reversal.reversedByName,
});
