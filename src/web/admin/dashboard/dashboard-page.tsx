import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, DollarSign, type LucideIcon, Package, PackageOpen, ShoppingBag, Tags, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { Dashboard, DashboardDay, Trend } from '@/domain/api/dashboard';
import { formatDateTime } from '@/domain/dates';
import { shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { orderStatusBadgeClass, orderStatusLabel } from '@/domain/order-status';
import type { Permission } from '@/domain/permissions';
import { formatQuantity } from '@/domain/units';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ItemRow } from '../../ui/item-row';
import { Spinner } from '../../ui/spinner';
import { FiscalSetupAlert, RejectedInvoicesAlert } from '../fiscal';
import { useMayOpen } from '../screen-access';
import { dashboardQuery } from './dashboard-api';
import { FigureCard } from './figure-card';
import { StockPlacesCards } from './stock-places-cards';

const RevenueChart = lazy(() => import('./revenue-chart'));

function formatChange(pct: number | null) {
  if (pct === null) return 'novo no período';
  return `${pct > 0 ? '+' : ''}${pct.toLocaleString('pt-BR')}%`;
}

function StatCard({ title, value, trend, icon, to }: { title: string; value: string; trend: Trend; icon: LucideIcon; to: string }) {
  const positive = (trend.changePct ?? 1) >= 0;
  const card = (
    <FigureCard title={title} icon={icon}>
      <p className="text-2xl font-bold text-stone-900">{value}</p>
      <p className={`text-xs ${positive ? 'text-green-800' : 'text-red-700'}`}>
        {formatChange(trend.changePct)} <span className="text-stone-600">vs. 30 dias anteriores</span>
      </p>
    </FigureCard>
  );
  // A figure leads to the screen behind it when the user may open that screen.
  if (!useMayOpen()(to)) return card;
  return (
    <Link
      to={to}
      className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&>div]:hover:border-brand-600"
    >
      {card}
    </Link>
  );
}

const sum = (days: DashboardDay[], pick: (d: DashboardDay) => number) => days.reduce((s, d) => s + pick(d), 0);

/** The chart's figures in words, for screen readers and for anyone who prefers numbers. */
function chartSummary(days: DashboardDay[]) {
  const revenue = formatBRL(sum(days, (d) => d.revenueCents));
  const previous = formatBRL(sum(days, (d) => d.previousRevenueCents));
  return `Receita nos últimos 30 dias: ${revenue} em ${sum(days, (d) => d.orders)} pedidos; nos 30 dias anteriores: ${previous} em ${sum(days, (d) => d.previousOrders)} pedidos.`;
}

