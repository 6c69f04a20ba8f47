import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { countOf } from '@/domain/plural';
import { type PlanInvoiceLine, planReceivingCheck } from '@/domain/receiving-plan';
import { checkFormToBody } from '@/domain/schemas/document-forms';
import {
  buildReceivingReport,
  checkTotalsLine,
  RECEIVING_INVALID_QUANTITY_MESSAGE,
  RECEIVING_REGISTERED_TOAST,
  SUPERVISOR_REJECTED_TITLE,
} from '@/domain/schemas/receiving';
import { unitAbbreviation } from '@/domain/units';
import { useSession } from '../../auth/session';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ProductLinesField } from '../../ui/documents/product-lines-field';
import { SupplierSelect } from '../../ui/documents/registry-selects';
import { Field } from '../../ui/field';
import { FormProblem } from '../../ui/form/form-problem';
import { useFormProblem } from '../../ui/form/use-form-problem';
import { Input, NativeSelect, Textarea } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { useAwaitingPurchases } from '../requests';
import { useCreateReceivingCheck, useSupplierInvoice } from './receiving-api';
import { SupervisorDialog } from './supervisor-dialog';
import { type CheckDraft, type CheckLine, emptyDraft, useCheckForm } from './use-check-draft';

const reportOf = (d: CheckDraft) =>
  buildReceivingReport(
    d.lines.map((l) => ({ name: l.product.name, unit: l.product.unit, expectedQuantity: l.quantity, receivedQuantity: l.received })),
    d.notes,
  );

