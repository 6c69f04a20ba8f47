import { useEffect, useId, useState } from 'react';
import { PERIOD_ORDER_MESSAGE } from '@/domain/schemas/list-query';
import { Input } from '../input';

type Props = {
  from: string | undefined;
  to: string | undefined;
  onChange: (period: { from?: string; to?: string }) => void;
  legend?: string;
  /** A form that refuses a backwards period when submitted gets it too (a list never does). */
  passBackwards?: boolean;
};

/**
 * De / Até as two date inputs (YYYY-MM-DD, days of São Paulo, both ends included). A De after the
 * Até is shown as an error and not applied; the server refuses it too. The dates typed are kept
 * here while backwards: a list's URL drops a backwards period, and the day just typed must not
 * vanish with no word said.
 */
export function PeriodPicker({ from, to, onChange, legend = 'Período', passBackwards = false }: Props) {
  const id = useId();
  const [typed, setTyped] = useState<{ from?: string; to?: string }>({ from, to });
  // A period applied from elsewhere (back button, 'Limpar filtros', a link) replaces what was typed.
  useEffect(() => setTyped({ from, to }), [from, to]);
  const backwards = Boolean(typed.from && typed.to && typed.from > typed.to);
  const errorId = backwards ? `${id}-error` : undefined;
  const change = (next: { from?: string; to?: string }) => {
    setTyped(next);
    if (passBackwards || !(next.from && next.to && next.from > next.to)) onChange(next);
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <PeriodEnd
          id={`${id}-from`}
          label="De"
          value={typed.from}
          max={typed.to}
          errorId={errorId}
          onChange={(value) => change({ from: value, to: typed.to })}
        />
        <PeriodEnd
          id={`${id}-to`}
          label="Até"
          value={typed.to}
          min={typed.from}
          errorId={errorId}
          onChange={(value) => change({ from: typed.from, to: value })}
        />
      </div>
      {backwards ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {PERIOD_ORDER_MESSAGE}
        </p>
      ) : null}
    </fieldset>
  );
}

type EndProps = {
  id: string;
  label: string;
  value: string | undefined;
  /** The other end: the browser's picker offers no day past it. */
  min?: string;
  max?: string;
  /** While the period runs backwards: the input is invalid and described by the message. */
  errorId: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** De or Até: a labelled date input. */
function PeriodEnd({ id, label, value, min, max, errorId, onChange }: EndProps) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs text-stone-700" htmlFor={id}>
      {label}
      <Input
        id={id}
        type="date"
        className="min-w-0 px-2"
        value={value ?? ''}
        min={min || undefined}
        max={max || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </label>
  );
}
