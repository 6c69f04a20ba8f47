import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, RefreshCw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/domain/dates';
import { shortCustomerId, shortOrderId } from '@/domain/ids';
import { formatBRL } from '@/domain/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { ORDERS_PAGE_SIZE } from '@/domain/schemas/admin-orders';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ListState } from '../../ui/list-state';
import { Input, NativeSelect } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Pagination } from '../../ui/pagination';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusDialog } from './order-status-dialog';
import { type AdminOrderRow, fetchOrders, ordersKey } from './orders-api';

/** /admin/pedidos: Pedidos Loja Online (SPEC 2), searched and paginated on the server. */
export default function OrdersPage() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<string | null>(null);
  const [changing, setChanging] = useState<AdminOrderRow | null>(null);
  const term = useDebouncedValue(search.trim());

  const filters = { search: term, status, page, pageSize: ORDERS_PAGE_SIZE };
  const list = useQuery({ queryKey: [...ordersKey, 'list', filters], queryFn: () => fetchOrders(filters), placeholderData: keepPreviousData });
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: ordersKey }), qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] })]);

  const total = list.data?.total ?? 0;
  const rows = list.data?.items ?? [];

  // A change can leave the current page past the end (e.g. a filtered status changed): step back.
  useEffect(() => {
    const last = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
    if (!list.isPlaceholderData && page > last) setPage(last);
  }, [total, page, list.isPlaceholderData]);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Pedidos Loja Online" description="Pedidos feitos pelos clientes na loja online." />
      <Card className="flex flex-col gap-3 p-4 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Buscar por ID, cliente, produto..."
            placeholder="Buscar por ID, cliente, produto..."
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className="pl-9"
          />
        </div>
        <NativeSelect
          aria-label="Filtrar por status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OrderStatus | '');
            setPage(1);
          }}
          className="sm:w-56"
        >
          <option value="">Todos os Status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Lista de Pedidos ({total})</CardTitle>
        </CardHeader>
        <CardContent>
          <ListState query={list} isEmpty={rows.length === 0} errorTitle="Erro ao carregar pedidos" emptyTitle="Nenhum pedido encontrado com os filtros atuais.">
              <Table aria-label="Lista de Pedidos">
                <THead>
                  <tr>
                    <TH className="whitespace-nowrap">ID Pedido</TH>
                    <TH>Data</TH>
                    <TH>Cliente ID</TH>
                    <TH className="text-right">Total</TH>
                    <TH>Status</TH>
                    <TH className="text-right">Ações</TH>
                  </tr>
                </THead>
                <TBody>
                  {rows.map((o) => {
                    const shortId = shortOrderId(o.id);
                    return (
                      <TR key={o.id}>
                        <TD className="whitespace-nowrap font-mono font-semibold text-stone-900">#{shortId}</TD>
                        <TD className="whitespace-nowrap">{formatDateTime(o.createdAt)}</TD>
                        <TD className="min-w-[10rem]">
                          <span className="font-mono">{shortCustomerId(o.userId)}</span>
                          <span className="block text-xs text-stone-600">{o.customerName}</span>
                        </TD>
                        <TD className="whitespace-nowrap text-right font-medium">{formatBRL(o.totalCents)}</TD>
                        <TD>
                          <OrderStatusBadge status={o.status} />
                        </TD>
                        <TD className="text-right">
                          <div className="flex justify-end gap-1">
                            <Button variant="ghost" size="icon" aria-label={`Ver detalhes do pedido #${shortId}`} title="Ver detalhes" onClick={() => setDetails(o.id)}>
                              <Eye className="h-4 w-4" aria-hidden="true" />
                            </Button>
                            <Button variant="ghost" size="icon" aria-label={`Atualizar status do pedido #${shortId}`} title="Atualizar status" onClick={() => setChanging(o)}>
                              <RefreshCw className="h-4 w-4" aria-hidden="true" />
                            </Button>
                          </div>
                        </TD>
                      </TR>
                    );
                  })}
                </TBody>
              </Table>
              <Pagination page={page} pageSize={ORDERS_PAGE_SIZE} total={total} onPage={setPage} />
            </ListState>
        </CardContent>
      </Card>
      {details ? <OrderDetailsDialog key={details} orderId={details} onClose={() => setDetails(null)} onChanged={refresh} /> : null}
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
