import { useState } from 'react';
import { todayIso } from '@/domain/dates';
import { PURCHASE_REQUEST_STATUSES, type PurchaseRequestStatus, purchaseRequestWorkflow } from '@/domain/requests';
import { ESTIMATED_ARRIVAL_REQUIRED_MESSAGE, type RequestListItem } from '@/domain/schemas/requests';
import { toast, toastError } from '../../lib/toast';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { RequestStatusDialog } from './request-status-dialog';
import { useMovePurchaseRequest } from './requests-api';

/** A purchase request's status (any may be chosen); 'Aguardando Entrega' asks for the estimated arrival. */
export function PurchaseStatusDialog({ request, onClose }: { request: RequestListItem; onClose: () => void }) {
  const [estimatedArrival, setEstimatedArrival] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMovePurchaseRequest(request.id);
  return (
    <RequestStatusDialog
      code={request.code}
      options={PURCHASE_REQUEST_STATUSES}
      labels={purchaseRequestWorkflow.labels}
      initial={request.status as PurchaseRequestStatus}
      pending={move.isPending}
      onClose={onClose}
      extra={(status) =>
        status === 'Aguardando Entrega' ? (
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
        ) : null
      }
      onSubmit={(status, note) => {
        const awaiting = status === 'Aguardando Entrega';
        if (awaiting && !estimatedArrival) return setError(ESTIMATED_ARRIVAL_REQUIRED_MESSAGE);
        move.mutate(
          { status, version: request.version, note, estimatedArrival: awaiting ? estimatedArrival : undefined },
          {
            onSuccess: () => {
              toast.success('Status da Compra Atualizado', { description: `${request.code}: ${purchaseRequestWorkflow.labels[status]}.` });
              onClose();
            },
            onError: toastError('Erro ao atualizar status da Compra'),
          },
        );
      }}
    />
  );
}
