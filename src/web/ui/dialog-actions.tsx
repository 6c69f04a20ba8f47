import type { ReactNode } from 'react';
import { Button } from './button';

type Props = {
  /** Closes without doing anything ('Cancelar', or 'Fechar' on a dialog that only shows). */
  onCancel: () => void;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  /** The dialog's own actions, right of the cancel button (below it on phones, the primary on top). */
  children?: ReactNode;
};

/** The foot of a dialog or form: cancel, then the primary actions; stacked, primary first, on phones. */
export function DialogActions({ onCancel, cancelLabel = 'Cancelar', cancelDisabled, children }: Props) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
