import { useState } from 'react';
import { todayIso } from '@/domain/dates';
import {
  EXIT_ITEM_REQUIRED_MESSAGE,
  EXIT_REQUIRED_MESSAGE,
  exitQuantityOverStockMessage,
  exitRegisteredToast,
  exitTotalOverStockMessage,
} from '@/domain/schemas/stock-documents';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/schemas/cart';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { type DocumentLine, ProductLinesEditor } from '../documents/product-lines-editor';
import { useStoreOptions } from '../documents/registry-options-api';
import { useCreateExit } from './stock-api';

/**
 * 'Nova Saída': destination store, date, notes and the items — only products with stock, each
 * at most its stock (SPEC 5's messages), a scanner's Enter picking the product. The server checks
 * the stock again when it posts, in the same transaction.
 */
export function NewExitDialog({ onClose }: { onClose: () => void }) {
  const stores = useStoreOptions();
  const create = useCreateExit();
  const [storeId, setStoreId] = useState('');
  const [exitDate, setExitDate] = useState(todayIso());
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<DocumentLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const warn = (message: string) => {
    setProblem(message);
    toast.error('Atenção', { description: message });
  };

  const confirm = () => {
    if (!storeId || lines.length === 0) return warn(EXIT_REQUIRED_MESSAGE);
    setProblem(null);
    create.mutate(
      { storeId: Number(storeId), exitDate, notes, items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })), idempotencyKey },
      {
        onSuccess: (res) => {
          toast.success(exitRegisteredToast(res.exit.code, res.exit.lineCount));
          onClose();
        },
        // Stock that changed since the dialog opened comes back with SPEC's message and the current stock.
        onError: (err) => {
          setProblem(errorMessage(err));
          toast.error('Erro ao adicionar em saídas', { description: errorMessage(err) });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Nova Saída" description="Mercadorias do almoxarifado para uma loja." className="max-w-2xl">
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Destino (loja)" required>
            <NativeSelect value={storeId} onChange={(e) => setStoreId(e.target.value)}>
              <option value="">Selecione a loja</option>
              {(stores.data ?? []).map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Data da saída" required>
            <Input type="date" value={exitDate} onChange={(e) => setExitDate(e.target.value)} />
          </Field>
        </div>
        <ProductLinesEditor
          label="Itens da saída"
          lines={lines}
          onChange={(next) => {
            setLines(next);
            setProblem(null);
          }}
          newLine={(product, quantity) => ({ product, quantity })}
          inStockOnly
          maxQuantity={(p) => p.stock}
          messages={{
            pickFirst: EXIT_ITEM_REQUIRED_MESSAGE,
            invalidQuantity: INVALID_QUANTITY_MESSAGE,
            overMax: exitQuantityOverStockMessage,
            totalOverMax: exitTotalOverStockMessage,
          }}
          onError={warn}
        />
        <Field label="Observações">
          <Textarea value={notes} rows={2} onChange={(e) => setNotes(e.target.value)} />
        </Field>
        {problem ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={confirm} disabled={create.isPending}>
            {create.isPending ? 'Registrando...' : 'Confirmar Saída'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
