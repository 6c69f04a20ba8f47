import { SPECIAL_ORDER_READY, SPECIAL_ORDER_STATUSES, type SpecialOrderStatus, specialOrderWorkflow } from '@/domain/requests';
import type { RequestListItem } from '@/domain/schemas/requests';
import { toast, toastError } from '../../../lib/toast';
import { RequestStatusDialog } from '../request-status-dialog';
import { useMoveSpecialOrder } from './special-orders-api';

/** A special order's status (any may be chosen); 'Pronta para Retirada' e-mails a registered customer. */
export function SpecialOrderStatusDialog({ request, onClose }: { request: RequestListItem; onClose: () => void }) {
  const move = useMoveSpecialOrder(request.id);
  return (
    <RequestStatusDialog
      code={request.code}
      options={SPECIAL_ORDER_STATUSES}
      labels={specialOrderWorkflow.labels}
      initial={request.status as SpecialOrderStatus}
      pending={move.isPending}
      onClose={onClose}
      extra={(status) =>
        status === SPECIAL_ORDER_READY && request.status !== SPECIAL_ORDER_READY ? (
          <p className="text-sm text-stone-700">Se o cliente for cadastrado, ele recebe um e-mail avisando que a encomenda está pronta para retirada.</p>
        ) : null
      }
      onSubmit={(status, note) =>
        move.mutate(
          { status, version: request.version, note },
          {
            onSuccess: () => {
              toast.success('Status da Encomenda Atualizado', { description: `${request.code}: ${specialOrderWorkflow.labels[status]}.` });
              onClose();
            },
            onError: toastError('Erro ao atualizar status da Encomenda'),
          },
        )
      }
    />
  );
}
