import type { ChangeEvent, ElementType, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { Field } from '../field';
import { Input, NativeSelect, Textarea } from '../input';

type Common<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  /** Its message under it even when an earlier field has the same one (the checkout's 'Campo obrigatório.' under each empty field). */
  ownMessage?: boolean;
};

/**
 * The message of a field's error, wherever it sits in the form's values. One message for several
 * fields (the requirements' 'Produto, quantidade e data são obrigatórios.') is shown once, under the first of
 * them in the form's order: the same sentence twice reads as two problems. A form that says
 * 'Campo obrigatório.' under each empty field asks for `ownMessage`.
 */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, ownMessage = false): string | undefined {
  const errors = form.formState.errors;
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  if (!message || ownMessage) return message;
  const first = Object.keys(errors).find((key) => (errors[key] as { message?: string } | undefined)?.message === message);
  return first === undefined || first === String(name).split('.')[0] ? message : undefined;
}

/** Splits a field's props into those of its <Field> (label, hint, error…) and those of its control. */
function splitField<P extends Omit<Common<FieldValues>, 'form' | 'name' | 'ownMessage'>>({ label, required, hint, className, ...control }: P) {
  return [{ label, required, hint, className }, control] as const;
}

/**
 * `Control` registered in the form as `name`, inside its <Field> with the field's error under it; the
 * control's own props ride along. `mask` reshapes what is typed before the form reads it.
 */
function registeredField<T extends FieldValues>({ form, name, ownMessage, ...rest }: Common<T>, Control: ElementType, mask?: (value: string) => string) {
  const [field, control] = splitField(rest);
  const registration = form.register(name);
  const onChange = mask
    ? (e: ChangeEvent<HTMLInputElement>) => {
        e.target.value = mask(e.target.value);
        return registration.onChange(e);
      }
    : registration.onChange;
  return (
    <Field {...field} error={fieldError(form, name, ownMessage)}>
      <Control {...control} {...registration} onChange={onChange} />
    </Field>
  );
}

/** A labelled input registered in the form, its error under it. `mask` reshapes what is typed (phone, CNPJ). */
export function TextField<T extends FieldValues>(
  props: Common<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> & { mask?: (value: string) => string },
) {
  const { mask, ...rest } = props;
  return registeredField(rest, Input, mask);
}

export function TextareaField<T extends FieldValues>(props: Common<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'>) {
  return registeredField(props, Textarea);
}

export function SelectField<T extends FieldValues>(
  props: Common<T> & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form'> & { children: ReactNode },
) {
  return registeredField(props, NativeSelect);
}

export function CheckboxField<T extends FieldValues>({ form, name, label, hint }: Omit<Common<T>, 'required' | 'className'>) {
  const id = `cb-${String(name)}`;
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1 h-4 w-4 accent-brand-700" {...form.register(name)} />
      <label htmlFor={id} className="text-sm text-stone-800">
        {label}
        {hint ? <span className="block text-xs text-stone-600">{hint}</span> : null}
      </label>
    </div>
  );
}
