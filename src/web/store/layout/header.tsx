import { LayoutDashboard, LogOut, Menu, ShoppingCart, User, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../auth/auth-api';
import { useRefreshSession, useSession } from '../../auth/session';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useCart } from '../cart/use-cart';
import { ShopSearchForm } from '../shop-search-form';
import { Logo } from './logo';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50', isActive ? 'text-brand-700' : 'text-stone-800');

export function Header() {
  const { user, isEmployee, isCustomer } = useSession();
  const { count } = useCart();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const location = useLocation();
  const refresh = useRefreshSession();

  // The mobile menu closes after every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const text = query.trim();
    if (!text) return;
    navigate(`/produtos?search=${encodeURIComponent(text)}`);
  };

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
          <span className="inline-flex items-center gap-1">
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Admin
          </span>
        </NavLink>
      ) : null}
      <NavLink to="/carrinho" className={navClass} aria-label={`Carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`}>
        <span className="relative inline-flex items-center gap-1">
          <ShoppingCart className="h-4 w-4" aria-hidden="true" /> Carrinho
          {count > 0 ? (
            <span data-testid="cart-badge" className="ml-1 rounded-full bg-gold-300 px-1.5 text-xs font-bold text-brand-900">
              {count}
            </span>
          ) : null}
        </span>
      </NavLink>
      {isCustomer ? (
        <>
          <NavLink to="/perfil" className={navClass}>
            <span className="inline-flex items-center gap-1">
              <User className="h-4 w-4" aria-hidden="true" /> Perfil
            </span>
          </NavLink>
          <button type="button" onClick={onLogout} className={navClass({ isActive: false })}>
            <span className="inline-flex items-center gap-1">
              <LogOut className="h-4 w-4" aria-hidden="true" /> Sair
            </span>
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
          value={query}
          onChange={setQuery}
          onSubmit={onSearch}
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
            <span
              data-testid="cart-badge-compact"
              className="absolute -right-0.5 -top-0.5 rounded-full bg-gold-300 px-1.5 text-xs font-bold text-brand-900"
            >
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
          <ShopSearchForm id="mobile-search" variant="icon" value={query} onChange={setQuery} onSubmit={onSearch} placeholder="Buscar produtos..." className="mt-3 md:hidden" />
          <nav aria-label="Menu móvel" className="mt-2 flex flex-col">
            {links}
          </nav>
        </div>
      ) : null}
    </header>
  );
}
