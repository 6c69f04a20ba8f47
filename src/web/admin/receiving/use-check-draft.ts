import { useEffect } from 'react';
import { todayIso } from '@/domain/dates';
import { type CheckFormLine, type ReceivingCheckFormValues, receivingCheckFormSchema } from '@/domain/schemas/document-forms';
import { useZodForm } from '../../ui/form/use-zod-form';

export type CheckDraft = ReceivingCheckFormValues;
/** A line of the check: `quantity` is the invoice's (the editor's quantity column), `received` the count. */
export type CheckLine = CheckFormLine;

export const emptyDraft = (receiverName: string): CheckDraft => ({
  number: '',
  series: '',
  emissionDate: '',
  receptionDate: todayIso(),
  supplierId: '',
  receiverName,
  notes: '',
  autoEntry: false,
  purchaseRequestId: '',
  lines: [],
  idempotencyKey: crypto.randomUUID(),
});

const storageKey = (userId: string) => `luz:conferencia:rascunho:${userId}`;

function read(userId: string, receiverName: string): CheckDraft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    const draft = raw ? (JSON.parse(raw) as Partial<CheckDraft>) : null;
    // A draft saved before a field existed gets that field's empty value.
    return draft && Array.isArray(draft.lines) && typeof draft.idempotencyKey === 'string' ? { ...emptyDraft(receiverName), ...draft } : null;
  } catch {
    return null;
  }
}

function save(userId: string, draft: CheckDraft) {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: counting goes on without the safety copy.
  }
}

/**
 * The check being counted, as a form (react-hook-form, the domain's check form schema) whose
 * values are kept in this browser as they change (`watch`): a reload or a phone that drops its
 * connection in the stockroom loses nothing, and the draft's idempotency key goes with it, so a
 * 'Finalizar' whose answer was lost posts once when repeated.
 */
export function useCheckForm(userId: string, receiverName: string) {
  const form = useZodForm<CheckDraft>(receivingCheckFormSchema, {
    defaultValues: read(userId, receiverName) ?? emptyDraft(receiverName),
    reValidateMode: 'onSubmit',
  });
  useEffect(() => {
    const sub = form.watch(() => save(userId, form.getValues()));
    return () => sub.unsubscribe();
  }, [form, userId]);
  /** Starts over from `next` (an imported invoice's lines) or an empty check with a new key. */
  const replace = (next: CheckDraft = emptyDraft(receiverName)) => {
    form.reset(next);
    save(userId, next);
  };
  return { form, replace };
}
