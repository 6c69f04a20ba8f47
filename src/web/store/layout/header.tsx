import { LayoutDashboard, LogOut, type LucideIcon, Menu, ShoppingCart, User, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../auth/auth-api';
import { useRefreshSession, useSession } from '../../auth/session';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useCart } from '../cart';
import { ShopSearchForm, useProductSearch } from '../shop-search-form';
import { Logo } from './logo';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50', isActive ? 'text-brand-700' : 'text-stone-800');

/** A menu entry's icon and name ('Admin', 'Perfil', 'Sair', 'Carrinho' with its count). */
function IconLabel({ icon: Icon, className, children }: { icon: LucideIcon; className?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Icon className="h-4 w-4" aria-hidden="true" /> {children}
    </span>
  );
}

export function Header() {
  const { user, isEmployee, isCustomer } = useSession();
  const { count } = useCart();
  const [open, setOpen] = useState(false);
  const search = useProductSearch();
  const navigate = useNavigate();
  const location = useLocation();
  const refresh = useRefreshSession();

  // The mobile menu closes after every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const onLogout = async () => {
    try {
      await signOut();
      await refresh();
      toast.success('Logout realizado', { description: 'Até logo!' });
      navigate('/loja');
    } catch {
      toast.error('Erro ao sair');
    }
  };

  const links = (
    <>
      <NavLink to="/loja" end className={navClass}>
        Início
      </NavLink>
      <NavLink to="/produtos" className={navClass}>
        Produtos
      </NavLink>
      {isEmployee ? (
        <NavLink to="/admin" className={navClass}>
          <IconLabel icon={LayoutDashboard}>Admin</IconLabel>
        </NavLink>
      ) : null}
      <NavLink to="/carrinho" className={navClass} aria-label={`Carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`}>
        <IconLabel icon={ShoppingCart} className="relative">
          Carrinho
          {count > 0 ? (
            <span data-testid="cart-badge" className="ml-1 rounded-full bg-gold-300 px-1.5 text-xs font-bold text-brand-900">
              {count}
            </span>
          ) : null}
        </IconLabel>
      </NavLink>
      {isCustomer ? (
        <>
          <NavLink to="/perfil" className={navClass}>
            <IconLabel icon={User}>Perfil</IconLabel>
          </NavLink>
          <button type="button" onClick={onLogout} className={navClass({ isActive: false })}>
            <IconLabel icon={LogOut}>Sair</IconLabel>
          </button>
        </>
      ) : null}
      {!user ? (
        <NavLink to="/login" className={navClass}>
          Entrar / Cadastrar
        </NavLink>
      ) : null}
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Logo />
        <ShopSearchForm
          id="header-search"
          variant="icon"
          search={search}
          placeholder="Buscar terços, imagens, velas..."
          className="ml-auto hidden max-w-md flex-1 md:block"
        />
        <nav aria-label="Principal" className="hidden items-center gap-1 lg:flex">
          {links}
        </nav>
        {/* Phones and tablets keep the cart one tap away, with its count, outside the menu. */}
        <Link
          to="/carrinho"
          className="relative ml-auto rounded-md p-2 text-stone-800 hover:bg-stone-100 md:ml-2 lg:hidden"
          aria-label={`Carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`}
        >
          <ShoppingCart className="h-6 w-6" aria-hidden="true" />
          {count > 0 ? (
            <span data-testid="cart-badge-compact" className="absolute -right-0.5 -top-0.5 rounded-full bg-gold-300 px-1.5 text-xs font-bold text-brand-900">
              {count}
            </span>
          ) : null}
        </Link>
        <button
          type="button"
          className="rounded-md p-2 text-stone-800 hover:bg-stone-100 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </div>
      {open ? (
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 pb-4 lg:hidden">
          <ShopSearchForm id="mobile-search" variant="icon" search={search} placeholder="Buscar produtos..." className="mt-3 md:hidden" />
          <nav aria-label="Menu móvel" className="mt-2 flex flex-col">
            {links}
          </nav>
        </div>
      ) : null}
    </header>
  );
}
