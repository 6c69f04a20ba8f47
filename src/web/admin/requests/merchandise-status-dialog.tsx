import { useState } from 'react';
import { MERCHANDISE_ITEM_LABELS, type MerchandiseRequestStatus, merchandiseRequestWorkflow } from '@/domain/requests';
import type { RequestListItem } from '@/domain/schemas/requests';
import { nextStatuses } from '@/domain/workflow/define-workflow';
import { toast, toastError } from '../../lib/toast';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { Input, NativeSelect } from '../../ui/input';
import { ListState } from '../../ui/list-state';
import { CodeOptions } from '../../ui/options';
import { REQUEST_NOUN } from './request-status-dialog';
import { useMerchandiseRequest, useMoveMerchandiseRequest } from './requests-api';

/**
 * 'Atualizar Status' of a merchandise request. 'Enviado' posts the stock exit to the store, so it
 * asks for the shipping times and shows what goes (and what is missing) before confirming.
 */
export function MerchandiseStatusDialog({ request, onClose }: { request: RequestListItem; onClose: () => void }) {
  const current = request.status as MerchandiseRequestStatus;
  const options = nextStatuses(merchandiseRequestWorkflow, current);
  const [status, setStatus] = useState<MerchandiseRequestStatus>(options[0] ?? current);
  const [shippingTime, setShippingTime] = useState('');
  const [receiveTime, setReceiveTime] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const detail = useMerchandiseRequest(request.id);
  const move = useMoveMerchandiseRequest(request.id);
  const shipping = status === 'Enviado';
  const going = (detail.data?.items ?? []).filter((i) => i.status !== 'Item em Falta');
  const missing = (detail.data?.items ?? []).filter((i) => i.status === 'Item em Falta');

  const submit = () => {
    move.mutate(
      { status, version: detail.data?.version ?? request.version, shippingTime, receiveTime, ...(shipping ? { idempotencyKey } : {}) },
      {
        onSuccess: ({ request: updated }) => {
          toast.success(`Status da ${REQUEST_NOUN.merchandise} Atualizado`, {
            description: updated.exit
              ? `${updated.code} enviada: saída ${updated.exit.code} registrada.`
              : `${updated.code}: ${merchandiseRequestWorkflow.labels[status]}.`,
          });
          onClose();
        },
        onError: toastError(`Erro ao atualizar status da ${REQUEST_NOUN.merchandise}`),
      },
    );
  };

  if (options.length === 0) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={`Atualizar Status — ${request.code}`}>
        <p className="text-sm text-stone-700">Esta solicitação já foi enviada: o status não pode mais ser alterado.</p>
        <div className="mt-4">
          <DialogActions onCancel={onClose} cancelLabel="Fechar" />
        </div>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title={`Atualizar Status — ${request.code}`}
      className="max-w-xl"
      onClose={onClose}
      onSubmit={submit}
      submit={{
        label: shipping ? 'Confirmar Envio' : 'Atualizar Status',
        busyLabel: 'Atualizando...',
        pending: move.isPending,
        disabled: shipping && !detail.data,
      }}
    >
      <Field label="Novo status">
        <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as MerchandiseRequestStatus)}>
          <CodeOptions values={options} labels={merchandiseRequestWorkflow.labels} />
        </NativeSelect>
      </Field>
      {shipping ? (
        <ListState query={detail} isEmpty={false} errorTitle="Erro ao buscar item em solicitações de mercadoria" emptyTitle="">
          <div className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-3">
            <p className="text-sm text-stone-800">
              Ao confirmar, será registrada a saída do almoxarifado para <strong>{detail.data?.storeName}</strong> com {going.length}{' '}
              {going.length === 1 ? 'item' : 'itens'}:
            </p>
            <ul className="list-disc pl-5 text-sm text-stone-900" aria-label="Itens a enviar">
              {going.map((i) => (
                <li key={i.id}>
                  {i.productName} — {i.quantity} un. (estoque {i.stock})
                </li>
              ))}
            </ul>
            {missing.length ? (
              <p className="text-sm text-stone-700">
                Não vão ({MERCHANDISE_ITEM_LABELS['Item em Falta']}): {missing.map((i) => i.productName).join(', ')}.
              </p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Horário de envio (opcional)">
                <Input value={shippingTime} maxLength={100} placeholder="Ex.: 14:00" onChange={(e) => setShippingTime(e.target.value)} />
              </Field>
              <Field label="Previsão de recebimento (opcional)">
                <Input value={receiveTime} maxLength={100} placeholder="Ex.: amanhã pela manhã" onChange={(e) => setReceiveTime(e.target.value)} />
              </Field>
            </div>
          </div>
        </ListState>
      ) : null}
    </FormDialog>
  );
}
