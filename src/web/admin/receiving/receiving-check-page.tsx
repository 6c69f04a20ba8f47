import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { weightedUnitCostCents } from '@/domain/nfe-import';
import { unitAbbreviation } from '@/domain/units';
import { countOf } from '@/domain/plural';
import {
  buildReceivingReport,
  checkTotalsLine,
  hasDiscrepancy,
  RECEIVING_INVALID_QUANTITY_MESSAGE,
  RECEIVING_MISSING_DATA_MESSAGE,
  RECEIVING_NO_PRODUCTS_MESSAGE,
  RECEIVING_REGISTERED_TOAST,
  SUPERVISOR_REJECTED_TITLE,
} from '@/domain/schemas/receiving';
import { useSession } from '../../auth/session';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { FormProblem } from '../../ui/form/form-problem';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { ProductLinesEditor } from '../documents/product-lines-editor';
import { SupplierSelect } from '../documents/registry-selects';
import { useAwaitingPurchases } from '../requests/requests-api';
import { type ReceivingCheckBody, useCreateReceivingCheck, useSupplierInvoice } from './receiving-api';
import { SupervisorDialog } from './supervisor-dialog';
import { type CheckDraft, type CheckLine, emptyDraft, useCheckDraft } from './use-check-draft';

const toBody = (d: CheckDraft): ReceivingCheckBody => ({
  lines: d.lines.map((l) => ({ productId: l.product.id, expectedQuantity: l.quantity, receivedQuantity: l.received })),
  number: d.number,
  series: d.series,
  emissionDate: d.emissionDate,
  receptionDate: d.receptionDate,
  // None chosen is 0, which the server refuses with the same message as a missing supplier.
  supplierId: Number(d.supplierId || 0),
  receiverName: d.receiverName,
  autoEntry: d.autoEntry,
  notes: d.notes,
  idempotencyKey: d.idempotencyKey,
  ...(d.invoiceId ? { invoiceId: d.invoiceId } : {}),
  ...(d.purchaseRequestId ? { purchaseRequestId: Number(d.purchaseRequestId) } : {}),
});

/** What one stock unit of each product cost on the imported invoice being counted (its entries' cost). */
function useInvoiceCosts(invoiceId: number): Map<number, number> {
  const invoice = useSupplierInvoice(invoiceId);
  const parts = new Map<number, { quantity: number; unitCostCents: number }[]>();
  for (const item of invoice.data?.items ?? []) {
    if (!item.product || item.unitCostCents == null) continue;
    parts.set(item.product.id, [...(parts.get(item.product.id) ?? []), { quantity: item.expected, unitCostCents: item.unitCostCents }]);
  }
  return new Map([...parts].map(([id, p]) => [id, weightedUnitCostCents(p) ?? 0]));
}

const reportOf = (d: CheckDraft) =>
  buildReceivingReport(
    d.lines.map((l) => ({ name: l.product.name, unit: l.product.unit, expectedQuantity: l.quantity, receivedQuantity: l.received })),
    d.notes,
  );

/**
 * /admin/conferencia: the count of a supplier's delivery against its invoice (SPEC 2, 5). The
 * invoice data, the lines (invoice quantity, received count, difference; a scanner's code adds 1
 * to the count), the report text as it builds itself, automatic entry, and 'Finalizar' — with a
 * supervisor's approval when a check with a discrepancy goes into stock.
 */
export default function ReceivingCheckPage() {
  const { user } = useSession();
  // The admin layout renders only for a signed-in staff member.
  return user ? <CheckForm userId={user.id} userName={user.name} /> : null;
}

