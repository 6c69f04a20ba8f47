import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { shortCustomerId, shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/domain/order-status';
import { PAYMENT_FILTER_LABELS, PAYMENT_FILTERS } from '@/domain/provider-payment';
import { type OrderListQuery, orderListQuerySchema } from '@/domain/schemas/admin-orders';
import { useCan } from '../../auth/use-can';
import { invalidateDashboard } from '../../lib/admin-views';
import { IconAction } from '../../ui/icon-action';
import { CellWithNote } from '../../ui/list/cell-with-note';
import { CodeFilter } from '../../ui/list/code-filter';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusDialog } from './order-status-dialog';
import { type AdminOrderRow, fetchOrders, orderKeys } from './orders-api';

const COLUMNS: ColumnDef<AdminOrderRow>[] = [
  {
    header: 'ID Pedido',
    primary: true,
    cell: (o) => <span className="font-mono font-semibold text-stone-900">#{shortOrderId(o.id)}</span>,
    className: 'whitespace-nowrap',
  },
  { header: 'Data', cell: (o) => formatDateTime(o.createdAt), className: 'whitespace-nowrap' },
  {
    header: 'Cliente ID',
    cell: (o) => (
      <CellWithNote note={o.customerName} className="font-mono">
        {shortCustomerId(o.userId)}
      </CellWithNote>
    ),
    className: 'min-w-[10rem]',
  },
  { header: 'Total', cell: (o) => formatBRL(o.totalCents), className: 'whitespace-nowrap text-right font-medium' },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
];

const MESSAGES: ListMessages = { error: 'Erro ao carregar pedidos', empty: 'Nenhum pedido encontrado com os filtros atuais.' };
const STATUS_CODES = { values: ORDER_STATUSES, labels: ORDER_STATUS_LABELS };
const PAYMENT_CODES = { values: PAYMENT_FILTERS, labels: PAYMENT_FILTER_LABELS };

const useOrderList = (q: OrderListQuery) => useQuery({ queryKey: orderKeys.list(q), queryFn: () => fetchOrders(q), placeholderData: keepPreviousData });

/** /admin/pedidos: Pedidos Loja Online (requirements §2), searched and paginated on the server, filters in the URL. */
export default function OrdersPage() {
  const qc = useQueryClient();
  const view = useListView(orderListQuerySchema, useOrderList);
  const [details, setDetails] = useState<string | null>(null);
  const [changing, setChanging] = useState<AdminOrderRow | null>(null);
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: orderKeys.all }), invalidateDashboard(qc)]);
  // The open details keep their own data: only the lists and the dashboard look again.
  const refreshLists = useCallback(() => Promise.all([qc.invalidateQueries({ queryKey: orderKeys.lists }), invalidateDashboard(qc)]), [qc]);

  const can = useCan();
  const actions = (o: AdminOrderRow) => (
    <>
      <IconAction icon={Eye} label={`Ver detalhes do pedido #${shortOrderId(o.id)}`} title="Ver detalhes" onClick={() => setDetails(o.id)} />
      {can('orders.status') ? (
        <IconAction icon={RefreshCw} label={`Atualizar status do pedido #${shortOrderId(o.id)}`} title="Atualizar status" onClick={() => setChanging(o)} />
      ) : null}
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Pedidos Loja Online" description="Pedidos feitos pelos clientes na loja online." />
      <FilterBar>
        <ListSearch {...view} label="Buscar por ID, cliente, produto..." className="sm:flex-1" />
        <CodeFilter {...view} field="status" codes={STATUS_CODES} label="Filtrar por status" allLabel="Todos os Status" className="sm:w-56" />
        <CodeFilter {...view} field="payment" codes={PAYMENT_CODES} label="Filtrar por pagamento" allLabel="Todos os Pagamentos" className="sm:w-56" />
      </FilterBar>
      <ListCard {...view} title="Lista de Pedidos" columns={COLUMNS} messages={MESSAGES} actions={actions} />
      {details ? <OrderDetailsDialog key={details} orderId={details} onClose={() => setDetails(null)} onChanged={refreshLists} /> : null}
      {changing ? (
        <OrderStatusDialog
          key={changing.id}
          order={changing}
          onClose={() => setChanging(null)}
          onChanged={async () => {
            setChanging(null);
            await refresh();
          }}
        />
      ) : null}
    </div>
  );
}
