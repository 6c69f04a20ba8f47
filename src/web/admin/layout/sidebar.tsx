import { ChevronDown, ExternalLink, LogOut } from 'lucide-react';
import { useContext, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useMyPermissions } from '../../auth/use-can';
import { cn } from '../../lib/cn';
import { mayOpen, ScreenAccessContext } from '../screen-access';
import { AdminNavContext, DEFAULT_OPEN, type NavLinkItem, type NavSection } from './admin-nav';

type Props = { collapsed: boolean; onLogout: () => void; onExpand?: () => void };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors',
    isActive ? 'bg-gold-300 font-semibold text-brand-900' : 'text-stone-100 hover:bg-brand-800',
  );

export function Sidebar({ collapsed, onLogout, onExpand }: Props) {
  const { pathname } = useLocation();
  const nav = useContext(AdminNavContext);
  const access = useContext(ScreenAccessContext);
  // The daily sections open, and the section of the screen the user is on (a closed one, say).
  const [open, setOpen] = useState<string[]>(() => {
    const here = nav.find((s) => s.children?.some((l) => pathname === l.to || pathname.startsWith(`${l.to}/`)));
    return here && !DEFAULT_OPEN.includes(here.id) ? [...DEFAULT_OPEN, here.id] : DEFAULT_OPEN;
  });
  const { permissions } = useMyPermissions();
  // A screen the user may not open is not offered (the route shows 'Sem permissão', the server refuses it).
  const allowed = (item: NavLinkItem | NavSection): boolean =>
    item.to ? mayOpen(access, item.to, permissions) : ((item as NavSection).children ?? []).some(allowed);
  const toggle = (id: string) => {
    // A section's icon in the collapsed bar opens the bar on that section rather than doing nothing.
    if (collapsed) {
      onExpand?.();
      setOpen((o) => (o.includes(id) ? o : [...o, id]));
      return;
    }
    setOpen((o) => (o.includes(id) ? o.filter((x) => x !== id) : [...o, id]));
  };

  return (
    <nav aria-label="Menu do sistema" className="flex h-full flex-col gap-1 overflow-y-auto p-3">
      {nav.filter(allowed).map((section) => {
        const Icon = section.icon;
        if (section.to) {
          return (
            <NavLink key={section.id} to={section.to} className={linkClass} title={collapsed ? section.label : undefined}>
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span className={cn(collapsed && 'sr-only')}>{section.label}</span>
            </NavLink>
          );
        }
        const isOpen = open.includes(section.id) && !collapsed;
        return (
          <div key={section.id}>
            <button
              type="button"
              onClick={() => toggle(section.id)}
              aria-expanded={isOpen}
              className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-stone-100 hover:bg-brand-800"
              title={collapsed ? section.label : undefined}
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span className={cn('flex-1', collapsed && 'sr-only')}>{section.label}</span>
              {!collapsed ? <ChevronDown className={cn('h-4 w-4 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" /> : null}
            </button>
            {isOpen ? (
              <ul className="ml-5 mt-1 flex flex-col gap-0.5 border-l border-brand-600 pl-3">
                {section.children!.filter(allowed).map((child) => (
                  <li key={child.to}>
                    <NavLink to={child.to} end className={linkClass}>
                      {child.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
      <div className="mt-auto flex flex-col gap-1 border-t border-brand-600 pt-3">
        <a href="/loja" target="_blank" rel="noopener" className={linkClass({ isActive: false })}>
          <ExternalLink className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className={cn(collapsed && 'sr-only')}>Ver Loja</span>
        </a>
        <button type="button" onClick={onLogout} className={linkClass({ isActive: false })}>
          <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className={cn(collapsed && 'sr-only')}>Sair</span>
        </button>
      </div>
    </nav>
  );
}
