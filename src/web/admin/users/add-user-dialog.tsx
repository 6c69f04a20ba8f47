import { ROLE_LABELS, ROLES, type Role } from '@/domain/roles';
import { type AdminUserCreateInput, adminUserCreateSchema } from '@/domain/schemas/admin-users';
import { toast, toastError } from '../../lib/toast';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { SelectField, TextField } from '../../ui/form/form-fields';
import { firstErrorMessage } from '../../ui/form/schema-fields';
import { useClearErrorOnChange } from '../../ui/form/use-clear-error-on-change';
import { useZodForm } from '../../ui/form/use-zod-form';
import { CodeOptions } from '../../ui/options';
import { SubmitButton } from '../../ui/submit-button';
import { type AdminUser, useCreateUser } from './users-api';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; isAdmin: boolean; onCreated: (user: AdminUser) => void };

const EMPTY: AdminUserCreateInput = { name: '', email: '', password: '', role: 'customer' as Role };

/** 'Adicionar Novo Usuário': staff may add customers; administrators any role. */
export function AddUserDialog({ open, onOpenChange, isAdmin, onCreated }: Props) {
  // Each field's message under it (the same 'Preencha todos os campos obrigatórios.' under each empty one); it goes when the field changes.
  const form = useZodForm<AdminUserCreateInput>(adminUserCreateSchema, { defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  useClearErrorOnChange(form);
  const roles = isAdmin ? ROLES : (['customer'] as const);

  const create = useCreateUser();

  const submit = form.handleSubmit(
    (typed) =>
      create.mutate(typed, {
        onSuccess: ({ user }) => {
          toast.success('Usuário adicionado(a)', { description: 'Item criado com sucesso.' });
          form.reset(EMPTY);
          onCreated(user);
        },
        onError: toastError('Erro ao adicionar em usuários'),
      }),
    (errors) => toast.error('Erro', { description: firstErrorMessage(errors) ?? 'Dados inválidos.' }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Adicionar Novo Usuário">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField form={form} ownMessage name="name" label="Nome" required autoComplete="off" />
        <TextField form={form} ownMessage name="email" label="Email" required type="email" autoComplete="off" />
        <TextField form={form} ownMessage name="password" label="Senha" required type="password" autoComplete="new-password" hint="Pelo menos 6 caracteres." />
        <SelectField
          form={form}
          ownMessage
          name="role"
          label="Função"
          required
          hint={isAdmin ? undefined : 'Apenas administradores criam funcionários e administradores.'}
        >
          <CodeOptions values={roles} labels={ROLE_LABELS} />
        </SelectField>
        <DialogActions onCancel={() => onOpenChange(false)}>
          <SubmitButton pending={create.isPending} busyLabel="Salvando...">
            Adicionar Usuário
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
