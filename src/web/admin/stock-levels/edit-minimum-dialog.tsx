import { useState } from 'react';
import { INVALID_MINIMUM_MESSAGE, type StockLevelListItem } from '@/domain/schemas/stock-levels';
import { toast, toastError } from '../../lib/toast';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { Input } from '../../ui/input';
import { useSetStockMinimum } from './stock-levels-api';

type Props = { row: StockLevelListItem; onClose: () => void };

/**
 * 'Estoque mínimo na loja' (decision 072): the store's own minimum of the product; left blank, the
 * store has none and 'Abaixo do mínimo' does not flag it. Mount per row (with a key).
 */
export function EditMinimumDialog({ row, onClose }: Props) {
  const [value, setValue] = useState(row.minStock === null ? '' : String(row.minStock));
  const [error, setError] = useState<string | null>(null);
  const save = useSetStockMinimum();
  const submit = () => {
    const text = value.trim();
    if (text !== '' && !/^\d{1,9}$/.test(text)) {
      setError(INVALID_MINIMUM_MESSAGE);
      return;
    }
    const minStock = text === '' ? null : Number(text);
    save.mutate(
      { productId: row.productId, locationId: row.locationId, minStock },
      {
        onSuccess: () => {
          toast.success('Estoque mínimo atualizado!', {
            description:
              minStock === null ? `${row.productName} sem mínimo em ${row.locationName}.` : `${row.productName}: mínimo ${minStock} em ${row.locationName}.`,
          });
          onClose();
        },
        onError: toastError('Erro ao atualizar o estoque mínimo'),
      },
    );
  };
  return (
    <FormDialog
      title="Estoque mínimo na loja"
      description={`${row.productName} (${row.productCode}) — ${row.locationName}`}
      onClose={onClose}
      onSubmit={submit}
      noValidate
      submit={{ label: 'Salvar mínimo', busyLabel: 'Salvando...', pending: save.isPending }}
    >
      <Field label="Estoque mínimo" error={error} hint="Deixe em branco para a loja não ter mínimo deste produto.">
        <Input
          inputMode="numeric"
          autoFocus
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}
