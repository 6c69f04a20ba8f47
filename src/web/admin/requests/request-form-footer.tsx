import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FormProblem } from '../../ui/form/form-problem';
import { Textarea } from '../../ui/input';

type Props = { notes: string; onNotes: (notes: string) => void; problem: string | null; pending: boolean; submitLabel: string; onSubmit: () => void };

/** The end of every request form: notes, what stops it from going, and the send button. */
export function RequestFormFooter({ notes, onNotes, problem, pending, submitLabel, onSubmit }: Props) {
  return (
    <>
      <Field label="Observações">
        <Textarea value={notes} rows={3} maxLength={1000} onChange={(e) => onNotes(e.target.value)} />
      </Field>
      <FormProblem message={problem} />
      <div className="flex justify-end">
        <Button onClick={onSubmit} disabled={pending} className="w-full sm:w-auto">
          {pending ? 'Enviando...' : submitLabel}
        </Button>
      </div>
    </>
  );
}
