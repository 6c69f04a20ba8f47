import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@/domain/roles';
import { toast, toastError } from '../../lib/toast';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { NativeSelect } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import { SubmitButton } from '../../ui/submit-button';
import { type AdminUser, changeRole } from './users-api';

type Props = { user: AdminUser; onClose: () => void; onChanged: () => void };

/** 'Editar Função do Usuário'. Mount per user (with a key) so the selector starts at their role. */
export function EditRoleDialog({ user, onClose, onChanged }: Props) {
  const [role, setRole] = useState<Role>(user.role);
  const update = useMutation({
    mutationFn: () => changeRole(user.id, role),
    onSuccess: () => {
      toast.success('Função Atualizada!', { description: `${user.name} agora é ${ROLE_LABELS[role]}.` });
      onChanged();
    },
    onError: toastError('Erro ao atualizar em usuários'),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Editar Função do Usuário" description={`${user.name} (${user.email})`}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Nova Função:" hint="A pessoa precisará entrar novamente no sistema.">
          <NativeSelect value={role} onChange={(e) => setRole(e.target.value as Role)}>
            <CodeOptions values={ROLES} labels={ROLE_LABELS} />
          </NativeSelect>
        </Field>
        <DialogActions onCancel={onClose}>
          <SubmitButton pending={update.isPending} busyLabel="Atualizando...">
            Atualizar Função
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
