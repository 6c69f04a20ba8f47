import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
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
};

/** The message of a field's error, wherever it sits in the form's values. */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

/** A labelled input registered in the form, its error under it. `mask` reshapes what is typed (phone, CNPJ). */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  mask,
  ...input
}: Common<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> & { mask?: (value: string) => string }) {
  const registered = form.register(name, mask ? { onChange: (e) => form.setValue(name, mask(e.target.value) as never) } : undefined);
  return (
    <Field label={label} required={required} error={fieldError(form, name)} hint={hint} className={className}>
      <Input {...input} {...registered} />
    </Field>
  );
}

export function TextareaField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  ...input
}: Common<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'>) {
  return (
    <Field label={label} required={required} error={fieldError(form, name)} hint={hint} className={className}>
      <Textarea {...input} {...form.register(name)} />
    </Field>
  );
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
  children,
  ...select
}: Common<T> & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form'> & { children: ReactNode }) {
  return (
    <Field label={label} required={required} error={fieldError(form, name)} hint={hint} className={className}>
      <NativeSelect {...select} {...form.register(name)}>
        {children}
      </NativeSelect>
    </Field>
  );
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
