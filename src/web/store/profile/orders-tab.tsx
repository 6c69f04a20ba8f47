import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OrderCard } from './order-card';
import { invoicesQuery, ordersQuery } from './profile-api';
import { ProfileTabState } from './profile-tab-state';

export function OrdersTab() {
  // ?pedido= opens that order (the checkout sends the customer here with the new one).
  const [params] = useSearchParams();
  const opened = params.get('pedido');
  // An order waiting for its Pix or boleto is asked about again until it turns paid (or is cancelled).
  const orders = useQuery({
    ...ordersQuery,
    refetchInterval: (q) => (q.state.data?.orders.some((o) => o.paymentStatus === 'pending' && o.status !== 'cancelled') ? 5000 : false),
  });
  const list = orders.data?.orders ?? [];
  // The orders show without their invoices rather than wait for them (or fail with them). An invoice
  // waiting for SEFAZ, or authorised while its DANFE is still being copied, is asked about again.
  const invoices = useQuery({
    ...invoicesQuery,
    refetchInterval: (q) => (q.state.data?.items.some((i) => i.status === 'processing' || (i.status === 'authorized' && !i.danfeUrl)) ? 5000 : false),
  });
  const invoiceOf = new Map((invoices.data?.items ?? []).map((i) => [i.orderId, i]));
  return (
    <ProfileTabState
      query={orders}
      errorTitle="Erro ao carregar pedidos"
      isEmpty={list.length === 0}
      empty={{ title: 'Você ainda não fez nenhum pedido', hint: 'Seus pedidos aparecerão aqui assim que você fizer uma compra.' }}
      browse
    >
      <section aria-label="Meus pedidos" className="flex flex-col gap-3">
        {list.map((order) => (
          <OrderCard key={order.id} order={order} invoice={invoiceOf.get(order.id)} initiallyOpen={order.id === opened} />
        ))}
      </section>
    </ProfileTabState>
  );
}
