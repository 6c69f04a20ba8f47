import { useEffect, useId, useRef, useState } from 'react';
import { PERIOD_ORDER_MESSAGE } from '@/domain/schemas/list-query';
import { Input } from '../input';

type Period = { from?: string; to?: string };

type Props = {
  from: string | undefined;
  to: string | undefined;
  onChange: (period: Period) => void;
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
  const [typed, setTyped] = useState<Period>({ from, to });
  // The period last handed to onChange (or received): the URL catching up with it is not news.
  const applied = useRef<Period>({ from, to });
  // A period applied from elsewhere (back button, 'Limpar filtros', a link) replaces what was typed.
  // The URL arriving late with the De just typed must not: by then the Até may have been typed
  // backwards, and resetting would wipe it and its message (seen on a busy machine).
  useEffect(() => {
    if (from === applied.current.from && to === applied.current.to) return;
    applied.current = { from, to };
    setTyped({ from, to });
  }, [from, to]);
  const backwards = Boolean(typed.from && typed.to && typed.from > typed.to);
  const errorId = backwards ? `${id}-error` : undefined;
  const change = (next: Period) => {
    setTyped(next);
    if (passBackwards || !(next.from && next.to && next.from > next.to)) {
      applied.current = next;
      onChange(next);
    }
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <PeriodEnd end="from" id={id} period={typed} errorId={errorId} onChange={change} />
        <PeriodEnd end="to" id={id} period={typed} errorId={errorId} onChange={change} />
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
  end: keyof Period;
  /** The picker's id: the input's is `${id}-from` or `${id}-to`. */
  id: string;
  period: Period;
  /** While the period runs backwards: the input is invalid and described by the message. */
  errorId: string | undefined;
  onChange: (period: Period) => void;
};

const END_LABELS = { from: 'De', to: 'Até' };

/** De or Até: a labelled date input whose browser picker offers no day past the other end. */
function PeriodEnd({ end, id, period, errorId, onChange }: EndProps) {
  const inputId = `${id}-${end}`;
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs text-stone-700" htmlFor={inputId}>
      {END_LABELS[end]}
      <Input
        id={inputId}
        type="date"
        className="min-w-0 px-2"
        value={period[end] ?? ''}
        min={(end === 'to' && period.from) || undefined}
        max={(end === 'from' && period.to) || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange({ ...period, [end]: e.target.value || undefined })}
      />
    </label>
  );
}
