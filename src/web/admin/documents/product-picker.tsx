import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Input } from '../../ui/input';
import { lookupProduct, type PickedProduct, usePickProducts } from './product-picker-api';

type Props = {
  label: string;
  /** Products already on the document: not suggested again. */
  exclude: number[];
  /** Only products with stock above 0 (exits). */
  inStockOnly?: boolean;
  selected: PickedProduct | null;
  onSelect: (product: PickedProduct | null) => void;
  /** A scanner's code + Enter named this product (after onSelect). */
  onScanned?: (product: PickedProduct) => void;
  onError: (message: string) => void;
  /** Shown under the label, e.g. 'Nome, código ou código de barras'. */
  hint?: string;
  id?: string;
  /** For a form that focuses the field on a failed submit. */
  inputRef?: Ref<HTMLInputElement>;
  /** The field's error, shown under it. */
  error?: string;
  required?: boolean;
};

/**
 * A product field for documents: typing searches name, code or barcode (at most 5 suggestions,
 * none already on the document), arrows and Enter choose one; a barcode scanner — which types the
 * code and presses Enter — selects its product at once. An ARIA combobox: keyboard and screen
 * readers work as with a native one.
 */
export function ProductPicker({ label, exclude, inStockOnly = false, selected, onSelect, onScanned, onError, hint, id: givenId, inputRef, error, required }: Props) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [looking, setLooking] = useState(false);
  // The list closes a moment after the field loses focus (so a click on an option lands first);
  // focusing or typing again cancels that, or a late close would hide fresh suggestions.
  const closing = useRef<number | undefined>(undefined);
  const keepOpen = () => {
    window.clearTimeout(closing.current);
    setOpen(true);
  };
  const search = useDebouncedValue(text.trim(), 200);
  const suggestions = usePickProducts({ search: selected ? '' : search, exclude, inStock: inStockOnly });
  const items = open && !selected ? (suggestions.data ?? []) : [];

  const choose = (product: PickedProduct) => {
    onSelect(product);
    setText(`${product.name} (${product.code})`);
    setOpen(false);
    setActive(-1);
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

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
    } else if (e.key === 'Enter') {
      // Enter never submits the document form from here: it chooses, or looks a scanned code up.
      e.preventDefault();
      if (active >= 0 && items[active]) choose(items[active]!);
      else if (text.trim()) void scan(text.trim());
    }
  };

  const listId = `${id}-list`;
  return (
    <div className="relative flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <Input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && items[active] ? `${listId}-${items[active]!.id}` : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        autoComplete="off"
        value={text}
        placeholder="Nome, código ou código de barras"
        onChange={(e) => {
          setText(e.target.value);
          keepOpen();
          setActive(-1);
          if (selected) onSelect(null);
        }}
        onFocus={keepOpen}
        onBlur={() => {
          closing.current = window.setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
        aria-busy={looking || undefined}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={`Sugestões de ${label.toLowerCase()}`}
        className={cn('absolute top-full z-30 mt-1 w-full overflow-hidden rounded-md border border-stone-200 bg-white shadow-lg', items.length === 0 && 'hidden')}
      >
        {items.map((p, i) => (
          <div
            key={p.id}
            id={`${listId}-${p.id}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={cn('cursor-pointer px-3 py-2 text-sm', i === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-stone-50')}
            // mousedown, so the choice lands before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(p);
            }}
          >
            <span className="font-medium text-stone-900">{p.name}</span>
            <span className="block text-xs text-stone-600">
              {p.code}
              {p.barcode ? ` · ${p.barcode}` : ''} · estoque {p.stock}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
