import { type FormEvent, useState } from 'react';
import { todayIso } from '@/domain/dates';
import { PURCHASE_REQUEST_STATUSES, type PurchaseRequestStatus, purchaseRequestWorkflow } from '@/domain/requests';
import { ESTIMATED_ARRIVAL_REQUIRED_MESSAGE, type RequestListItem } from '@/domain/schemas/requests';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { useMovePurchaseRequest } from './requests-api';

/** 'Atualizar Status' of a purchase request; 'Aguardando Entrega' asks for the estimated arrival. */
export function PurchaseStatusDialog({ request, onClose }: { request: RequestListItem; onClose: () => void }) {
  const [status, setStatus] = useState(request.status as PurchaseRequestStatus);
  const [estimatedArrival, setEstimatedArrival] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMovePurchaseRequest(request.id);
  const awaiting = status === 'Aguardando Entrega';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (awaiting && !estimatedArrival) return setError(ESTIMATED_ARRIVAL_REQUIRED_MESSAGE);
    move.mutate(
      { status, version: request.version, note, estimatedArrival: awaiting ? estimatedArrival : undefined },
      {
        onSuccess: () => {
          toast.success('Status da Compra Atualizado', { description: `${request.code}: ${purchaseRequestWorkflow.labels[status]}.` });
          onClose();
        },
        onError: (err) => toast.error('Erro ao atualizar status da Compra', { description: errorMessage(err) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Atualizar Status — ${request.code}`}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Novo status">
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as PurchaseRequestStatus)}>
            {PURCHASE_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {purchaseRequestWorkflow.labels[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {awaiting ? (
          <Field label="Data estimada de chegada" required error={error}>
            <Input
              type="date"
              min={todayIso()}
              value={estimatedArrival}
              onChange={(e) => {
                setEstimatedArrival(e.target.value);
                setError(null);
              }}
            />
          </Field>
        ) : null}
        <Field label="Observação (opcional)">
          <Textarea value={note} rows={2} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <DialogActions onCancel={onClose}>
          <Button type="submit" disabled={move.isPending}>
            {move.isPending ? 'Atualizando...' : 'Atualizar Status'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
