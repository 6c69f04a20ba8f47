import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { buttonVariants } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { OrderCard } from './order-card';
import { ordersQuery } from './profile-api';

export function OrdersTab() {
  const orders = useQuery(ordersQuery);
  if (orders.isPending) return <Loading />;
  if (orders.isError) return <LoadError message={errorMessage(orders.error)} title="Erro ao carregar pedidos" />;
  const list = orders.data.orders;
  if (list.length === 0) {
    return (
      <Card>
        <EmptyState title="Você ainda não fez nenhum pedido" hint="Seus pedidos aparecerão aqui assim que você fizer uma compra.">
          <Link to="/produtos" className={buttonVariants({ className: 'mt-2' })}>
            Ver produtos
          </Link>
        </EmptyState>
      </Card>
    );
  }
  return (
    <section aria-label="Meus pedidos" className="flex flex-col gap-3">
      {list.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </section>
  );
}

export function Loading() {
  return (
    <div className="flex justify-center py-10">
      <Spinner />
    </div>
  );
}

export function LoadError({ title, message }: { title: string; message: string }) {
  return (
    <Card>
      <div role="alert" className="px-4 py-8 text-center">
        <p className="font-medium text-red-800">{title}</p>
        <p className="mt-1 text-sm text-stone-700">{message}</p>
      </div>
    </Card>
  );
}
