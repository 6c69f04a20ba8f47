import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMyPermissions } from '../../auth/use-can';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import type { ScreenAccess } from '../screen-access';

/** What a back-office screen the user's permissions do not open shows instead (decision 054). */
export function NoPermissionPage() {
  return (
    <section aria-labelledby="sem-permissao" className="mx-auto mt-8 flex max-w-md flex-col items-center gap-3 rounded-lg bg-white p-6 text-center shadow-sm">
      <Lock className="h-8 w-8 text-brand-700" aria-hidden="true" />
      <h1 id="sem-permissao" className="text-xl font-semibold text-stone-900">
        Sem permissão
      </h1>
      <p className="text-stone-700">Seu cargo não permite abrir esta tela.</p>
      <Button asChild variant="outline">
        <Link to="/admin/dashboard">Voltar ao painel</Link>
      </Button>
    </section>
  );
}

/** The screen `screen` (a key of the screen-access map) for those its permissions allow; the 'Sem permissão' page for the others. */
export function RequireScreen({ screen, access, children }: { screen: string; access: ScreenAccess; children: ReactNode }) {
  const { permissions, loading } = useMyPermissions();
  if (loading) return <Spinner label="Carregando..." />;
  if (!(access[screen] ?? []).some((p) => permissions.includes(p))) return <NoPermissionPage />;
  return <>{children}</>;
}
