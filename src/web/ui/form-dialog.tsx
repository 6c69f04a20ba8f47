import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { DialogActions } from './dialog-actions';
import { SubmitButton } from './submit-button';

type Props = {
  title: string;
  description?: string;
  className?: string;
  onClose: () => void;
  /** The form is submitted (the browser's submit is already prevented). */
  onSubmit: () => void;
  /** The submit button: its name, and what it reads while `pending` ('Atualizando...'). */
  submit: { label: ReactNode; busyLabel: string; pending: boolean; disabled?: boolean };
  /** The form checks its fields itself (its messages under them), not the browser. */
  noValidate?: boolean;
  children: ReactNode;
};

/** A dialog that is one form: its fields, then Cancelar and the submit button. */
export function FormDialog({ title, description, className, onClose, onSubmit, submit, noValidate, children }: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description} className={className}>
      <form
        noValidate={noValidate}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        className="flex flex-col gap-4"
      >
        {children}
        <DialogActions onCancel={onClose}>
          <SubmitButton pending={submit.pending} busyLabel={submit.busyLabel} disabled={submit.disabled}>
            {submit.label}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
