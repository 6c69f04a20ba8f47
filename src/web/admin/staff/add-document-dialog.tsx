import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { todayIso } from '@/domain/dates';
import {
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  staffDocumentFieldsSchema,
} from '@/domain/schemas/staff';
import { errorMessage } from '../../lib/api';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { type FieldErrors, validateForm } from '../../ui/form/field-errors';
import { Input, Textarea } from '../../ui/input';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../registries/notify';
import { staffKeys, uploadStaffDocument } from './staff-api';

// What the server accepts (it checks the bytes, this only narrows the file picker).
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

export function AddDocumentDialog({ staffId, open, onOpenChange }: { staffId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const qc = useQueryClient();
  const [type, setType] = useState('');
  const [date, setDate] = useState(todayIso());
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const upload = useMutation({
    mutationFn: (form: FormData) => uploadStaffDocument(staffId, form),
    onSuccess: async () => {
      notify.success('Documento Adicionado');
      await qc.invalidateQueries({ queryKey: staffKeys.detail(staffId) });
      onOpenChange(false);
    },
    onError: (err) => notify.error('Erro ao adicionar em documentos', errorMessage(err)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateForm(staffDocumentFieldsSchema, { type, date, description });
    const fileError = !file ? DOCUMENT_FILE_REQUIRED_MESSAGE : file.size > MAX_DOCUMENT_BYTES ? DOCUMENT_TOO_LARGE_MESSAGE : null;
    const all = fileError ? { ...result.errors, file: fileError } : result.errors;
    setErrors(all);
    const first = result.first ?? fileError;
    if (first || !file) {
      notify.error('Erro', first ?? DOCUMENT_FILE_REQUIRED_MESSAGE);
      return;
    }
    const form = new FormData();
    form.set('type', type);
    form.set('date', date);
    form.set('description', description);
    form.set('file', file, file.name);
    upload.mutate(form);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Adicionar Novo Documento">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Tipo" required error={errors.type}>
          <Input value={type} onChange={(e) => setType(e.target.value)} placeholder="Ex.: Contrato, Atestado, RG" />
        </Field>
        <Field label="Data" error={errors.date}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Descrição" error={errors.description}>
          <Textarea value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <Field label="Arquivo" required error={errors.file} hint="PDF, PNG, JPEG ou WebP, até 10 MB.">
          <Input
            type="file"
            accept={ACCEPT}
            className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <DialogActions onCancel={() => onOpenChange(false)}>
          <SubmitButton pending={upload.isPending} busyLabel="Enviando...">
            Salvar Documento
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
