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
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex min-w-0 flex-col gap-1 text-xs text-stone-700" htmlFor={`${id}-from`}>
          De
          <Input
            id={`${id}-from`}
            type="date"
            className="min-w-0 px-2"
            value={from ?? ''}
            max={to || undefined}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? `${id}-error` : undefined}
            onChange={(e) => onChange({ from: e.target.value || undefined, to })}
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-xs text-stone-700" htmlFor={`${id}-to`}>
          Até
          <Input
            id={`${id}-to`}
            type="date"
            className="min-w-0 px-2"
            value={to ?? ''}
            min={from || undefined}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? `${id}-error` : undefined}
            onChange={(e) => onChange({ from, to: e.target.value || undefined })}
          />
        </label>
      </div>
      {backwards ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {PERIOD_ORDER_MESSAGE}
        </p>
      ) : null}
    </fieldset>
  );
}