/**
 * /admin/conferencia: the count of a supplier's delivery against its invoice (requirements §2, §5). The
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
  const { form, replace } = useCheckForm(userId, userName);
  // The whole check, re-read at every change: the summary, the report and the draft follow it.
  const draft = form.watch();
  const [search, setSearch] = useSearchParams();
  const nota = /^\d{1,9}$/.test(search.get('nota') ?? '') ? Number(search.get('nota')) : 0;
  const invoice = useSupplierInvoice(nota);
  // '/admin/conferencia?nota=ID' (an imported invoice): the check starts from its lines, once.
  useEffect(() => {
    const n = invoice.data;
    if (!nota || !n || form.getValues('invoiceId') === n.id) return;
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
  }, [nota, invoice.data, form, replace, userName, setSearch]);
  const fromInvoice = Boolean(draft.invoiceId);
  const counted = useSupplierInvoice(draft.invoiceId ?? 0);
  // The receiving rule the server posts with (src/domain/receiving-plan.ts), live: what differs,
  // what one unit cost on the invoice, and whether a supervisor must approve.
  const plan = planReceivingCheck<PlanInvoiceLine>(
    counted.data
      ? counted.data.items.map((i) => ({ productId: i.product?.id ?? null, expectedQuantity: i.expected, unitCostCents: i.unitCostCents }))
      : draft.lines.map((l) => ({ productId: l.product.id, expectedQuantity: l.quantity })),
    draft.lines.map((l) => ({ productId: l.product.id, receivedQuantity: l.received })),
    draft.autoEntry,
  );
  const invoiceCost = (productId: number) => plan.lines.find((l) => l.productId === productId)?.unitCostCents ?? null;
  const awaiting = useAwaitingPurchases();
  const create = useCreateReceivingCheck();
  // Said once, above 'Finalizar'; the next change to the check clears it.
  const { problem, setServerProblem } = useFormProblem(form);
  const [approving, setApproving] = useState(false);
  const [approvalError, setApprovalError] = useState<string | null>(null);
  const [done, setDone] = useState<{ id: number; number: string } | null>(null);
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if (name?.startsWith('lines')) setDone(null);
    });
    return () => sub.unsubscribe();
  }, [form]);

  const post = (values: CheckDraft, supervisor?: { email: string; password: string }) => {
    create.mutate(checkFormToBody(values, supervisor), {
      onSuccess: (res) => {
        toast.success(RECEIVING_REGISTERED_TOAST, {
          description: `NF ${res.check.number} · ${countOf(res.check.itemsChecked, 'item conferido', 'itens conferidos')}.`,
        });
        setApproving(false);
        setDone({ id: res.check.id, number: res.check.number });
        replace();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'SUPERVISOR_REJECTED') {
          setApprovalError(err.message);
          toast.error(SUPERVISOR_REJECTED_TITLE, { description: err.message });
          return;
        }
        setApproving(false);
        setServerProblem(errorMessage(err));
        toast.error('Erro ao registrar a conferência', { description: errorMessage(err) });
      },
    });
  };

  const finish = form.handleSubmit((values) => {
    if (plan.needsApproval) {
      setApprovalError(null);
      setApproving(true);
      return;
    }
    post(values);
  });

  // An imported invoice's quantities are its own (the server reads them from it); others expect 0.
  const fixQuantity = (line: CheckLine): CheckLine => {
    const fixed = form.getValues('invoiceExpected');
    return fixed ? { ...line, quantity: fixed[line.product.id] ?? 0 } : line;
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
            <Input inputMode="numeric" readOnly={fromInvoice} {...form.register('number')} />
          </Field>
          <Field label="Série">
            <Input inputMode="numeric" readOnly={fromInvoice} {...form.register('series')} />
          </Field>
          <Controller
            control={form.control}
            name="supplierId"
            render={({ field }) => <SupplierSelect label="Fornecedor" disabled={fromInvoice} value={field.value} onChange={field.onChange} />}
          />
          <Field label="Data de emissão" required>
            <Input type="date" readOnly={fromInvoice} {...form.register('emissionDate')} />
          </Field>
          <Field label="Data de recebimento" required>
            <Input type="date" {...form.register('receptionDate')} />
          </Field>
          <Field label="Recebedor" required>
            <Input {...form.register('receiverName')} />
          </Field>
          <Field label="Solicitação de compra (opcional)" hint="Solicitações aguardando entrega.">
            <NativeSelect {...form.register('purchaseRequestId')}>
              <option value="">Nenhuma</option>
              {(awaiting.data ?? []).map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.code} — {r.requestedByName}
                  {r.estimatedArrival ? ` (chegada ${formatDay(r.estimatedArrival)})` : ''}
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
          <ProductLinesField<CheckDraft, CheckLine>
            control={form.control}
            name="lines"
            fix={fixQuantity}
            label="Itens da conferência"
            newLine={(product, quantity) => ({ product, quantity, received: 0 })}
            quantityLabel="Qtd. na nota"
            quantityReadOnly={fromInvoice}
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
                        const cost = invoiceCost(line.product.id);
                        return (
                          <span className="tabular-nums text-stone-800">
                            {cost == null ? '—' : `${formatBRL(cost)}/${unitAbbreviation(line.product.unit)}`}
                          </span>
                        );
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
            <Textarea rows={2} {...form.register('notes')} />
          </Field>
          <Field label="Resumo da conferência" hint="Montado a partir das quantidades conferidas.">
            <Textarea readOnly rows={Math.min(10, 3 + draft.lines.length)} value={reportOf(draft)} className="bg-stone-50 font-mono text-xs" />
          </Field>
          <label className="flex min-h-11 items-start gap-3 text-sm text-stone-800">
            <input type="checkbox" className="mt-0.5 h-5 w-5 accent-brand-700" {...form.register('autoEntry')} />
            <span>
              Dar entrada automática no estoque
              <span className="block text-xs text-stone-600">
                Cada quantidade recebida vira uma entrada de estoque. Com divergência, exige a aprovação de um supervisor.
              </span>
            </span>
          </label>
          <FormProblem message={problem} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" className="h-11" onClick={() => replace()}>
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
          onConfirm={(email, password) => post(form.getValues(), { email, password })}
          onClose={() => setApproving(false)}
        />
      ) : null}
    </div>
  );
}
