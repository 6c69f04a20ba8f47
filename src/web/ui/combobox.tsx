import { type KeyboardEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { describedByOf, FieldLabel, FieldMessages } from './field';
import { Input } from './input';

/** What a field built on the combobox (a picker) hands on as it is: label, id, focus ref, required, hint and error. */
export type ComboboxFieldProps = {
  label: string;
  id?: string;
  /** For a form that focuses the field on a failed submit. */
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** Shown under the label, e.g. 'Nome, código ou código de barras'. */
  hint?: string;
  /** The field's error, shown under it. */
  error?: string;
};

type Props<T> = ComboboxFieldProps & {
  placeholder?: string;
  /** What is typed (the caller owns it: it searches with it and writes the chosen item into it). */
  text: string;
  onTextChange: (text: string) => void;
  /** The suggestions for the text; shown while the field has focus. */
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  onChoose: (item: T) => void;
  /** Enter with no suggestion highlighted (a barcode scanner's code), with the trimmed text. */
  onEnter?: (text: string) => void;
  busy?: boolean;
};

/**
 * A text field with suggestions, as an ARIA combobox: arrows move through them, Enter or a click
 * chooses one, Escape closes the list; keyboard and screen readers work as with a native control.
 * Enter never submits the surrounding form from here.
 */
export function Combobox<T>(props: Props<T>) {
  const { label, inputRef, required, hint, error, placeholder, text, onTextChange, items: all, itemKey, renderItem, onChoose, onEnter, busy } = props;
  const autoId = useId();
  const id = props.id ?? autoId;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The list closes a moment after the field loses focus (so a click on an option lands first);
  // focusing or typing again cancels that, or a late close would hide fresh suggestions.
  const closing = useRef<number | undefined>(undefined);
  const keepOpen = () => {
    window.clearTimeout(closing.current);
    setOpen(true);
  };
  const items = open ? all : [];
  const choose = (item: T) => {
    onChoose(item);
    setOpen(false);
    setActive(-1);
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
      e.preventDefault();
      if (active >= 0 && items[active]) choose(items[active]!);
      else if (text.trim()) onEnter?.(text.trim());
    }
  };

  const listId = `${id}-list`;
  const optionId = (item: T) => `${listId}-${itemKey(item)}`;
  return (
    <div className="relative flex min-w-0 flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && items[active] ? optionId(items[active]!) : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        onChange={(e) => {
          onTextChange(e.target.value);
          keepOpen();
          setActive(-1);
        }}
        onFocus={keepOpen}
        onBlur={() => {
          closing.current = window.setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
        aria-busy={busy || undefined}
      />
      <FieldMessages controlId={id} error={error} hint={hint} />
      <div
        id={listId}
        role="listbox"
        aria-label={`Sugestões de ${label.toLowerCase()}`}
        className={cn(
          'absolute top-full z-30 mt-1 w-full overflow-hidden rounded-md border border-stone-200 bg-white shadow-lg',
          items.length === 0 && 'hidden',
        )}
      >
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            id={optionId(item)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={cn('cursor-pointer px-3 py-2 text-sm', i === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-stone-50')}
            // mousedown, so the choice lands before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(item);
            }}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
