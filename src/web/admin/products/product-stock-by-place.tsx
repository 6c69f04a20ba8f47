import { useQuery } from '@tanstack/react-query';
import { formatQuantity } from '@/domain/units';
import { ListState } from '../../ui/list-state';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import { fetchProductStockByPlace, productKeys } from './products-api';

/** The product's stock at each place it may be (the warehouse, the stores the user sees) and what is in transit: its back-office page. */
export function ProductStockByPlace({ productId, unit }: { productId: number; unit: string }) {
  const stock = useQuery({ queryKey: productKeys.stockByPlace(productId), queryFn: () => fetchProductStockByPlace(productId) });
  const data = stock.data;
  return (
    <section aria-labelledby="estoque-local-titulo" className="flex flex-col gap-2">
      <h3 id="estoque-local-titulo" className="text-sm font-semibold text-brand-800">
        Estoque por local
      </h3>
      <ListState query={stock} isEmpty={!data?.places.length} errorTitle="Erro ao carregar o estoque por local" emptyTitle="Nenhum local de estoque.">
        {data ? (
          <>
            <Table aria-label="Estoque por local" className="min-w-0">
              <THead>
                <tr>
                  <TH>Local</TH>
                  <TH className="text-right">Em estoque</TH>
                  <TH className="text-right">Reservado</TH>
                  <TH className="text-right">Disponível</TH>
                  <TH className="text-right">Mínimo</TH>
                </tr>
              </THead>
              <TBody>
                {data.places.map((p) => (
                  <TR key={p.id}>
                    <TD>{p.name}</TD>
                    <TD className="text-right">{p.onHand}</TD>
                    <TD className="text-right">{p.reserved}</TD>
                    <TD className="text-right">{p.available}</TD>
                    <TD className="text-right">{p.minStock ?? '—'}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
            <p className="text-xs text-stone-600">
              Total nos locais: {formatQuantity(data.total, unit)} · em trânsito: {formatQuantity(data.inTransit, unit)}
            </p>
          </>
        ) : null}
      </ListState>
    </section>
  );
}
