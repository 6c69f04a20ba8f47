import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountSchema } from '@/domain/schemas/account';
import { meQuery } from '../../auth/session';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { SubmitButton } from '../../ui/submit-button';
import { cartStore } from '../cart';
import { deleteAccount, storefrontKeys } from './profile-api';

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(parsed.data.password);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
      return;
    }
    // The server has ended the session; leave the customer-only page before the session reads empty,
    // or its guard would send the visitor to /login instead.
    cartStore.clear();
    await navigate('/loja', { replace: true });
    qc.setQueryData(meQuery.queryKey, { user: null });
    qc.removeQueries({ queryKey: storefrontKeys.all });
    toast.success('Conta excluída', { description: 'Seus dados pessoais foram apagados. Sentiremos sua falta!' });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Excluir minha conta"
      description="Esta ação não pode ser desfeita. Os registros dos seus pedidos continuam guardados para fins fiscais."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Confirme sua senha" required error={error}>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
        </Field>
        <DialogActions onCancel={onClose} cancelDisabled={busy}>
          <SubmitButton variant="danger" pending={busy} busyLabel="Excluindo...">
            Excluir conta
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
