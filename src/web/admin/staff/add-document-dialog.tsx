import { Controller } from 'react-hook-form';
import { todayIso } from '@/domain/dates';
import { type StaffDocumentFormValues, staffDocumentFormSchema } from '@/domain/schemas/staff';
import { errorMessage } from '../../lib/api';
import { Field } from '../../ui/field';
import { fieldError, TextareaField, TextField } from '../../ui/form/form-fields';
import { firstErrorMessage } from '../../ui/form/schema-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { Input } from '../../ui/input';
import { notify } from '../registries';
import { useUploadStaffDocument } from './staff-api';

// What the server accepts (it checks the bytes, this only narrows the file picker).
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

export function AddDocumentDialog({ staffId, onOpenChange }: { staffId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm<StaffDocumentFormValues>(staffDocumentFormSchema, { defaultValues: { type: '', date: todayIso(), description: '', file: null } });
  const close = () => onOpenChange(false);

  const upload = useUploadStaffDocument(staffId);

  const submit = form.handleSubmit(
    ({ type, date, description, file }) => {
      const body = new FormData();
      body.set('type', type);
      body.set('date', date ?? '');
      body.set('description', description ?? '');
      body.set('file', file as File, (file as File).name);
      upload.mutate(body, {
        onSuccess: () => {
          notify.success('Documento Adicionado');
          close();
        },
        onError: (err) => notify.error('Erro ao adicionar em documentos', errorMessage(err)),
      });
    },
    (errors) => notify.error('Erro', firstErrorMessage(errors) ?? ''),
  );

  return (
    <FormDialog
      title="Adicionar Novo Documento"
      onClose={close}
      onSubmit={submit}
      submit={{ label: 'Salvar Documento', busyLabel: 'Enviando...', pending: upload.isPending }}
      noValidate
    >
      <TextField form={form} name="type" label="Tipo" required placeholder="Ex.: Contrato, Atestado, RG" />
      <TextField form={form} name="date" label="Data" type="date" />
      <TextareaField form={form} name="description" label="Descrição" />
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <Field label="Arquivo" required error={fieldError(form, 'file')} hint="PDF, PNG, JPEG ou WebP, até 10 MB.">
            <Input
              ref={field.ref}
              type="file"
              accept={ACCEPT}
              className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800"
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
            />
          </Field>
        )}
      />
    </FormDialog>
  );
}
