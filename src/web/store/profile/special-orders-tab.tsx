import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/domain/dates';
import { requestStatusBadgeClass, specialOrderWorkflow } from '@/domain/requests';
import { statusLabel } from '@/domain/workflow/define-workflow';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { specialOrdersQuery } from './profile-api';
import { ProfileTabState } from './profile-tab-state';

/** 'Minhas Encomendas': what the customer ordered in a store and where each order stands. */
export function SpecialOrdersTab() {
  const orders = useQuery(specialOrdersQuery);
  return (
    <ProfileTabState
      query={orders}
      errorTitle="Erro ao carregar encomendas"
      isEmpty={(orders.data ?? []).length === 0}
      empty={{ title: 'Você não tem encomendas', hint: 'Encomendas feitas em uma das nossas lojas aparecem aqui, com o andamento de cada uma.' }}
    >
      <section aria-label="Minhas encomendas" className="flex flex-col gap-3">
        {(orders.data ?? []).map((o) => (
          <Card key={o.id} className="flex flex-col gap-2 p-4" data-special-order={o.code}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-mono font-semibold text-stone-900">{o.code}</h3>
              <Badge className={cn('border', requestStatusBadgeClass(o.status))}>{statusLabel(specialOrderWorkflow, o.status)}</Badge>
            </div>
            <p className="text-sm text-stone-600">
              {formatDateTime(o.createdAt)}
              {o.storeName ? ` · Retirada em ${o.storeName}` : ''}
            </p>
            <ul className="list-disc pl-5 text-sm text-stone-800">
              {o.products.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Card>
        ))}
      </section>
    </ProfileTabState>
  );
}
