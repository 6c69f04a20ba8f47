import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { cn } from '../../lib/cn';
import { notify } from './notify';
import { validateForm } from './form-errors';
import type { FieldDef, FormValues } from './registry-types';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  fields: FieldDef[];
  initial: FormValues;
  schema: Parameters<typeof validateForm>[0];
  saving: boolean;
  submitLabel?: string;
  onSubmit: (data: unknown) => void;
};

export function FormFields({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: FieldDef[];
  values: FormValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((f) => {
        const common = {
          name: f.name,
          value: values[f.name] ?? '',
          placeholder: f.placeholder,
          autoComplete: f.autoComplete ?? 'off',
        };
        const set = (value: string) => onChange(f.name, f.mask ? f.mask(value) : value);
        let control: React.ReactElement<Record<string, unknown>>;
        if (f.kind === 'textarea') control = <Textarea {...common} onChange={(e) => set(e.target.value)} />;
        else if (f.kind === 'select')
          control = (
            <NativeSelect {...common} onChange={(e) => set(e.target.value)}>
              {(f.options ?? []).map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </NativeSelect>
          );
        else control = <Input {...common} type={f.kind ?? 'text'} onChange={(e) => set(e.target.value)} />;
        return (
          <Field
            key={f.name}
            label={f.label}
            required={f.required}
            error={errors[f.name]}
            hint={f.hint}
            className={cn((f.wide || f.kind === 'textarea') && 'sm:col-span-2')}
          >
            {control}
          </Field>
        );
      })}
    </div>
  );
}

/**
 * Add/edit dialog of a registry: checks with the shared schema first, so the spec's messages show
 * at once. Mount it per opening (with a key) so it starts from `initial`.
 */
export function RegistryFormDialog({ open, onOpenChange, title, fields, initial, schema, saving, submitLabel = 'Salvar', onSubmit }: Props) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateForm(schema, values);
    setErrors(result.errors);
    if (result.first) {
      notify.error('Erro', result.first);
      return;
    }
    onSubmit(result.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} className="max-w-2xl">
      {/* noValidate: the spec's own messages, not the browser's bubbles. */}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <FormFields fields={fields} values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Salvando...' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
