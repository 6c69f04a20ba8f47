import { useState } from 'react';
import { todayIso } from '@/domain/dates';
import { ESTIMATED_ARRIVAL_REQUIRED_MESSAGE } from '@/domain/schemas/requests';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { RequestStatusDialog, type StatusDialogProps } from './request-status-dialog';
import { useMovePurchaseRequest } from './requests-api';

const AWAITING = 'Aguardando Entrega';

/** A purchase request's status (any may be chosen); 'Aguardando Entrega' asks for the estimated arrival. */
export function PurchaseStatusDialog(props: StatusDialogProps) {
  const [estimatedArrival, setEstimatedArrival] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMovePurchaseRequest(props.request.id);
  return (
    <RequestStatusDialog
      {...props}
      kind="purchase"
      move={move}
      extra={(status) =>
        status === AWAITING ? (
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
      moreOf={(status) => {
        if (status !== AWAITING) return {};
        if (!estimatedArrival) {
          setError(ESTIMATED_ARRIVAL_REQUIRED_MESSAGE);
          return null;
        }
        return { estimatedArrival };
      }}
    />
  );
}
