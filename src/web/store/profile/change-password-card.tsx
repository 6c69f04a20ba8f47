import { changePasswordSchema } from '@/domain/schemas/account';
import { ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { TextField } from '../../ui/form/form-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SubmitButton } from '../../ui/submit-button';
import { changePassword } from './profile-api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY });
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword(currentPassword, newPassword);
      form.reset(EMPTY);
      toast.success('Senha alterada', { description: 'Use a nova senha no próximo login. Outros dispositivos foram desconectados.' });
    } catch (err) {
      // The auth server calls a wrong current password just "invalid"; here it can only be that one.
      const wrongCurrent = err instanceof ApiError && err.code === 'INVALID_PASSWORD';
      const message = wrongCurrent ? 'Senha atual incorreta.' : errorMessage(err);
      if (wrongCurrent) form.setError('currentPassword', { message }, { shouldFocus: true });
      toast.error('Erro ao alterar senha', { description: message });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Alterar senha</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
          <TextField form={form} name="currentPassword" label="Senha atual" type="password" autoComplete="current-password" required />
          <TextField form={form} name="newPassword" label="Nova senha" type="password" autoComplete="new-password" hint="Mínimo de 6 caracteres." required />
          <TextField form={form} name="confirmPassword" label="Confirmar nova senha" type="password" autoComplete="new-password" required />
          <div>
            <SubmitButton pending={form.formState.isSubmitting} busyLabel="Alterando...">
              Alterar senha
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
