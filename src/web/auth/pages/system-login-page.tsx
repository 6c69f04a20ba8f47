import { ShieldCheck } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Logo } from '../../store/layout';
import { signOut } from '../auth-api';
import { type SessionUser, useRefreshSession } from '../session';
import { SignInForm } from '../sign-in-form';
import { AuthCard } from './auth-card';

export default function SystemLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const refresh = useRefreshSession();
  const from = (location.state as { from?: string } | null)?.from;

  const onSignedIn = async (user: SessionUser | null) => {
    if (user?.role !== 'staff' && user?.role !== 'admin') {
      await signOut();
      await refresh();
      toast.error('Acesso negado', { description: 'Esta área é restrita a funcionários e administradores.' });
      return;
    }
    toast.success('Acesso Administrativo', { description: `Bem-vindo(a), ${user.name}!` });
    navigate(from?.startsWith('/admin') ? from : '/admin', { replace: true });
  };

  return (
    <main className="min-h-screen bg-stone-100">
      <div className="flex justify-center pt-10">
        <Logo to="/" />
      </div>
      <AuthCard title="Acesso ao sistema" subtitle="Área restrita a funcionários e administradores.">
        <SignInForm
          emailLabel="Usuário (e-mail)"
          emailAutoComplete="username"
          submitLabel={(busy) => (
            <>
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              {busy ? 'Entrando...' : 'Entrar no sistema'}
            </>
          )}
          errorFallback="Verifique suas credenciais."
          onSignedIn={onSignedIn}
        />
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="text-brand-700 hover:underline">
            Voltar para o login de clientes
          </Link>
        </p>
      </AuthCard>
    </main>
  );
}
