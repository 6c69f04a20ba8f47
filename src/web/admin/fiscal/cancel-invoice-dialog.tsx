import { useState } from 'react';
import type { z } from 'zod';
import { formatDateTime } from '@/domain/dates';
import { CANCEL_JUSTIFICATION_MIN } from '@/domain/fiscal/rules';
import { cancelInvoiceSchema } from '@/domain/schemas/fiscal';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { TextareaField } from '../../ui/form/form-fields';
import { FormProblem } from '../../ui/form/form-problem';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { type FiscalInvoiceDetail, useCancelInvoice } from './fiscal-api';

/**
 * 'Cancelar nota': a justification of at least 15 characters, within 24 hours of the authorisation
 * (the server refuses a late one naming the deadline, shown here above the button).
 */
export function CancelInvoiceDialog({
  invoice,
  onClose,
  onCancelled,
}: {
  invoice: Pick<FiscalInvoiceDetail, 'id' | 'version' | 'orderShortId' | 'cancelDeadline'>;
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const cancel = useCancelInvoice();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm<z.input<typeof cancelInvoiceSchema>>(cancelInvoiceSchema, { defaultValues: { version: invoice.version, justification: '' } });
  const submit = form.handleSubmit((values) => {
    setProblem(null);
    cancel.mutate(
      { id: invoice.id, version: invoice.version, justification: values.justification },
      {
        onSuccess: () => {
          toast.success('Nota cancelada.');
          onCancelled?.();
          onClose();
        },
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  });
  return (
    <FormDialog
      title={`Cancelar a nota do pedido #${invoice.orderShortId}`}
      description={invoice.cancelDeadline ? `A SEFAZ aceita o cancelamento até ${formatDateTime(invoice.cancelDeadline)}.` : undefined}
      onClose={onClose}
      onSubmit={submit}
      noValidate
      submit={{ label: 'Cancelar nota', busyLabel: 'Cancelando...', pending: cancel.isPending }}
    >
      <TextareaField
        form={form}
        name="justification"
        label="Justificativa"
        required
        rows={3}
        hint={`Pelo menos ${CANCEL_JUSTIFICATION_MIN} caracteres; vai para a SEFAZ.`}
      />
      <FormProblem message={problem} />
    </FormDialog>
  );
}
