import { Info } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePublicSettings } from '../../lib/public-settings-api';
import { toast } from '../../lib/toast';
import { signOut } from '../auth-api';
import { type SessionUser, useRefreshSession } from '../session';
import { SignInForm } from '../sign-in-form';
import { AuthCard } from './auth-card';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const refresh = useRefreshSession();
  const shop = usePublicSettings();
  const from = (location.state as { from?: string } | null)?.from;

  const onSignedIn = async (user: SessionUser | null) => {
    if (!user) {
      // Requirements §8: a profile that fails to load rejects the login.
      await signOut().catch(() => {});
      toast.error('Erro ao carregar perfil', { description: 'Tente novamente em alguns instantes' });
      return;
    }
    if (user.role === 'admin' || user.role === 'staff') {
      toast.success('Login realizado com sucesso!', { description: `Bem-vindo(a), ${user.name}!` });
      navigate('/admin', { replace: true });
    } else if (user.role === 'customer') {
      toast.success('Login realizado com sucesso!', { description: 'Bem-vindo(a) de volta à loja!' });
      navigate(from && from !== '/login' ? from : '/loja/perfil', { replace: true });
    } else {
      await signOut();
      await refresh();
      throw new Error('Tipo de usuário desconhecido.');
    }
  };

  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta para acompanhar pedidos e finalizar compras.">
      <SignInForm
        emailLabel="E-mail"
        emailAutoComplete="email"
        submitLabel={(busy) => (busy ? 'Entrando...' : 'Entrar')}
        errorFallback="Verifique suas credenciais e tente novamente."
        onSignedIn={onSignedIn}
      >
        <div className="text-right text-sm">
          <Link to="/loja/esqueci-senha" className="text-brand-700 hover:underline">
            Esqueci minha senha
          </Link>
        </div>
      </SignInForm>
      {shop.data?.demo ? (
        <div className="mt-4 flex gap-2 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>Ambiente de demonstração: há contas de teste de cliente, funcionário e administrador. Peça os dados de acesso à equipe da loja.</p>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 text-center text-sm text-stone-700">
        <p>
          Ainda não tem conta?{' '}
          <Link to="/loja/registro" className="font-medium text-brand-700 hover:underline">
            Cadastre-se
          </Link>
        </p>
        <p>
          É funcionário?{' '}
          <Link to="/login-sistema" className="font-medium text-brand-700 hover:underline">
            Acesso ao sistema
          </Link>
        </p>
        <p>
          <Link to="/loja" className="text-brand-700 hover:underline">
            Voltar para a loja
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
