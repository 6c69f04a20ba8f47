import type { ReactNode } from 'react';
import { SubmitButton } from '../submit-button';

/** The save button at the end of a page's form (settings, a staff member's data): on the right, 'Salvando...' while it runs. */
export function SaveRow({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <SubmitButton pending={pending} busyLabel="Salvando...">
        {children}
      </SubmitButton>
    </div>
  );
}
