import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import type { PickedProduct } from '@/domain/schemas/product-picker';
import { COUNT_APPLIED_TOAST, COUNT_SENT_FOR_APPROVAL_TOAST, type StockCountDetail, type StockCountLine, stockCountWorkflow } from '@/domain/stock-counts';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api';
import { toast, toastError } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ProductPicker } from '../../ui/documents';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { useApplyCount, useCount, useCountLine, useMoveCount } from './stock-counts-api';

const dash = (n: number | null) => (n === null ? '—' : String(n));
const signed = (n: number | null) => (n === null ? '—' : n > 0 ? `+${n}` : String(n));

/** Scanner first (code + Enter picks the product, the quantity is added), or typed (the quantity replaces). */
function CountEntry({ count }: { count: StockCountDetail }) {
  const line = useCountLine(count.id);
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [mode, setMode] = useState<'add' | 'set'>('add');
  const quantityRef = useRef<HTMLInputElement>(null);
  const submit = () => {
    if (!product) return toast.error('Selecione um produto e informe a quantidade contada.');
    line.mutate(
      { productId: product.id, quantity: Number(quantity), mode },
      {
        onSuccess: (res) => {
          toast.success(`${product.name}: ${res.line.counted} contado(s).`);
          setProduct(null);
          setQuantity('1');
        },
        onError: toastError('Erro ao registrar contagem'),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contar</CardTitle>
        <p className="text-sm text-stone-600">Passe o leitor (código + Enter) ou digite o produto; informe a quantidade e confirme.</p>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3 sm:grid-cols-[1fr_8rem_auto_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <ProductPicker
            label="Produto"
            exclude={[]}
            selected={product}
            onSelect={setProduct}
            onScanned={() => quantityRef.current?.select()}
            onError={(message) => toast.error(message)}
          />
          <Field label="Quantidade" required>
            <Input ref={quantityRef} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-label="Quantidade contada" />
          </Field>
          <label className="flex h-10 items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" checked={mode === 'set'} onChange={(e) => setMode(e.target.checked ? 'set' : 'add')} />
            Substituir o contado
          </label>
          <Button type="submit" disabled={line.isPending}>
            {line.isPending ? 'Registrando...' : 'Registrar'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function LinesTable({ count }: { count: StockCountDetail }) {
  const rows = count.lines.filter((l) => l.counted !== null || !count.hidesExpected);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Itens ({count.countedLines} contados de {count.lineCount})
        </CardTitle>
        {count.hidesExpected ? <p className="text-sm text-stone-600">Contagem às cegas: as quantidades esperadas aparecem ao encerrar a contagem.</p> : null}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-stone-600">Nenhum produto contado ainda.</p>
        ) : (
          <ul className="divide-y divide-stone-200" aria-label="Itens do inventário">
            {rows.map((l: StockCountLine) => (
              <li key={l.productId} className="grid gap-1 py-2 text-sm sm:grid-cols-[1fr_repeat(4,7rem)] sm:items-center">
                <span>
                  <span className="font-medium text-stone-900">{l.productName}</span>
                  <span className="block text-xs text-stone-600">{l.productCode}</span>
                </span>
                <span>Contado: {dash(l.counted)}</span>
                {count.hidesExpected ? null : (
                  <>
                    <span>Esperado: {dash(l.expected)}</span>
                    <span className={l.difference ? 'font-semibold text-red-700' : ''}>Diferença: {signed(l.difference)}</span>
                    <span className="text-xs text-stone-600">Movimentado: {signed(l.movedSinceOpen)}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ApplyCard({ count }: { count: StockCountDetail }) {
  const apply = useApplyCount(count.id);
  const [reason, setReason] = useState('');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Aplicar ajustes</CardTitle>
        <p className="text-sm text-stone-600">
          Valor do ajuste (custo): {formatBRL(count.adjustmentValueCents ?? 0)}
          {count.approvalThresholdCents > 0 ? ` · acima de ${formatBRL(count.approvalThresholdCents)} um Supervisor aprova` : ''}
        </p>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            // Awaited, not mutate's callbacks: the card is gone once the count is applied.
            apply
              .mutateAsync({ reason, version: count.version })
              .then((res) => toast.success(res.awaitingApproval ? COUNT_SENT_FOR_APPROVAL_TOAST : COUNT_APPLIED_TOAST))
              .catch((err) => toast.error('Erro ao aplicar inventário', { description: errorMessage(err) }));
          }}
        >
          <Field label="Motivo do ajuste" required className="sm:flex-1">
            <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} />
          </Field>
          <Button type="submit" disabled={apply.isPending}>
            {apply.isPending ? 'Aplicando...' : 'Aplicar Inventário'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** /admin/inventarios/:countId: count, review the differences, apply (or approve), with the history. */
export default function CountPage() {
  const id = Number(useParams().countId);
  const count = useCount(id);
  const move = useMoveCount(id);
  const can = useCan();
  if (count.isLoading) return <p className="text-sm text-stone-600">Carregando...</p>;
  if (!count.data) return <p className="text-sm text-red-700">{count.error ? errorMessage(count.error) : 'Inventário não encontrado.'}</p>;
  const c = count.data;
  const manage = can('counts.manage');
  const doMove = (m: 'close' | 'reopen' | 'cancel' | 'approve', done: string) =>
    move.mutate({ move: m, version: c.version }, { onSuccess: () => toast.success(done), onError: toastError('Erro no inventário') });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={`Inventário ${c.code}`}
        description={`${c.locationName} · aberto em ${formatDateTime(c.createdAt)} por ${c.createdByName}${c.blind ? ' · às cegas' : ''}`}
        actions={
          <Link className="text-sm text-brand-700 hover:underline" to="/admin/inventarios">
            Voltar aos inventários
          </Link>
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{stockCountWorkflow.labels[c.status]}</Badge>
        {manage && c.status === 'counting' ? (
          <Button size="sm" onClick={() => doMove('close', 'Contagem encerrada: revise as diferenças.')}>
            Encerrar Contagem
          </Button>
        ) : null}
        {manage && (c.status === 'review' || c.status === 'awaiting_approval') ? (
          <Button size="sm" variant="outline" onClick={() => doMove('reopen', 'Contagem reaberta.')}>
            Reabrir Contagem
          </Button>
        ) : null}
        {can('counts.approve') && c.status === 'awaiting_approval' ? (
          <Button size="sm" onClick={() => doMove('approve', COUNT_APPLIED_TOAST)}>
            Aprovar Ajuste
          </Button>
        ) : null}
        {manage && c.status !== 'applied' && c.status !== 'cancelled' ? (
          <Button size="sm" variant="danger" onClick={() => doMove('cancel', 'Inventário cancelado.')}>
            Cancelar Inventário
          </Button>
        ) : null}
      </div>
      {manage && c.status === 'counting' ? <CountEntry count={c} /> : null}
      {manage && c.status === 'review' ? <ApplyCard count={c} /> : null}
      {c.status === 'applied' ? (
        <p className="text-sm text-stone-800">
          Aplicado em {c.appliedAt ? formatDateTime(c.appliedAt) : '—'} · motivo: {c.reason} · valor {formatBRL(c.adjustmentValueCents ?? 0)}
        </p>
      ) : null}
      <LinesTable count={c} />
      <Card>
        <CardHeader>
          <CardTitle>Histórico</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="text-sm text-stone-800">
            {c.history.map((h) => (
              <li key={`${h.createdAt}-${h.to}`}>
                {formatDateTime(h.createdAt)} · {stockCountWorkflow.labels[h.to as keyof typeof stockCountWorkflow.labels] ?? h.to} · {h.userName}
                {h.note ? ` · ${h.note}` : ''}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