export default function DashboardPage() {
  const q = useQuery(dashboardQuery);
  useEffect(() => {
    if (q.isError) toast.error('Erro ao carregar dashboard', { description: errorMessage(q.error) });
  }, [q.isError, q.error]);
  if (q.isPending) return <Spinner label="Carregando dashboard..." />;
  if (q.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-white p-6 shadow-sm">
        <p className="text-red-700">Erro ao carregar dashboard: {errorMessage(q.error)}</p>
        <Button variant="outline" onClick={() => q.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  const d = q.data;
  return <DashboardView d={d} />;
}

function DashboardView({ d }: { d: Dashboard }) {
  const ids = { recent: useId(), low: useId(), actions: useId(), chart: useId(), top: useId() };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-stone-900">Dashboard</h1>
      {d.chargebacks > 0 ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="inline-flex items-center gap-2 font-medium">
            <AlertTriangle className="h-5 w-5" aria-hidden="true" />
            {d.chargebacks === 1 ? '1 pedido com pagamento contestado' : `${d.chargebacks} pedidos com pagamento contestado`} (chargeback)
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/pedidos?payment=charged_back">Ver pedidos contestados</Link>
          </Button>
        </div>
      ) : null}
      <FiscalSetupAlert />
      {d.divergentPayments > 0 ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="inline-flex items-center gap-2 font-medium">
            <AlertTriangle className="h-5 w-5" aria-hidden="true" />
            {d.divergentPayments === 1 ? '1 pagamento divergente' : `${d.divergentPayments} pagamentos divergentes`} no provedor de pagamentos (valor ou moeda
            diferente do pedido)
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/pedidos?payment=divergent">Ver pedidos com pagamento divergente</Link>
          </Button>
        </div>
      ) : null}
      <RejectedInvoicesAlert />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total de Produtos" value={d.products.value.toLocaleString('pt-BR')} trend={d.products} icon={Package} to="/admin/cadastros/produtos" />
        <StatCard title="Total de Clientes" value={d.customers.value.toLocaleString('pt-BR')} trend={d.customers} icon={Users} to="/admin/cadastros/usuarios" />
        <StatCard title="Total de Pedidos" value={d.orders.value.toLocaleString('pt-BR')} trend={d.orders} icon={ShoppingBag} to="/admin/pedidos" />
        <StatCard title="Receita Total" value={formatBRL(d.revenueCents.value)} trend={d.revenueCents} icon={DollarSign} to="/admin/pedidos" />
      </div>
      <StockPlacesCards figures={d.stockPlaces} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card role="region" aria-labelledby={ids.chart} className="lg:col-span-2">
          <CardHeader>
            <CardTitle id={ids.chart}>Receita e Pedidos — últimos 30 dias</CardTitle>
          </CardHeader>
          <CardContent>
            <figure>
              <div role="img" aria-label={chartSummary(d.daily)} className="h-[280px]">
                <Suspense fallback={<Spinner label="Carregando gráfico..." />}>
                  <RevenueChart daily={d.daily} />
                </Suspense>
              </div>
              <figcaption className="mt-2 text-sm text-stone-700">{chartSummary(d.daily)}</figcaption>
            </figure>
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby={ids.top}>
          <CardHeader>
            <CardTitle id={ids.top}>Mais Vendidos — 30 dias</CardTitle>
          </CardHeader>
          <CardContent>
            {d.topProducts.length === 0 ? (
              <EmptyState title="Nenhuma venda nos últimos 30 dias." />
            ) : (
              <ol className="divide-y divide-stone-200">
                {d.topProducts.map((p, i) => (
                  <li key={p.productId ?? p.name} className="flex items-center justify-between gap-2 py-3">
                    <p className="font-medium text-stone-900">
                      {i + 1}. {p.name}
                    </p>
                    <p className="shrink-0 text-right text-sm">
                      <span className="block font-semibold">{formatQuantity(p.units, p.unit)}</span>
                      <span className="block text-xs text-stone-600">{formatBRL(p.revenueCents)}</span>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card role="region" aria-labelledby={ids.recent}>
          <CardHeader>
            <CardTitle id={ids.recent}>Pedidos Recentes</CardTitle>
          </CardHeader>
          <CardContent>
            {d.recentOrders.length === 0 ? (
              <EmptyState title="Nenhum pedido recente." />
            ) : (
              <ul className="divide-y divide-stone-200">
                {d.recentOrders.map((o) => (
                  <ItemRow key={o.id} title={`#${shortOrderId(o.id)} — ${o.customerName}`} note={formatDateTime(o.createdAt)}>
                    <div className="flex items-center gap-2">
                      <span className="font-semibold">{formatBRL(o.totalCents)}</span>
                      <Badge className={orderStatusBadgeClass(o.status as never)}>{orderStatusLabel(o.status as never)}</Badge>
                    </div>
                  </ItemRow>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby={ids.low}>
          <CardHeader>
            <CardTitle id={ids.low}>
              <span className="inline-flex items-center gap-2">
                <AlertTriangle className="h-5 w-5 text-amber-600" aria-hidden="true" />
                Estoque Baixo ({d.lowStock.count})
              </span>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {d.lowStock.items.length === 0 ? (
              <EmptyState title="Nenhum produto com estoque baixo." />
            ) : (
              <ul className="divide-y divide-stone-200">
                {d.lowStock.items.map((p) => (
                  <ItemRow key={p.id} title={p.name} note={`Código ${p.code}`} className="flex-nowrap">
                    <Badge className={`shrink-0 whitespace-nowrap ${p.stock === 0 ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}>
                      {formatQuantity(p.stock, p.unit)} / mín. {p.minStock}
                    </Badge>
                  </ItemRow>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <Card role="region" aria-labelledby={ids.actions}>
        <CardHeader>
          <CardTitle id={ids.actions}>Ações Rápidas</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <QuickAction to="/admin/almoxarifado" icon={PackageOpen} label="Almoxarifado" />
          <QuickAction to="/admin/pedidos" icon={ShoppingBag} label="Pedidos Loja Online" />
          {/* The categories' list opens read-only for everyone; the shortcut is for those who keep them. */}
          <QuickAction to="/admin/cadastros/categorias" icon={Tags} label="Categorias" does="catalog.manage" />
          <QuickAction to="/admin/usuarios" icon={Users} label="Usuários" />
        </CardContent>
      </Card>
    </div>
  );
}

function QuickAction({ to, icon: Icon, label, does }: { to: string; icon: typeof Package; label: string; does?: Permission }) {
  // Only the screens the user's permissions open (screen-access.ts), and the work `does` names.
  const mayOpen = useMayOpen();
  const can = useCan();
  if (!mayOpen(to) || (does && !can(does))) return null;
  return (
    <Link to={to} className="flex items-center gap-3 rounded-lg border border-stone-200 p-4 hover:border-brand-600 hover:bg-brand-50">
      <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
      <span className="font-medium text-stone-900">{label}</span>
    </Link>
  );
}
