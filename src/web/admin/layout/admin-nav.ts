import {
  BarChart3,
  Boxes,
  ClipboardList,
  FileText,
  HandHelping,
  History,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  PackageOpen,
  Receipt,
  Settings,
  ShoppingBag,
  Store,
  Truck,
} from 'lucide-react';
import { createContext } from 'react';

/**
 * A link is shown only to users whose permissions open its screen (the screen-access map, the same
 * declaration the route guard reads); a section, when one of its links is.
 */
export type NavLinkItem = { to: string; label: string };
export type NavSection = { id: string; label: string; icon: LucideIcon; to?: string; children?: NavLinkItem[] };
/** A place in the sidebar; the features' screens fill it (build-admin.ts). A single one is one link. */
export type NavSectionSlot = { id: string; label: string; icon: LucideIcon; single?: boolean };

/** The back-office sidebar's sections in order (requirements §2, Back-office): the day's work (Entradas e Saídas, Solicitações) first. */
export const NAV_SECTIONS: NavSectionSlot[] = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, single: true },
  { id: 'entradas-saidas', label: 'Entradas e Saídas', icon: History },
  { id: 'solicitacoes', label: 'Solicitações', icon: ClipboardList },
  // Stock at each place (issue 36): a section of its own, closed at first, so the day's work above
  // still fits a 1280×800 screen.
  { id: 'estoque-lojas', label: 'Estoque nas Lojas', icon: Store },
  { id: 'cadastros', label: 'Cadastros', icon: Boxes },
  { id: 'almoxarifado', label: 'Almoxarifado', icon: PackageOpen, single: true },
  { id: 'nfs', label: 'Notas Fiscais', icon: Receipt },
  { id: 'pedidos', label: 'Pedidos', icon: ShoppingBag, single: true },
  { id: 'expedicao', label: 'Expedição', icon: Truck, single: true },
  // 'Retirar na loja' (issue 37): a store's staff see their own store's.
  { id: 'retiradas', label: 'Retiradas', icon: HandHelping, single: true },
  { id: 'relatorios', label: 'Relatórios', icon: BarChart3, single: true },
  { id: 'auditoria', label: 'Auditoria', icon: FileText, single: true },
  { id: 'tarefas', label: 'Tarefas', icon: ListChecks, single: true },
  { id: 'configuracoes', label: 'Configurações', icon: Settings, single: true },
];

// Daily work first and open (it fits a 1280×800 screen); the registries are a click away.
export const DEFAULT_OPEN = ['entradas-saidas', 'solicitacoes'];

/** The built sidebar, handed down by the back-office shell (admin-routes.tsx). */
export const AdminNavContext = createContext<NavSection[]>([]);
