import { Minus, Plus } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect, useId, useState } from 'react';
import { clampQuantity } from '@/domain/stock';

type Props = { value: number; stock: number; onChange: Dispatch<SetStateAction<number>>; disabled?: boolean };

/** Quantity between 1 and the stock (requirements §5); typing is allowed and clamped as it goes. */
export function QuantitySelector({ value, stock, onChange, disabled }: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const max = Math.max(stock, 1);
  // Steps build on the latest quantity, so quick repeated presses all count.
  const step = (delta: number) => onChange((q) => clampQuantity(q + delta, stock));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Quantidade
      </label>
      <div className="flex w-fit items-center rounded-md border border-stone-300 bg-white">
        <button
          type="button"
          onClick={() => step(-1)}
          disabled={disabled || value <= 1}
          aria-label="Diminuir quantidade"
          className="flex h-11 w-11 items-center justify-center text-stone-800 hover:bg-stone-100 disabled:opacity-40"
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={text}
          disabled={disabled}
          onChange={(e) => {
            // An emptied box may be typed into again; anything else is clamped at once.
            if (e.target.value === '') return setText('');
            const n = clampQuantity(Number(e.target.value), stock);
            setText(String(n));
            onChange(n);
          }}
          onBlur={() => setText(String(value))}
          className="h-11 w-16 border-x border-stone-300 text-center text-base [appearance:textfield] disabled:bg-stone-100 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          onClick={() => step(1)}
          disabled={disabled || value >= max}
          aria-label="Aumentar quantidade"
          className="flex h-11 w-11 items-center justify-center text-stone-800 hover:bg-stone-100 disabled:opacity-40"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
