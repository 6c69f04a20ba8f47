import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@/domain/schemas/auth';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { requestPasswordReset } from '../auth-api';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Informe um e-mail válido.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data.email);
      setSent(true);
    } catch (err) {
      toast.error('Erro', { description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Esqueci minha senha" subtitle="Informe seu e-mail e enviaremos um link para criar uma nova senha.">
      {sent ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          Se existir uma conta com este e-mail, você receberá um link para redefinir a senha em alguns minutos.
        </p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <Field label="E-mail" required error={error}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Enviando...' : 'Enviar link'}
          </Button>
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
