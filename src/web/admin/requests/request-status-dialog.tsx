import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { REQUEST_WORKFLOWS, type RequestKind } from '@/domain/requests';
import type { RequestListItem } from '@/domain/schemas/requests';
import type { Workflow } from '@/domain/workflow/define-workflow';
import { toast, toastError } from '../../lib/toast';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { NativeSelect, Textarea } from '../../ui/input';
import { CodeOptions } from '../../ui/options';

/** What a request's status dialog is given by the list. */
export type StatusDialogProps = { request: RequestListItem; onClose: () => void };

/** The toasts' noun: 'Status da Compra Atualizado', 'Erro ao atualizar status da Compra'. */
export const REQUEST_NOUN: Record<RequestKind, string> = { purchase: 'Compra', merchandise: 'Mercadoria', specialOrder: 'Encomenda' };

type Move<S extends string> = { status: S; version: number; note?: string };

type Props<S extends string, B extends Move<S>> = StatusDialogProps & {
  /** Any of the kind's workflow statuses may be chosen, with the requirements' labels. */
  kind: RequestKind;
  move: UseMutationResult<unknown, Error, B>;
  /** What the chosen status adds to the move; null when something it asks for is missing (its field says so). */
  moreOf?: (status: S) => Omit<B, keyof Move<S>> | null;
  /** Fields a status asks for ('Aguardando Entrega': the estimated arrival). */
  extra?: (status: S) => ReactNode;
};

/** 'Atualizar Status' of a request: the new status, an optional note, and what that status asks for. */
export function RequestStatusDialog<S extends string, B extends Move<S>>({ request, kind, move, moreOf, extra, onClose }: Props<S, B>) {
  const workflow = REQUEST_WORKFLOWS[kind] as Workflow<S>;
  const noun = REQUEST_NOUN[kind];
  const [status, setStatus] = useState<S>(request.status as S);
  const [note, setNote] = useState('');
  const submit = () => {
    const more = moreOf ? moreOf(status) : {};
    if (more === null) return;
    move.mutate({ status, version: request.version, note, ...more } as B, {
      onSuccess: () => {
        toast.success(`Status da ${noun} Atualizado`, { description: `${request.code}: ${workflow.labels[status]}.` });
        onClose();
      },
      onError: toastError(`Erro ao atualizar status da ${noun}`),
    });
  };
  return (
    <FormDialog
      title={`Atualizar Status — ${request.code}`}
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Atualizar Status', busyLabel: 'Atualizando...', pending: move.isPending }}
      noValidate
    >
      <Field label="Novo status">
        <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as S)}>
          <CodeOptions values={workflow.statuses} labels={workflow.labels} />
        </NativeSelect>
      </Field>
      {extra?.(status)}
      <Field label="Observação (opcional)">
        <Textarea value={note} rows={2} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
