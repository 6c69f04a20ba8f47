import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { firstErrorMessage } from './schema-fields';

/**
 * The one message a document's form shows above its button (FormProblem): the first of its errors
 * in the form's order, or the server's refusal (`setServerProblem`). Said once, and gone at the
 * next change to the form — build the form with `reValidateMode: 'onSubmit'`, so a change does
 * not bring the message back before the next try.
 */
export function useFormProblem<T extends FieldValues>(form: UseFormReturn<T>) {
  const { errors } = form.formState;
  useEffect(() => {
    const sub = form.watch(() => {
      if (Object.keys(form.formState.errors).length > 0) form.clearErrors();
    });
    return () => sub.unsubscribe();
  }, [form]);
  return {
    problem: firstErrorMessage(errors),
    setServerProblem: (message: string) => form.setError('root.server' as never, { message }),
  };
}
