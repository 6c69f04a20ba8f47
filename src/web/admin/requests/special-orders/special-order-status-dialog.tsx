import { SPECIAL_ORDER_READY } from '@/domain/requests';
import { RequestStatusDialog, type StatusDialogProps } from '../request-status-dialog';
import { useMoveSpecialOrder } from './special-orders-api';

/** A special order's status (any may be chosen); 'Pronta para Retirada' e-mails a registered customer. */
export function SpecialOrderStatusDialog(props: StatusDialogProps) {
  const { request } = props;
  const move = useMoveSpecialOrder(request.id);
  return (
    <RequestStatusDialog
      {...props}
      kind="specialOrder"
      move={move}
      extra={(status) =>
        status === SPECIAL_ORDER_READY && request.status !== SPECIAL_ORDER_READY ? (
          <p className="text-sm text-stone-700">Se o cliente for cadastrado, ele recebe um e-mail avisando que a encomenda está pronta para retirada.</p>
        ) : null
      }
    />
  );
}
