import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { formatLongToday } from '@/domain/dates';
import { signOut } from '../../auth/auth-api';
import { useRefreshSession, useSession } from '../../auth/session';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Logo } from '../../store/layout';
import { Sidebar } from './sidebar';

export default function AdminLayout() {
  const { user } = useSession();
  const [collapsed, setCollapsed] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const refresh = useRefreshSession();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the drawer on route change
  useEffect(() => setDrawer(false), [location.pathname]);

  const onLogout = async () => {
    try {
      await signOut();
      await refresh();
      toast.success('Logout realizado', { description: 'Até logo!' });
      navigate('/login-sistema', { replace: true });
    } catch {
      toast.error('Erro ao sair');
    }
  };

  const firstName = user?.name.split(' ')[0] ?? '';
  // 'Domingo, 22 de novembro de 2026': only the weekday takes a capital in pt-BR.
  const longToday = formatLongToday();
  const today = longToday.charAt(0).toUpperCase() + longToday.slice(1);

  return (
    <div className="flex min-h-screen bg-stone-100">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        Pular para o conteúdo
      </a>
      <aside className={cn('sticky top-0 hidden h-screen shrink-0 flex-col bg-brand-700 transition-[width] lg:flex', collapsed ? 'w-16' : 'w-64')}>
        <div className={cn('flex items-center p-3', collapsed ? 'justify-center' : 'justify-between')}>
          {!collapsed ? <span className="font-serif text-lg font-bold text-white">Luz da Fé</span> : null}
          <button
            type="button"
            onClick={() => setCollapsed((v) => !v)}
            className="rounded p-1.5 text-stone-100 hover:bg-brand-800"
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
          >
            {collapsed ? <PanelLeftOpen className="h-5 w-5" aria-hidden="true" /> : <PanelLeftClose className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
        <Sidebar collapsed={collapsed} onLogout={onLogout} onExpand={() => setCollapsed(false)} />
      </aside>

      <RadixDialog.Root open={drawer} onOpenChange={setDrawer}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
          <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-brand-700 lg:hidden" aria-describedby={undefined}>
            <div className="flex items-center justify-between p-3">
              <RadixDialog.Title className="font-serif text-lg font-bold text-white">Luz da Fé</RadixDialog.Title>
              <RadixDialog.Close className="rounded p-1.5 text-stone-100 hover:bg-brand-800" aria-label="Fechar menu">
                <X className="h-5 w-5" aria-hidden="true" />
              </RadixDialog.Close>
            </div>
            <Sidebar collapsed={false} onLogout={onLogout} />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-stone-200 bg-white px-4 py-3">
          <button type="button" className="rounded-md p-2 text-stone-800 hover:bg-stone-100 lg:hidden" onClick={() => setDrawer(true)} aria-label="Abrir menu">
            <Menu className="h-6 w-6" aria-hidden="true" />
          </button>
          <div className="lg:hidden">
            <Logo to="/admin/dashboard" compact />
          </div>
          <div className="ml-auto text-right">
            <p className="font-semibold text-stone-900">Olá, {firstName}!</p>
            <p className="text-xs text-stone-600">{today}</p>
          </div>
        </header>
        <main id="conteudo" className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