function CheckForm({ userId, userName }: { userId: string; userName: string }) {
  const { draft, update, reset, replace } = useCheckDraft(userId, userName);
  const [search, setSearch] = useSearchParams();
  const nota = /^\d{1,9}$/.test(search.get('nota') ?? '') ? Number(search.get('nota')) : 0;
  const invoice = useSupplierInvoice(nota);
  // '/admin/conferencia?nota=ID' (an imported invoice): the check starts from its lines, once.
  useEffect(() => {
    const n = invoice.data;
    if (!nota || !n || draft.invoiceId === n.id) return;
    if (n.status !== 'awaiting') {
      toast.error('Nota já conferida', { description: `A NF ${n.number} já tem conferência registrada.` });
    } else {
      const lines: CheckLine[] = [];
      for (const item of n.items) {
        if (!item.product) continue;
        const same = lines.find((l) => l.product.id === item.product!.id);
        if (same) same.quantity += item.expected;
        else lines.push({ product: item.product, quantity: item.expected, received: 0 });
      }
      replace({
        ...emptyDraft(userName),
        invoiceId: n.id,
        invoiceExpected: Object.fromEntries(lines.map((l) => [l.product.id, l.quantity])),
        number: n.number,
        series: n.series,
        emissionDate: n.emissionDate,
        supplierId: String(n.supplierId),
        lines,
      });
    }
    setSearch({}, { replace: true });
  }, [nota, invoice.data, draft.invoiceId, replace, userName, setSearch]);
  const fromInvoice = Boolean(draft.invoiceId);
  const invoiceCosts = useInvoiceCosts(draft.invoiceId ?? 0);
  const awaiting = useAwaitingPurchases();
  const create = useCreateReceivingCheck();
  const [problem, setProblem] = useState<string | null>(null);
  const [approving, setApproving] = useState(false);
  const [approvalError, setApprovalError] = useState<string | null>(null);
  const [done, setDone] = useState<{ id: number; number: string } | null>(null);

  // Said once, above 'Finalizar'; the next change to the check clears it.
  const warn = (message: string) => setProblem(message);
  const change = (patch: Partial<CheckDraft>) => {
    update(patch);
    setProblem(null);
  };
  const discrepancy = hasDiscrepancy(draft.lines.map((l) => ({ expectedQuantity: l.quantity, receivedQuantity: l.received })));

  const post = (supervisor?: { email: string; password: string }) => {
    create.mutate(
      { ...toBody(draft), ...(supervisor ? { supervisorEmail: supervisor.email, supervisorPassword: supervisor.password } : {}) },
      {
        onSuccess: (res) => {
          toast.success(RECEIVING_REGISTERED_TOAST, { description: `NF ${res.check.number} · ${countOf(res.check.itemsChecked, 'item conferido', 'itens conferidos')}.` });
          setApproving(false);
          setDone({ id: res.check.id, number: res.check.number });
          reset();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'SUPERVISOR_REJECTED') {
            setApprovalError(err.message);
            toast.error(SUPERVISOR_REJECTED_TITLE, { description: err.message });
            return;
          }
          setApproving(false);
          setProblem(errorMessage(err));
          toast.error('Erro ao registrar a conferência', { description: errorMessage(err) });
        },
      },
    );
  };

  const finish = () => {
    if (draft.lines.length === 0) return warn(RECEIVING_NO_PRODUCTS_MESSAGE);
    if (!draft.number.trim() || !draft.emissionDate || !draft.receptionDate || !draft.supplierId || !draft.receiverName.trim()) {
      return warn(RECEIVING_MISSING_DATA_MESSAGE);
    }
    setProblem(null);
    if (discrepancy && draft.autoEntry) {
      setApprovalError(null);
      setApproving(true);
      return;
    }
    post();
  };

  const onLines = (next: CheckLine[]) => {
    // An imported invoice's quantities are its own (the server reads them from it); others expect 0.
    const fixed = draft.invoiceExpected;
    const lines = fixed ? next.map((l) => ({ ...l, quantity: fixed[l.product.id] ?? 0 })) : next;
    update({ lines });
    setProblem(null);
    setDone(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Conferência de Recebimento" description="Confira a mercadoria recebida contra a nota fiscal do fornecedor." />
      {done ? (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Conferência da NF {done.number} registrada.
          <Link className="font-medium underline" to={`/admin/historico-conferencias?number=${encodeURIComponent(done.number)}`}>
            Ver no histórico
          </Link>
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Dados da Nota Fiscal</CardTitle>
          {fromInvoice ? <p className="text-sm text-stone-600">Importada do XML: os dados e as quantidades da nota vêm dela — só conte o que chegou.</p> : null}
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Número da NF" required>
            <Input inputMode="numeric" readOnly={fromInvoice} value={draft.number} onChange={(e) => change({ number: e.target.value })} />
          </Field>
          <Field label="Série">
            <Input inputMode="numeric" readOnly={fromInvoice} value={draft.series} onChange={(e) => change({ series: e.target.value })} />
          </Field>
          <SupplierSelect label="Fornecedor" disabled={fromInvoice} value={draft.supplierId} onChange={(supplierId) => change({ supplierId })} />
          <Field label="Data de emissão" required>
            <Input type="date" readOnly={fromInvoice} value={draft.emissionDate} onChange={(e) => change({ emissionDate: e.target.value })} />
          </Field>
          <Field label="Data de recebimento" required>
            <Input type="date" value={draft.receptionDate} onChange={(e) => change({ receptionDate: e.target.value })} />
          </Field>
          <Field label="Recebedor" required>
            <Input value={draft.receiverName} onChange={(e) => change({ receiverName: e.target.value })} />
          </Field>
          <Field label="Solicitação de compra (opcional)" hint="Solicitações aguardando entrega.">
            <NativeSelect value={draft.purchaseRequestId ?? ''} onChange={(e) => change({ purchaseRequestId: e.target.value })}>
              <option value="">Nenhuma</option>
              {(awaiting.data ?? []).map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.code} — {r.requestedByName}
                  {r.estimatedArrival ? ` (chegada ${formatDate(`${r.estimatedArrival}T12:00:00-03:00`)})` : ''}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Produtos</CardTitle>
        </CardHeader>
        <CardContent>
          <ProductLinesEditor<CheckLine>
            label="Itens da conferência"
            lines={draft.lines}
            onChange={onLines}
            newLine={(product, quantity) => ({ product, quantity, received: 0 })}
            quantityLabel="Qtd. na nota"
            cardsOnPhone
            footer={(lines) => checkTotalsLine(lines.map((l) => ({ unit: l.product.unit, expectedQuantity: l.quantity, receivedQuantity: l.received })))}
            // A scanner's code counts one unit: a new line (not on the invoice yet) or one more on its line.
            onScanLine={(existing, product) => (existing ? { ...existing, received: existing.received + 1 } : { product, quantity: 0, received: 1 })}
            extraColumns={[
              ...(fromInvoice
                ? [
                    {
                      header: 'Custo na nota',
                      cell: (line: CheckLine) => {
                        const cost = invoiceCosts.get(line.product.id);
                        return <span className="tabular-nums text-stone-800">{cost == null ? '—' : `${formatBRL(cost)}/${unitAbbreviation(line.product.unit)}`}</span>;
                      },
                    },
                  ]
                : []),
              {
                header: 'Recebido',
                cell: (line, set) => (
                  <div className="flex items-center justify-end gap-1">
                    <Input
                      aria-label={`Recebido de ${line.product.name}`}
                      inputMode="numeric"
                      className="h-10 w-16 text-right"
                      value={String(line.received)}
                      onChange={(e) => {
                        if (!/^\d{0,7}$/.test(e.target.value)) return;
                        set({ ...line, received: Number(e.target.value) });
                      }}
                    />
                    <Button
                      variant="outline"
                      className="h-10 w-10 px-0"
                      aria-label={`Somar 1 ao recebido de ${line.product.name}`}
                      onClick={() => set({ ...line, received: line.received + 1 })}
                    >
                      +1
                    </Button>
                  </div>
                ),
              },
              {
                header: 'Diferença',
                cell: (line) => {
                  const diff = line.received - line.quantity;
                  return (
                    <span className={cn('font-medium tabular-nums', diff < 0 ? 'text-red-700' : diff > 0 ? 'text-amber-800' : 'text-green-800')}>
                      {diff > 0 ? `+${diff}` : diff}
                    </span>
                  );
                },
              },
            ]}
            messages={{ pickFirst: 'Selecione um produto e informe a quantidade da nota.', invalidQuantity: RECEIVING_INVALID_QUANTITY_MESSAGE }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Relatório</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Field label="Observações">
            <Textarea rows={2} value={draft.notes} onChange={(e) => change({ notes: e.target.value })} />
          </Field>
          <Field label="Resumo da conferência" hint="Montado a partir das quantidades conferidas.">
            <Textarea readOnly rows={Math.min(10, 3 + draft.lines.length)} value={reportOf(draft)} className="bg-stone-50 font-mono text-xs" />
          </Field>
          <label className="flex min-h-11 items-start gap-3 text-sm text-stone-800">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 accent-brand-700"
              checked={draft.autoEntry}
              onChange={(e) => change({ autoEntry: e.target.checked })}
            />
            <span>
              Dar entrada automática no estoque
              <span className="block text-xs text-stone-600">
                Cada quantidade recebida vira uma entrada de estoque. Com divergência, exige a aprovação de um supervisor.
              </span>
            </span>
          </label>
          <FormProblem message={problem} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              className="h-11"
              onClick={() => {
                reset();
                setProblem(null);
              }}
            >
              Limpar
            </Button>
            <Button className="h-11" onClick={finish} disabled={create.isPending}>
              {create.isPending && !approving ? 'Registrando...' : 'Finalizar'}
            </Button>
          </div>
        </CardContent>
      </Card>
      {approving ? (
        <SupervisorDialog
          pending={create.isPending}
          error={approvalError}
          onConfirm={(email, password) => post({ email, password })}
          onClose={() => setApproving(false)}
        />
      ) : null}
    </div>
  );
}
