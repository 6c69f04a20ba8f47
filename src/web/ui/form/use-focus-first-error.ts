import { type RefObject, useEffect } from 'react';

/**
 * For the forms whose fields are not all registered inputs (the checkout and the profile's address
 * dialog, whose address is set by hand; the product dialog's fields): after a failed submit, the
 * first field marked invalid in the page's order is focused and scrolled into view, as useZodForm
 * does for the others. `attempt` changes on every submit (a form's submitCount), so a second failed
 * try focuses again.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, errors: Record<string, unknown>, attempt: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each submit that left errors
  useEffect(() => {
    if (attempt === 0 || Object.keys(errors).length === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  }, [attempt]);
}
