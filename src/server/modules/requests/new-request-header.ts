import type { SessionUser } from '../../context';

/** The columns every request starts with: its workflow's first status, notes, who asked, the idempotency key. */
export function newRequestHeader<S extends string>(
  workflow: { initial: S },
  user: SessionUser,
  input: { notes?: string | null; idempotencyKey?: string | null },
) {
  return {
    status: workflow.initial,
    notes: input.notes ?? '',
    requestedById: user.id,
    requestedByName: user.name,
    idempotencyKey: input.idempotencyKey ?? null,
  };
}
