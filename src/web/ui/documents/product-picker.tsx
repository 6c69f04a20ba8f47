import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Combobox, type ComboboxFieldProps } from '../combobox';
import { lookupProduct, type PickedProduct, usePickProducts } from './product-picker-api';

type Props = ComboboxFieldProps & {
  /** Products already on the document: not suggested again. */
  exclude: number[];
  /** Only products with stock above 0 (exits). */
  inStockOnly?: boolean;
  selected: PickedProduct | null;
  onSelect: (product: PickedProduct | null) => void;
  /** A scanner's code + Enter named this product (after onSelect). */
  onScanned?: (product: PickedProduct) => void;
  onError: (message: string) => void;
};

/**
 * A product field for documents: typing searches name, code or barcode (at most 5 suggestions,
 * none already on the document), arrows and Enter choose one; a barcode scanner — which types the
 * code and presses Enter — selects its product at once. An ARIA combobox: keyboard and screen
 * readers work as with a native one.
 */
export function ProductPicker({ exclude, inStockOnly = false, selected, onSelect, onScanned, onError, ...field }: Props) {
  const [text, setText] = useState('');
  const [looking, setLooking] = useState(false);
  const search = useDebouncedValue(text.trim(), 200);
  const suggestions = usePickProducts({ search: selected ? '' : search, exclude, inStock: inStockOnly });

  const choose = (product: PickedProduct) => {
    onSelect(product);
    setText(`${product.name} (${product.code})`);
  };

  const scan = async (code: string) => {
    setLooking(true);
    try {
      const product = await lookupProduct(code);
      if (exclude.includes(product.id) && !onScanned) {
        onError('Este produto já está na lista.');
        return;
      }
      if (inStockOnly && product.stock <= 0) {
        onError(`"${product.name}" está sem estoque.`);
        return;
      }
      choose(product);
      onScanned?.(product);
    } catch (err) {
      onError(errorMessage(err));
    } finally {
      setLooking(false);
    }
  };

  return (
    <Combobox
      {...field}
      placeholder="Nome, código ou código de barras"
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (selected) onSelect(null);
      }}
      items={selected ? [] : (suggestions.data ?? [])}
      itemKey={(p) => p.id}
      renderItem={(p) => (
        <>
          <span className="font-medium text-stone-900">{p.name}</span>
          <span className="block text-xs text-stone-600">
            {p.code}
            {p.barcode ? ` · ${p.barcode}` : ''} · estoque {p.stock}
          </span>
        </>
      )}
      onChoose={choose}
      onEnter={(code) => void scan(code)}
      busy={looking}
    />
  );
}
