import { useState } from 'react';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/schemas/cart';
import { PURCHASE_ITEM_REQUIRED_MESSAGE, PURCHASE_ITEMS_REQUIRED_MESSAGE } from '@/domain/schemas/requests';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Field } from '../../ui/field';
import { Textarea } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { type DocumentLine, ProductLinesEditor } from '../documents/product-lines-editor';
import { RequestCreatedCard } from './request-created-card';
import { useCreatePurchaseRequest } from './requests-api';

/** /admin/solicitacoes/compras: what to buy (product by name, code or barcode; quantity ≥ 1) and notes. */
export default function PurchaseRequestFormPage() {
  const create = useCreatePurchaseRequest();
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
    if (lines.length === 0) return warn(PURCHASE_ITEMS_REQUIRED_MESSAGE);
    setProblem(null);
    create.mutate(
      { items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })), notes, idempotencyKey },
      {
        onSuccess: ({ request }) => {
          toast.success('Solicitação de Compra Criada', { description: `ID: ${request.code}` });
          setCreated(request.code);
        },
        onError: (err) => {
          setProblem(errorMessage(err));
          toast.error('Erro ao criar Solicitação de Compra', { description: errorMessage(err) });
        },
      },
    );
  };

  const startOver = () => {
    setLines([]);
    setNotes('');
    setCreated(null);
    setIdempotencyKey(crypto.randomUUID());
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Solicitar Compra" description="Peça ao setor de compras os produtos que precisam ser comprados." />
      {created ? (
        <RequestCreatedCard title="Solicitação de Compra Enviada!" code={created} onAnother={startOver} />
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
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
