import { type FormEvent, type ReactNode, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { NativeSelect, Textarea } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import { SubmitButton } from '../../ui/submit-button';

type Props<S extends string> = {
  code: string;
  /** The statuses the request may move to (the workflow's), with SPEC's labels. */
  options: readonly S[];
  labels: Record<S, string>;
  initial: S;
  pending: boolean;
  onSubmit: (status: S, note: string) => void;
  onClose: () => void;
  /** Fields a status asks for ('Aguardando Entrega': the estimated arrival). */
  extra?: (status: S) => ReactNode;
};

/** 'Atualizar Status' of a request: the new status, an optional note, and what that status asks for. */
export function RequestStatusDialog<S extends string>({ code, options, labels, initial, pending, onSubmit, onClose, extra }: Props<S>) {
  const [status, setStatus] = useState<S>(initial);
  const [note, setNote] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(status, note);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Atualizar Status — ${code}`}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Novo status">
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as S)}>
            <CodeOptions values={options} labels={labels} />
          </NativeSelect>
        </Field>
        {extra?.(status)}
        <Field label="Observação (opcional)">
          <Textarea value={note} rows={2} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <DialogActions onCancel={onClose}>
          <SubmitButton pending={pending} busyLabel="Atualizando...">
            Atualizar Status
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
