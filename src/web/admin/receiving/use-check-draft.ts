import { useEffect, useState } from 'react';
import { todayIso } from '@/domain/dates';
import type { DocumentLine } from '../documents/product-lines-editor';

/** A line of the check: `quantity` is the invoice's (the editor's quantity column), `received` the count. */
export type CheckLine = DocumentLine & { received: number };

export type CheckDraft = {
  number: string;
  series: string;
  emissionDate: string;
  receptionDate: string;
  supplierId: string;
  receiverName: string;
  notes: string;
  autoEntry: boolean;
  lines: CheckLine[];
  /** The imported invoice being counted: its data and expected quantities are the invoice's. */
  invoiceId?: number;
  /** The invoice's quantity per product (stock units): fixed, the clerk only counts. */
  invoiceExpected?: Record<number, number>;
  /** The purchase request ('Aguardando Entrega') whose goods these are, or ''. */
  purchaseRequestId?: string;
  /** One key per draft: a double click or a retry after a dropped connection posts once. */
  idempotencyKey: string;
};

export const emptyDraft = (receiverName: string): CheckDraft => ({
  number: '',
  series: '',
  emissionDate: '',
  receptionDate: todayIso(),
  supplierId: '',
  receiverName,
  notes: '',
  autoEntry: false,
  lines: [],
  idempotencyKey: crypto.randomUUID(),
});

const storageKey = (userId: string) => `luz:conferencia:rascunho:${userId}`;

function read(userId: string): CheckDraft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    const draft = raw ? (JSON.parse(raw) as CheckDraft) : null;
    return draft && Array.isArray(draft.lines) && typeof draft.idempotencyKey === 'string' ? draft : null;
  } catch {
    return null;
  }
}

/**
 * The check being counted, kept in this browser as it changes: a reload or a phone that drops
 * its connection in the stockroom loses nothing, and the draft's idempotency key goes with it, so
 * a 'Finalizar' whose answer was lost posts once when repeated.
 */
export function useCheckDraft(userId: string, receiverName: string) {
  const [draft, setDraft] = useState<CheckDraft>(() => read(userId) ?? emptyDraft(receiverName));
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey(userId), JSON.stringify(draft));
    } catch {
      // Private mode or a full storage: counting goes on without the safety copy.
    }
  }, [userId, draft]);
  const update = (patch: Partial<CheckDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const reset = () => setDraft(emptyDraft(receiverName));
  const replace = (next: CheckDraft) => setDraft(next);
  return { draft, update, reset, replace };
}
