import { cloneElement, type ReactElement, useId } from 'react';
import { cn } from '../lib/cn';

type Props = {
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: string;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled form control with its error announced to screen readers. */
export function Field({ label, required, error, hint, className, children }: Props) {
  const id = useId();
  const controlId = (children.props.id as string | undefined) ?? id;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-stone-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        required: required || undefined,
      })}
      {hint && !error ? (
        <p id={`${controlId}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
