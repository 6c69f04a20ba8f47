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

/** The id a control's aria-describedby names: its error when it has one, else its hint. */
export const describedByOf = (controlId: string, error?: string | null, hint?: string) =>
  error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;

/** A control's label, a '*' after a required one's (hidden from screen readers: the control says it is required). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-stone-800">
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

/** Under a control: its hint, or its error in the hint's place, announced. */
export function FieldMessages({ controlId, error, hint }: { controlId: string; error?: string | null; hint?: string }) {
  return (
    <>
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
    </>
  );
}

/** A labelled form control with its error announced to screen readers. */
export function Field({ label, required, error, hint, className, children }: Props) {
  const id = useId();
  const controlId = (children.props.id as string | undefined) ?? id;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={controlId} label={label} required={required} />
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByOf(controlId, error, hint),
        required: required || undefined,
      })}
      <FieldMessages controlId={controlId} error={error} hint={hint} />
    </div>
  );
}
