import { type FormEvent, useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@/domain/roles';
import { adminUserCreateSchema } from '@/domain/schemas/admin-users';
import { toast, toastError } from '../../lib/toast';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { Input, NativeSelect } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import { SubmitButton } from '../../ui/submit-button';
import { checkForm } from './form-check';
import { type AdminUser, useCreateUser } from './users-api';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; isAdmin: boolean; onCreated: (user: AdminUser) => void };

const EMPTY = { name: '', email: '', password: '', role: 'customer' as Role };

/** 'Adicionar Novo Usuário': staff may add customers; administrators any role. */
export function AddUserDialog({ open, onOpenChange, isAdmin, onCreated }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const roles = isAdmin ? ROLES : (['customer'] as const);

  const create = useCreateUser();

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(adminUserCreateSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error('Erro', { description: checked.first });
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: ({ user }) => {
        toast.success('Usuário adicionado(a)', { description: 'Item criado com sucesso.' });
        setValues(EMPTY);
        setErrors({});
        onCreated(user);
      },
      onError: toastError('Erro ao adicionar em usuários'),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Adicionar Novo Usuário">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Nome" required error={errors.name}>
          <Input value={values.name} onChange={set('name')} autoComplete="off" />
        </Field>
        <Field label="Email" required error={errors.email}>
          <Input type="email" value={values.email} onChange={set('email')} autoComplete="off" />
        </Field>
        <Field label="Senha" required error={errors.password} hint="Pelo menos 6 caracteres.">
          <Input type="password" value={values.password} onChange={set('password')} autoComplete="new-password" />
        </Field>
        <Field label="Função" required error={errors.role} hint={isAdmin ? undefined : 'Apenas administradores criam funcionários e administradores.'}>
          <NativeSelect value={values.role} onChange={set('role')}>
            <CodeOptions values={roles} labels={ROLE_LABELS} />
          </NativeSelect>
        </Field>
        <DialogActions onCancel={() => onOpenChange(false)}>
          <SubmitButton pending={create.isPending} busyLabel="Salvando...">
            Adicionar Usuário
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
