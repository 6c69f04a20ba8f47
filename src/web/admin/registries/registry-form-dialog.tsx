import type { ZodType } from 'zod';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { firstErrorMessage, SchemaFields } from '../../ui/form/schema-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from './notify';
import type { FieldDef, FormValues } from './registry-types';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  fields: FieldDef[];
  initial: FormValues;
  schema: ZodType;
  saving: boolean;
  submitLabel?: string;
  /** What was typed; the API parses it with the same schema. */
  onSubmit: (values: FormValues) => void;
};

/**
 * Add/edit dialog of a registry, on the form toolkit: checked with the domain's schema first (the
 * spec's messages under the fields and in a toast, the first wrong field focused). Mount it per
 * opening (with a key) so it starts from `initial`.
 */
export function RegistryFormDialog({ open, onOpenChange, title, fields, initial, schema, saving, submitLabel = 'Salvar', onSubmit }: Props) {
  const form = useZodForm<FormValues>(schema as ZodType<unknown, FormValues>, { defaultValues: initial });
  const submit = form.handleSubmit(onSubmit, (errors) => {
    const first = firstErrorMessage(errors);
    if (first) notify.error('Erro', first);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} className="max-w-2xl">
      {/* noValidate: the requirements' own messages, not the browser's bubbles. */}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <SchemaFields form={form} defs={fields} />
        <DialogActions onCancel={() => onOpenChange(false)}>
          <SubmitButton pending={saving} busyLabel="Salvando...">
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
