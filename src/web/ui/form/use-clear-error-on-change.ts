import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A field's message goes as soon as the field changes (typed, or set by the form's own code), and
 * comes back only at the next submit: build the form with `reValidateMode: 'onSubmit'`, so a
 * half-typed value is not judged while it is being typed (the checkout, the shop's settings).
 */
export function useClearErrorOnChange<T extends FieldValues>(form: UseFormReturn<T>) {
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).error) form.clearErrors(name);
    });
    return () => sub.unsubscribe();
  }, [form]);
}
