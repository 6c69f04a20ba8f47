import type { SessionUser } from '../../context';

/** The columns every posted stock document fills alike: notes, the document it came from, who, and its idempotency key. */
export function postedDocumentValues(user: SessionUser, input: { notes?: string; source?: { type: string; id: number }; idempotencyKey?: string }) {
  return {
    notes: input.notes ?? '',
    sourceType: input.source?.type ?? null,
    sourceId: input.source?.id ?? null,
    createdById: user.id,
    createdByName: user.name,
    idempotencyKey: input.idempotencyKey ?? null,
  };
}
