import { PURCHASE_ITEMS_REQUIRED_MESSAGE } from '@/domain/schemas/requests';
import { RequestLinesForm } from './request-lines-form';
import { useCreatePurchaseRequest } from './requests-api';

/** /admin/solicitacoes/compras: what to buy (product by name, code or barcode; quantity ≥ 1) and notes. */
export default function PurchaseRequestFormPage() {
  const create = useCreatePurchaseRequest();
  return (
    <RequestLinesForm
      title="Solicitar Compra"
      description="Peça ao setor de compras os produtos que precisam ser comprados."
      validate={(lines) => (lines.length === 0 ? PURCHASE_ITEMS_REQUIRED_MESSAGE : null)}
      send={(items, notes, idempotencyKey) => create.mutateAsync({ items, notes, idempotencyKey }).then((r) => r.request)}
      pending={create.isPending}
      successTitle="Solicitação de Compra Criada"
      errorTitle="Erro ao criar Solicitação de Compra"
      createdTitle="Solicitação de Compra Enviada!"
    />
  );
}
