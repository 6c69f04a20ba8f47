import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatDateTime } from '@/domain/dates';
import { stockAdjustmentSchema } from '@/domain/schemas/product';
import { stockMovementKindLabel } from '@/domain/stock';
import { useCan } from '../../auth/use-can';
import { toast, toastError } from '../../lib/toast';
import { TextField } from '../../ui/form/form-fields';
import { useClearErrorOnChange } from '../../ui/form/use-clear-error-on-change';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ListState } from '../../ui/list-state';
import { Pagination } from '../../ui/pagination';
import { SubmitButton } from '../../ui/submit-button';
import { TBody, TD, TH, THead, TR } from '../../ui/table';
import { SignedQuantity, useStockMovements } from '../stock';
import { ProductStockByPlace } from './product-stock-by-place';
import { type AdminProduct, useAdjustStock } from './products-api';
import { StockBadge } from './stock-badge';

const EMPTY = { quantity: '', reason: '' };

/** 'Ajustar estoque' with a reason, and the product's movement history (newest first). */
export function ProductStockPanel({ product }: { product: AdminProduct }) {
  const [page, setPage] = useState(1);
  // Each message under its field; a field's goes when it changes.
  const form = useZodForm<z.input<typeof stockAdjustmentSchema>>(stockAdjustmentSchema, { defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  useClearErrorOnChange(form);
  const movements = useStockMovements({ productId: product.id, page, pageSize: 10, search: '' });

  // An adjustment is a stock movement: the stock lists, picker and dashboard change with the product.
  const adjust = useAdjustStock(product.id, {
    onSuccess: ({ stock }) => {
      toast.success('Estoque ajustado.', { description: `Novo estoque de ${product.name}: ${stock}.` });
      form.reset(EMPTY);
      setPage(1);
    },
    onError: toastError('Erro ao atualizar em produtos'),
  });

  const onSubmit = form.handleSubmit((typed) => adjust.mutate(typed));

  const data = movements.data;
  // Adjusting needs 'stock.post' (store staff never post the warehouse's stock).
  const can = useCan();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-700">
          Estoque atual: <strong className="text-lg text-stone-900">{product.stock}</strong> {product.unit.toLowerCase()}(s) · mínimo {product.minStock}
        </p>
        <StockBadge stock={product.stock} minStock={product.minStock} />
      </div>

      <ProductStockByPlace productId={product.id} unit={product.unit} />

      {can('stock.post') ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3 sm:p-4" aria-labelledby="ajuste-titulo">
          <h3 id="ajuste-titulo" className="text-sm font-semibold text-brand-800">
            Ajustar estoque
          </h3>
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <TextField
              form={form}
              name="quantity"
              label="Quantidade"
              required
              hint="Positiva entra, negativa sai (ex.: -2)."
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField form={form} name="reason" label="Motivo" required placeholder="Ex.: contagem, avaria, perda" autoComplete="off" />
          </div>
          <div>
            <SubmitButton pending={adjust.isPending} busyLabel="Ajustando...">
              Ajustar estoque
            </SubmitButton>
          </div>
        </form>
      ) : null}

      <section aria-labelledby="historico-titulo" className="flex flex-col gap-2">
        <h3 id="historico-titulo" className="text-sm font-semibold text-brand-800">
          Histórico de movimentações {data ? `(${data.total})` : ''}
        </h3>
        <ListState query={movements} isEmpty={!data?.items.length} errorTitle="Erro ao carregar movimentações" emptyTitle="Nenhuma movimentação registrada.">
          {data ? (
            <>
              <div
                className="w-full overflow-x-auto rounded-lg border border-stone-200 bg-white"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: no buttons inside, so keyboard users need the scroll box focusable to scroll it (axe scrollable-region-focusable)
                tabIndex={0}
                role="region"
                aria-label="Movimentações (role para os lados)"
              >
                <table aria-label="Histórico de movimentações" className="w-full min-w-[520px] border-collapse text-left text-sm">
                  <THead>
                    <tr>
                      <TH>Data</TH>
                      <TH>Tipo</TH>
                      <TH className="text-right">Qtd.</TH>
                      <TH>Documento</TH>
                      <TH>Motivo</TH>
                      <TH>Usuário</TH>
                    </tr>
                  </THead>
                  <TBody>
                    {data.items.map((m) => (
                      <TR key={m.id}>
                        <TD className="whitespace-nowrap">{formatDateTime(m.createdAt)}</TD>
                        <TD>{stockMovementKindLabel(m.kind)}</TD>
                        <TD className="whitespace-nowrap text-right">
                          <SignedQuantity movement={m} />
                        </TD>
                        <TD className="whitespace-nowrap">{m.document ?? '—'}</TD>
                        <TD>{m.reason || '—'}</TD>
                        <TD>{m.userName ?? '—'}</TD>
                      </TR>
                    ))}
                  </TBody>
                </table>
              </div>
              <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
              <Link
                to={`/admin/movimentacoes?productId=${product.id}`}
                className="self-start text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Ver em Movimentações de Estoque
              </Link>
            </>
          ) : null}
        </ListState>
      </section>
    </div>
  );
}
