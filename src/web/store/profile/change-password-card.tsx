import { type FormEvent, useState } from 'react';
import { changePasswordSchema } from '@/domain/schemas/account';
import { ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { type FieldErrors, fieldErrors } from './form-errors';
import { changePassword } from './profile-api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Form = typeof EMPTY;

export function ChangePasswordCard() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Form>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success) {
      // Shown under each field (announced as alerts); a toast would only repeat them.
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await changePassword(parsed.data.currentPassword, parsed.data.newPassword);
      setForm(EMPTY);
      toast.success('Senha alterada', { description: 'Use a nova senha no próximo login. Outros dispositivos foram desconectados.' });
    } catch (err) {
      // The auth server calls a wrong current password just "invalid"; here it can only be that one.
      const wrongCurrent = err instanceof ApiError && err.code === 'INVALID_PASSWORD';
      const message = wrongCurrent ? 'Senha atual incorreta.' : errorMessage(err);
      if (wrongCurrent) setErrors({ currentPassword: message });
      toast.error('Erro ao alterar senha', { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Alterar senha</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
          <Field label="Senha atual" required error={errors.currentPassword}>
            <Input type="password" autoComplete="current-password" value={form.currentPassword} onChange={set('currentPassword')} />
          </Field>
          <Field label="Nova senha" required error={errors.newPassword} hint="Mínimo de 6 caracteres.">
            <Input type="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
          </Field>
          <Field label="Confirmar nova senha" required error={errors.confirmPassword}>
            <Input type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
          </Field>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Alterando...' : 'Alterar senha'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
