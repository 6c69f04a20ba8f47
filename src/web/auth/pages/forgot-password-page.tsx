import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@/domain/schemas/auth';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { TextField } from '../../ui/form/form-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SubmitButton } from '../../ui/submit-button';
import { requestPasswordReset } from '../auth-api';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      toast.error('Erro', { description: errorMessage(err) });
    }
  });

  return (
    <AuthCard title="Esqueci minha senha" subtitle="Informe seu e-mail e enviaremos um link para criar uma nova senha.">
      {sent ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          Se existir uma conta com este e-mail, você receberá um link para redefinir a senha em alguns minutos.
        </p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
          <SubmitButton size="lg" pending={form.formState.isSubmitting} busyLabel="Enviando...">
            Enviar link
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-brand-700 hover:underline">
          Voltar para o login
        </Link>
      </p>
    </AuthCard>
  );
}
