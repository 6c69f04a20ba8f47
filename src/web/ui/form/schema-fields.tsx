import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { SelectField, TextareaField, TextField } from './form-fields';

/** A field described as data (the registry screens' fields, the staff forms'). */
export type FieldDef = {
  name: string;
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'textarea' | 'select';
  options?: readonly string[];
  required?: boolean;
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  /** Applied while typing (phone and CNPJ masks). */
  mask?: (value: string) => string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
};

/** The fields of `defs` registered in `form`, two columns from 640 px. */
export function SchemaFields<T extends FieldValues>({ form, defs }: { form: UseFormReturn<T>; defs: FieldDef[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {defs.map((f) => {
        const name = f.name as Path<T>;
        const className = cn((f.wide || f.kind === 'textarea') && 'sm:col-span-2');
        const common = { form, name, label: f.label, required: f.required, hint: f.hint, className };
        if (f.kind === 'textarea') return <TextareaField key={f.name} {...common} placeholder={f.placeholder} />;
        if (f.kind === 'select') {
          return (
            <SelectField key={f.name} {...common}>
              {(f.options ?? []).map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </SelectField>
          );
        }
        return <TextField key={f.name} {...common} type={f.kind ?? 'text'} placeholder={f.placeholder} autoComplete={f.autoComplete ?? 'off'} mask={f.mask} />;
      })}
    </div>
  );
}

/**
 * The first error message of a failed submit, in the form's order, wherever it sits (a field's, a
 * list of lines' own, one line's, the server's under `root`).
 */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const message = (errors as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element: nothing of the form's below it.
    if (key === 'ref' || key === 'message') continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}
