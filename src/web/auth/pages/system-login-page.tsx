import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Logo } from '../../store/layout/logo';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { signInEmail, signOut } from '../auth-api';
import { useRefreshSession } from '../session';
import { AuthCard } from './auth-card';

export default function SystemLoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const refresh = useRefreshSession();
  const from = (location.state as { from?: string } | null)?.from;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await signInEmail(email, password);
      const { user } = await refresh();
      if (user?.role !== 'staff' && user?.role !== 'admin') {
        await signOut();
        await refresh();
        toast.error('Acesso negado', { description: 'Esta área é restrita a funcionários e administradores.' });
        return;
      }
      toast.success('Acesso Administrativo', { description: `Bem-vindo(a), ${user.name}!` });
      navigate(from?.startsWith('/admin') ? from : '/admin', { replace: true });
    } catch (err) {
      toast.error('Erro no login', { description: errorMessage(err, 'Verifique suas credenciais.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="min-h-screen bg-stone-100">
      <div className="flex justify-center pt-10">
        <Logo to="/" />
      </div>
      <AuthCard title="Acesso ao sistema" subtitle="Área restrita a funcionários e administradores.">
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <Field label="Usuário (e-mail)" required>
            <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field label="Senha" required>
            <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Button type="submit" size="lg" disabled={busy}>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            {busy ? 'Entrando...' : 'Entrar no sistema'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="text-brand-700 hover:underline">
            Voltar para o login de clientes
          </Link>
        </p>
      </AuthCard>
    </main>
  );
}
