import { lazy, Suspense } from 'react';
import { formatBRL } from '@/domain/money';
import type { ReportKind, ReportPreview } from '@/domain/schemas/reports';
import { formatQuantities } from '@/domain/units';
import { Spinner } from '../../ui/spinner';

const ReportChart = lazy(() => import('./report-chart'));
const BUCKET: Record<ReportPreview['bucket'], string> = { day: 'por dia', week: 'por semana', month: 'por mês' };
const DOCUMENTS: Record<ReportKind, string> = {
  entradas: 'Entradas',
  saidas: 'Saídas',
  notas: 'Notas fiscais',
  'estoque-por-local': 'Produtos',
  transferencias: 'Transferências',
  divergencias: 'Transferências com divergência',
  'ajustes-inventario': 'Inventários aplicados',
};
const VALUE: Record<ReportKind, string> = {
  entradas: 'Custo',
  saidas: 'Valor de venda',
  notas: 'Valor das notas',
  'estoque-por-local': 'Custo',
  transferencias: 'Custo',
  divergencias: 'Custo da diferença',
  'ajustes-inventario': 'Valor ajustado (a custo)',
};
const REVERSED: Record<ReportKind, string> = {
  entradas: 'entrada(s) estornada(s)',
  saidas: 'saída(s) estornada(s)',
  notas: '',
  'estoque-por-local': '',
  transferencias: 'transferência(s) cancelada(s)',
  divergencias: '',
  'ajustes-inventario': '',
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-stone-50 px-3 py-2">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="text-lg font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/** The report on screen: totals, the chart over the period and the top lists. */
export function ReportPreviewPanel({ kind, preview }: { kind: ReportKind; preview: ReportPreview }) {
  const t = preview.totals;
  return (
    <section aria-label="Prévia do relatório" className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Figure label={DOCUMENTS[kind]} value={t.documents.toLocaleString('pt-BR')} />
        <Figure label="Quantidade" value={formatQuantities(t.quantities)} />
        <Figure label={kind === 'notas' ? 'Valor total' : 'Valor a custo'} value={formatBRL(t.costCents)} />
        {kind === 'notas' ? null : <Figure label="Valor a preço de venda" value={formatBRL(t.priceCents)} />}
      </dl>
      {t.reversed ? (
        <p className="text-sm text-stone-700">
          {t.reversed} {REVERSED[kind]} no período: aparecem no arquivo, fora dos totais.
        </p>
      ) : null}
      {preview.series.length ? (
        <figure className="flex flex-col gap-1">
          <figcaption className="text-sm font-medium text-stone-800">
            {VALUE[kind]} {BUCKET[preview.bucket]}
          </figcaption>
          <div data-report-chart="">
            <Suspense fallback={<Spinner />}>
              <ReportChart preview={preview} valueName={VALUE[kind]} />
            </Suspense>
          </div>
        </figure>
      ) : (
        <p className="text-sm text-stone-700">Nenhum registro no período e nos filtros escolhidos.</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {preview.tops
          .filter((top) => top.rows.length > 0)
          .map((top) => (
            <div key={top.title}>
              <h4 className="mb-1 text-sm font-semibold text-stone-800">{top.title} (5 maiores)</h4>
              <ol className="flex flex-col gap-1 text-sm" aria-label={`${top.title} com maior valor`}>
                {top.rows.map((r) => (
                  <li key={r.name} className="flex justify-between gap-2 border-b border-stone-100 py-1">
                    <span className="min-w-0 break-words text-stone-900">{r.name}</span>
                    <span className="shrink-0 text-right tabular-nums text-stone-700">
                      {formatBRL(r.valueCents)} · {formatQuantities(r.quantities)}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
      </div>
    </section>
  );
}
