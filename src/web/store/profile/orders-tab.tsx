import { useQuery } from '@tanstack/react-query';
import { OrderCard } from './order-card';
import { ordersQuery } from './profile-api';
import { ProfileTabState } from './profile-tab-state';

export function OrdersTab() {
  const orders = useQuery(ordersQuery);
  const list = orders.data?.orders ?? [];
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
          <OrderCard key={order.id} order={order} />
        ))}
      </section>
    </ProfileTabState>
  );
}
