import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@/domain/roles';
import { toast, toastError } from '../../lib/toast';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { NativeSelect } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import { type AdminUser, useChangeRole } from './users-api';

type Props = { user: AdminUser; onClose: () => void; onChanged: () => void };

/** 'Editar Função do Usuário'. Mount per user (with a key) so the selector starts at their role. */
export function EditRoleDialog({ user, onClose, onChanged }: Props) {
  const [role, setRole] = useState<Role>(user.role);
  const update = useChangeRole();
  const save = () =>
    update.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          toast.success('Função Atualizada!', { description: `${user.name} agora é ${ROLE_LABELS[role]}.` });
          onChanged();
        },
        onError: toastError('Erro ao atualizar em usuários'),
      },
    );

  return (
    <FormDialog
      title="Editar Função do Usuário"
      description={`${user.name} (${user.email})`}
      onClose={onClose}
      onSubmit={save}
      submit={{ label: 'Atualizar Função', busyLabel: 'Atualizando...', pending: update.isPending }}
    >
      <Field label="Nova Função:" hint="A pessoa precisará entrar novamente no sistema.">
        <NativeSelect value={role} onChange={(e) => setRole(e.target.value as Role)}>
          <CodeOptions values={ROLES} labels={ROLE_LABELS} />
        </NativeSelect>
      </Field>
    </FormDialog>
  );
}
