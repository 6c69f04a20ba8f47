import { useState } from 'react';
import { todayIso } from '@/domain/dates';
import { DELIVERY_BEFORE_REQUEST_MESSAGE, MERCHANDISE_REQUIRED_MESSAGE } from '@/domain/schemas/requests';
import { StoreSelect } from '../../ui/documents/registry-selects';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { RequestLinesForm } from './request-lines-form';
import { useCreateMerchandiseRequest } from './requests-api';

/** /admin/solicitacoes/mercadorias-loja: a store asks the warehouse for goods (each item starts 'Recebido'). */
export default function MerchandiseRequestFormPage() {
  const create = useCreateMerchandiseRequest();
  const [storeId, setStoreId] = useState('');
  const [requestDate, setRequestDate] = useState(todayIso());
  const [deliveryDate, setDeliveryDate] = useState('');
  return (
    <RequestLinesForm
      title="Mercadorias para Loja"
      description="Peça ao almoxarifado as mercadorias de que a loja precisa."
      validate={(lines) =>
        !storeId || !requestDate || !deliveryDate || lines.length === 0
          ? MERCHANDISE_REQUIRED_MESSAGE
          : deliveryDate < requestDate
            ? DELIVERY_BEFORE_REQUEST_MESSAGE
            : null
      }
      send={(items, notes, idempotencyKey) =>
        create.mutateAsync({ storeId: Number(storeId), requestDate, deliveryDate, items, notes, idempotencyKey }).then((r) => r.request)
      }
      pending={create.isPending}
      successTitle="Solicitação de Mercadoria Criada"
      errorTitle="Erro ao criar Solicitação de Mercadoria"
      createdTitle="Solicitação de Mercadoria Criada"
      onReset={() => setDeliveryDate('')}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <StoreSelect label="Loja" value={storeId} onChange={setStoreId} />
        <Field label="Data da solicitação" required>
          <Input type="date" value={requestDate} onChange={(e) => setRequestDate(e.target.value)} />
        </Field>
        <Field label="Data de entrega" required>
          <Input type="date" value={deliveryDate} min={requestDate} onChange={(e) => setDeliveryDate(e.target.value)} />
        </Field>
      </div>
    </RequestLinesForm>
  );
}
