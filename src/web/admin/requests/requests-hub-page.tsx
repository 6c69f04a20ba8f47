import type { LucideIcon } from 'lucide-react';
import { ClipboardList, Package, ShoppingCart, Store } from 'lucide-react';
import { Link } from 'react-router';
import type { RequestKind } from '@/domain/requests';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { useMayOpen } from '../screen-access';
import { useRequestSummary } from './requests-api';

const CARDS: { kind: RequestKind; title: string; text: string; icon: LucideIcon; create: string; manage: string }[] = [
  {
    kind: 'purchase',
    title: 'Solicitações de Compra',
    text: 'Produtos a comprar dos fornecedores.',
    icon: ShoppingCart,
    create: '/admin/solicitacoes/compras',
    manage: '/admin/solicitacoes/gerenciar?tab=compras',
  },
  {
    kind: 'merchandise',
    title: 'Mercadorias para Loja',
    text: 'Mercadorias que as lojas pedem ao almoxarifado.',
    icon: Store,
    create: '/admin/solicitacoes/mercadorias-loja',
    manage: '/admin/solicitacoes/gerenciar?tab=mercadorias',
  },
  {
    kind: 'specialOrder',
    title: 'Encomendas de Clientes',
    text: 'Produtos que clientes encomendaram.',
    icon: Package,
    create: '/admin/solicitacoes/encomendas',
    manage: '/admin/solicitacoes/gerenciar?tab=encomendas',
  },
];

/** /admin/solicitacoes: the three kinds of requests, each with its count of open requests. */
export default function RequestsHubPage() {
  const summary = useRequestSummary();
  const mayOpen = useMayOpen();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Central de Solicitações"
        description="Peça compras, mercadorias para as lojas e encomendas de clientes, e acompanhe cada uma."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/solicitacoes/acompanhar">
              <ClipboardList className="h-4 w-4" aria-hidden="true" /> Acompanhar Minhas Solicitações
            </Link>
          </Button>
        }
      />
      {summary.isError ? (
        <p role="alert" className="text-red-700">
          Erro ao carregar solicitações: {errorMessage(summary.error)}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {CARDS.map((card) => {
          const count = summary.data?.[card.kind];
          return (
            <Card key={card.kind} data-request-card={card.kind}>
              <CardContent className="flex h-full flex-col gap-3 pt-5">
                <div className="flex items-start justify-between gap-3">
                  <card.icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
                  <p className="text-right">
                    <span className="block text-3xl font-bold text-stone-900">{count ?? '…'}</span>
                    <span className="text-xs text-stone-600">em aberto</span>
                  </p>
                </div>
                <div className="flex-1">
                  <h2 className="text-lg font-semibold text-stone-900">{card.title}</h2>
                  <p className="text-sm text-stone-600">{card.text}</p>
                </div>
                <div className="flex flex-col gap-2 sm:flex-row md:flex-col xl:flex-row">
                  {mayOpen(card.create) ? (
                    <Button asChild className="flex-1">
                      <Link to={card.create}>Nova solicitação</Link>
                    </Button>
                  ) : null}
                  {mayOpen(card.manage) ? (
                    <Button asChild variant="outline" className="flex-1">
                      <Link to={card.manage}>Gerenciar</Link>
                    </Button>
                  ) : null}
                </div>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
