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

/**
 * A link is shown only to users whose permissions open its screen (screen-access.ts, the same
 * declaration the route guard reads); a section, when one of its links is.
 */
export type NavLinkItem = { to: string; label: string };
export type NavSection = { id: string; label: string; icon: LucideIcon; to?: string; children?: NavLinkItem[] };

// Each section's links, in the order the sidebar lists them.

const STOCK_LINKS: NavLinkItem[] = [
  { to: '/admin/entradas', label: 'Entradas' },
  { to: '/admin/conferencia', label: 'Conferência de Recebimento' },
  { to: '/admin/historico-conferencias', label: 'Histórico de Conferências' },
  { to: '/admin/saidas', label: 'Saídas' },
  { to: '/admin/consultar-saidas', label: 'Consultar Saídas' },
  { to: '/admin/movimentacoes', label: 'Movimentações de Estoque' },
];

// Stock at each place (issue 36): a section of its own, closed at first, so the day's work above
// still fits a 1280×800 screen.
const PLACE_LINKS: NavLinkItem[] = [
  { to: '/admin/transferencias', label: 'Transferências' },
  { to: '/admin/estoque-por-local', label: 'Estoque por local' },
  { to: '/admin/inventarios', label: 'Inventários' },
  { to: '/admin/vendas-lojas', label: 'Vendas das Lojas' },
];

const REQUEST_LINKS: NavLinkItem[] = [
  { to: '/admin/solicitacoes', label: 'Central de Solicitações' },
  { to: '/admin/solicitacoes/compras', label: 'Solicitar Compra' },
  { to: '/admin/solicitacoes/mercadorias-loja', label: 'Mercadorias para Loja' },
  { to: '/admin/solicitacoes/encomendas', label: 'Encomendas de Clientes' },
  { to: '/admin/solicitacoes/gerenciar', label: 'Gerenciar Solicitações' },
  { to: '/admin/solicitacoes/acompanhar', label: 'Acompanhar Minhas Solicitações' },
];

const REGISTRY_LINKS: NavLinkItem[] = [
  { to: '/admin/cadastros/produtos', label: 'Produtos' },
  { to: '/admin/cadastros/categorias', label: 'Categorias' },
  { to: '/admin/cadastros/classificacoes', label: 'Classificações' },
  { to: '/admin/cadastros/fornecedores', label: 'Fornecedores' },
  { to: '/admin/cadastros/lojas', label: 'Lojas' },
  { to: '/admin/cadastros/usuarios', label: 'Usuários' },
  { to: '/admin/cadastros/funcionarios', label: 'Funcionários' },
];

const INVOICE_LINKS: NavLinkItem[] = [
  { to: '/admin/nfs/notas-fiscais', label: 'Notas Recebidas' },
  // The shop's own sales NF-e (issue 28).
  { to: '/admin/nfs/emitidas', label: 'Notas Emitidas' },
];

/** The back-office sidebar (requirements §2, Back-office): the day's work (Entradas e Saídas, Solicitações) first and open. */
export const ADMIN_NAV: NavSection[] = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard, to: '/admin/dashboard' },
  { id: 'entradas-saidas', label: 'Entradas e Saídas', icon: History, children: STOCK_LINKS },
  { id: 'solicitacoes', label: 'Solicitações', icon: ClipboardList, children: REQUEST_LINKS },
  { id: 'estoque-lojas', label: 'Estoque nas Lojas', icon: Store, children: PLACE_LINKS },
  { id: 'cadastros', label: 'Cadastros', icon: Boxes, children: REGISTRY_LINKS },
  { id: 'almoxarifado', label: 'Almoxarifado', icon: PackageOpen, to: '/admin/almoxarifado' },
  { id: 'nfs', label: 'Notas Fiscais', icon: Receipt, children: INVOICE_LINKS },
  { id: 'pedidos', label: 'Pedidos', icon: ShoppingBag, to: '/admin/pedidos' },
  { id: 'expedicao', label: 'Expedição', icon: Truck, to: '/admin/expedicao' },
  // 'Retirar na loja' (issue 37): a store's staff see their own store's.
  { id: 'retiradas', label: 'Retiradas', icon: HandHelping, to: '/admin/retiradas' },
  { id: 'relatorios', label: 'Relatórios', icon: BarChart3, to: '/admin/relatorios' },
  { id: 'auditoria', label: 'Auditoria', icon: FileText, to: '/admin/auditoria' },
  { id: 'tarefas', label: 'Tarefas', icon: ListChecks, to: '/admin/tarefas' },
  { id: 'configuracoes', label: 'Configurações', icon: Settings, to: '/admin/configuracoes' },
];

// Daily work first and open (it fits a 1280×800 screen); the registries are a click away.
export const DEFAULT_OPEN = ['entradas-saidas', 'solicitacoes'];
