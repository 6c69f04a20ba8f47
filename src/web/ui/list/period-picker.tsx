import { useId } from 'react';
import { PERIOD_ORDER_MESSAGE } from '@/domain/schemas/list-query';
import { Input } from '../input';

type Props = {
  from: string | undefined;
  to: string | undefined;
  onChange: (period: { from?: string; to?: string }) => void;
  legend?: string;
};

/**
 * De / Até as two date inputs (YYYY-MM-DD, days of São Paulo, both ends included). A De after the
 * Até is shown as an error and not applied; the server refuses it too.
 */
export function PeriodPicker({ from, to, onChange, legend = 'Período' }: Props) {
  const id = useId();
  const backwards = Boolean(from && to && from > to);
  const errorId = backwards ? `${id}-error` : undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <PeriodEnd id={`${id}-from`} label="De" value={from} max={to} errorId={errorId} onChange={(value) => onChange({ from: value, to })} />
        <PeriodEnd id={`${id}-to`} label="Até" value={to} min={from} errorId={errorId} onChange={(value) => onChange({ from, to: value })} />
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
