import { useState } from 'react';
import type { TransferDetail } from '@/domain/schemas/transfers';
import { DIVERGENCE_OUTCOME_LABELS, DIVERGENCE_OUTCOMES, type DivergenceOutcome } from '@/domain/transfers';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { NativeSelect, Textarea } from '../../ui/input';
import { useResolveTransfer } from './transfers-api';

/** Resolver divergência: the missing units as a loss or back at the origin, with why (kept in the history). */
export function ResolveDivergenceDialog({ transfer, onClose }: { transfer: TransferDetail; onClose: () => void }) {
  const resolve = useResolveTransfer(transfer.id);
  const [outcome, setOutcome] = useState<DivergenceOutcome>('loss');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () =>
    resolve.mutate(
      { version: transfer.version, outcome, note },
      {
        onSuccess: () => {
          toast.success('Divergência resolvida.');
          onClose();
        },
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  return (
    <FormDialog
      title="Resolver divergência"
      description={`${transfer.missingQuantity} un. da transferência ${transfer.code} não chegaram a ${transfer.toName}.`}
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Resolver', busyLabel: 'Resolvendo...', pending: resolve.isPending }}
      noValidate
    >
      <Field label="Destino da divergência" required>
        <NativeSelect value={outcome} onChange={(e) => setOutcome(e.target.value as DivergenceOutcome)}>
          {DIVERGENCE_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {DIVERGENCE_OUTCOME_LABELS[o]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Motivo" required>
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </FormDialog>
  );
}
