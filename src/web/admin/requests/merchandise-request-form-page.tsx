import { useState } from 'react';
import { todayIso } from '@/domain/dates';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/schemas/cart';
import { DELIVERY_BEFORE_REQUEST_MESSAGE, MERCHANDISE_REQUIRED_MESSAGE, PURCHASE_ITEM_REQUIRED_MESSAGE } from '@/domain/schemas/requests';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { type DocumentLine, ProductLinesEditor } from '../documents/product-lines-editor';
import { useStoreOptions } from '../documents/registry-options-api';
import { RequestCreatedCard } from './request-created-card';
import { useCreateMerchandiseRequest } from './requests-api';

/** /admin/solicitacoes/mercadorias-loja: a store asks the warehouse for goods (each item starts 'Recebido'). */
export default function MerchandiseRequestFormPage() {
  const stores = useStoreOptions();
  const create = useCreateMerchandiseRequest();
  const [storeId, setStoreId] = useState('');
  const [requestDate, setRequestDate] = useState(todayIso());
  const [deliveryDate, setDeliveryDate] = useState('');
  const [lines, setLines] = useState<DocumentLine[]>([]);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<string | null>(null);

  const warn = (message: string) => {
    setProblem(message);
    toast.error('Atenção', { description: message });
  };

  const submit = () => {
    if (!storeId || !requestDate || !deliveryDate || lines.length === 0) return warn(MERCHANDISE_REQUIRED_MESSAGE);
    if (deliveryDate < requestDate) return warn(DELIVERY_BEFORE_REQUEST_MESSAGE);
    setProblem(null);
    create.mutate(
      { storeId: Number(storeId), requestDate, deliveryDate, notes, items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })), idempotencyKey },
      {
        onSuccess: ({ request }) => {
          toast.success('Solicitação de Mercadoria Criada', { description: `ID: ${request.code}` });
          setCreated(request.code);
        },
        onError: (err) => {
          setProblem(errorMessage(err));
          toast.error('Erro ao criar Solicitação de Mercadoria', { description: errorMessage(err) });
        },
      },
    );
  };

  const startOver = () => {
    setLines([]);
    setNotes('');
    setDeliveryDate('');
    setCreated(null);
    setIdempotencyKey(crypto.randomUUID());
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Mercadorias para Loja" description="Peça ao almoxarifado as mercadorias de que a loja precisa." />
      {created ? (
        <RequestCreatedCard title="Solicitação de Mercadoria Criada" code={created} onAnother={startOver} />
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label="Loja" required>
                <NativeSelect value={storeId} onChange={(e) => setStoreId(e.target.value)}>
                  <option value="">Selecione a loja</option>
                  {(stores.data ?? []).map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field label="Data da solicitação" required>
                <Input type="date" value={requestDate} onChange={(e) => setRequestDate(e.target.value)} />
              </Field>
              <Field label="Data de entrega" required>
                <Input type="date" value={deliveryDate} min={requestDate} onChange={(e) => setDeliveryDate(e.target.value)} />
              </Field>
            </div>
            <ProductLinesEditor
              label="Itens da solicitação"
              lines={lines}
              onChange={(next) => {
                setLines(next);
                setProblem(null);
              }}
              newLine={(product, quantity) => ({ product, quantity })}
              messages={{ pickFirst: PURCHASE_ITEM_REQUIRED_MESSAGE, invalidQuantity: INVALID_QUANTITY_MESSAGE }}
              onError={warn}
            />
            <Field label="Observações">
              <Textarea value={notes} rows={3} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
            </Field>
            {problem ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {problem}
              </p>
            ) : null}
            <div className="flex justify-end">
              <Button onClick={submit} disabled={create.isPending} className="w-full sm:w-auto">
                {create.isPending ? 'Enviando...' : 'Enviar Solicitação'}
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
