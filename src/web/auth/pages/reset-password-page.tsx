import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '@/domain/schemas/auth';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { resetPassword } from '../auth-api';
import { AuthCard } from './auth-card';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Link inválido">
        <p className="text-stone-700">Este link de redefinição é inválido ou expirou.</p>
        <Link to="/loja/esqueci-senha" className="mt-4 inline-block text-brand-700 hover:underline">
          Pedir um novo link
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await resetPassword(token, password);
      toast.success('Senha redefinida', { description: 'Entre com sua nova senha.' });
      navigate('/login', { replace: true });
    } catch (err) {
      toast.error('Erro', { description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Criar nova senha">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Field label="Nova senha" required error={error} hint="Mínimo de 6 caracteres.">
          <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field label="Confirmar nova senha" required>
          <Input type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Salvando...' : 'Salvar nova senha'}
        </Button>
      </form>
    </AuthCard>
  );
}
