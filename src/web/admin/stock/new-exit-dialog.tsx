import { useState } from 'react';
import { todayIso } from '@/domain/dates';
import { INVALID_QUANTITY_MESSAGE } from '@/domain/schemas/cart';
import {
  EXIT_ITEM_REQUIRED_MESSAGE,
  EXIT_REQUIRED_MESSAGE,
  exitQuantityOverStockMessage,
  exitRegisteredToast,
  exitTotalOverStockMessage,
} from '@/domain/schemas/stock-documents';
import { errorMessage } from '../../lib/api';
import { downloadUrl } from '../../lib/save-blob';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { FormProblem } from '../../ui/form/form-problem';
import { Input, Textarea } from '../../ui/input';
import { type DocumentLine, ProductLinesEditor } from '../documents/product-lines-editor';
import { StoreSelect } from '../documents/registry-selects';
import { exitPdfUrl, useCreateExit } from './stock-api';

/**
 * 'Nova Saída': destination store, date, notes and the items — only products with stock, each
 * at most its stock (SPEC 5's messages), a scanner's Enter picking the product. The server checks
 * the stock again when it posts, in the same transaction.
 */
export function NewExitDialog({ onClose, onRegistered }: { onClose: () => void; onRegistered?: (exit: { id: number; code: string }) => void }) {
  const create = useCreateExit();
  const [storeId, setStoreId] = useState('');
  const [exitDate, setExitDate] = useState(todayIso());
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<DocumentLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const confirm = () => {
    // Said once, beside the button that was pressed; the next change clears it.
    if (!storeId || lines.length === 0) return setProblem(EXIT_REQUIRED_MESSAGE);
    setProblem(null);
    create.mutate(
      { storeId: Number(storeId), exitDate, notes, items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })), idempotencyKey },
      {
        onSuccess: (res) => {
          // The guia goes with the goods: printing it is the clerk's next step.
          toast.success(exitRegisteredToast(res.exit.code, res.exit.lineCount), {
            action: { label: 'Imprimir guia', onClick: () => downloadUrl(exitPdfUrl(res.exit.id)) },
          });
          onRegistered?.(res.exit);
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
          <StoreSelect
            label="Destino (loja)"
            value={storeId}
            onChange={(next) => {
              setStoreId(next);
              setProblem(null);
            }}
          />
          <Field label="Data da saída" required>
            <Input
              type="date"
              value={exitDate}
              onChange={(e) => {
                setExitDate(e.target.value);
                setProblem(null);
              }}
            />
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
        />
        <Field label="Observações">
          <Textarea value={notes} rows={2} onChange={(e) => setNotes(e.target.value)} />
        </Field>
        <FormProblem message={problem} />
        <DialogActions onCancel={onClose}>
          <Button onClick={confirm} disabled={create.isPending}>
            {create.isPending ? 'Registrando...' : 'Confirmar Saída'}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
