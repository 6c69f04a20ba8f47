import { type InputHTMLAttributes, useState } from 'react';
import { Field } from '../field';
import { Input } from '../input';

/** A form kept in plain state (the checkout): its values, the message of each field, and a change by patch. */
export type StateForm<T> = {
  form: T;
  errors: Partial<Record<keyof T, string>>;
  onChange: (patch: Partial<T>) => void;
};

/**
 * A form kept in plain state: `fields` (its values, each field's message, and a change that patches
 * the values and clears the messages of the fields it changed) for its StateTextFields, and the
 * setters for a whole new set of values or messages.
 */
export function useStateForm<T extends object>(initial: T | (() => T)) {
  const [form, setForm] = useState<T>(initial);
  const [errors, setErrors] = useState<StateForm<T>['errors']>({});
  const onChange = (patch: Partial<T>) => {
    setForm((f) => ({ ...f, ...patch }));
    // A field's message goes as soon as the field changes.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof T)[]) delete next[key];
      return next;
    });
  };
  const fields: StateForm<T> = { form, errors, onChange };
  return { fields, setForm, setErrors };
}

/** The keys of T whose values are text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

type Props<T> = StateForm<T> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'value' | 'onChange'> & {
    name: TextKey<T>;
    label: string;
    required?: boolean;
    hint?: string;
    /** Reshapes what is typed (phone, CPF, card number). */
    mask?: (typed: string) => string;
  };

/** A labelled input bound to one text value of a plain-state form, its error under it. */
export function StateTextField<T>({ form, errors, onChange, name, label, required, hint, className, mask, ...input }: Props<T>) {
  return (
    <Field label={label} required={required} hint={hint} error={errors[name]} className={className}>
      <Input {...input} value={form[name] as string} onChange={(e) => onChange({ [name]: mask ? mask(e.target.value) : e.target.value } as Partial<T>)} />
    </Field>
  );
}
