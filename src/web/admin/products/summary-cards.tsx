import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, DollarSign, Package, PackageX } from 'lucide-react';
import { formatBRL } from '@/domain/money';
import { errorMessage } from '../../lib/api';
import { Card, CardContent, CardHeader } from '../../ui/card';
import { fetchSummary, productKeys } from './products-api';

function SummaryCard({ title, value, note, icon: Icon, tone }: { title: string; value: string; note?: string; icon: typeof Package; tone: string }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2 p-3 pb-1 sm:p-5 sm:pb-2">
        <h2 className="text-xs font-medium text-stone-700 sm:text-sm">{title}</h2>
        <Icon className={`h-5 w-5 shrink-0 ${tone}`} aria-hidden="true" />
      </CardHeader>
      <CardContent className="p-3 pt-0 sm:p-5 sm:pt-0">
        <p className="text-xl font-bold text-stone-900 sm:text-2xl">{value}</p>
        {note ? <p className="text-xs text-stone-600">{note}</p> : null}
      </CardContent>
    </Card>
  );
}

/** The four warehouse figures, computed by the server over every product. */
export function SummaryCards() {
  const q = useQuery({ queryKey: productKeys.summary, queryFn: fetchSummary });
  if (q.isError) {
    return (
      <p role="alert" className="text-red-700">
        Erro ao carregar resumo do estoque: {errorMessage(q.error)}
      </p>
    );
  }
  const s = q.data;
  const n = (v: number | undefined) => (v === undefined ? '…' : v.toLocaleString('pt-BR'));
  return (
    <section aria-label="Resumo do estoque" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <SummaryCard
        title="Total de Itens"
        value={n(s?.totalItems)}
        note={s ? `${n(s.totalUnits)} unidades em estoque` : undefined}
        icon={Package}
        tone="text-brand-600"
      />
      <SummaryCard
        title="Valor Total em Estoque"
        value={s ? formatBRL(s.stockValueCents) : '…'}
        note={s ? `Preço de venda × estoque · a custo médio: ${formatBRL(s.stockCostValueCents)}` : 'Preço de venda × estoque'}
        icon={DollarSign}
        tone="text-green-700"
      />
      <SummaryCard
        title="Itens com Estoque Baixo"
        value={n(s?.lowStockCount)}
        note="No mínimo ou abaixo (inclui sem estoque)"
        icon={AlertTriangle}
        tone="text-amber-600"
      />
      <SummaryCard title="Itens Sem Estoque" value={n(s?.outOfStockCount)} icon={PackageX} tone="text-red-700" />
    </section>
  );
}
