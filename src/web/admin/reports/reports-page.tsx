import type { ReportQuery } from '@/domain/schemas/reports';
import { ProductFilter } from '../../ui/documents/product-filter';
import { CategorySelect, StoreSelect, SupplierSelect } from '../../ui/documents/registry-selects';
import { PageHeader } from '../../ui/page-header';
import { ReportCard } from './report-card';

const id = (v: string) => (v ? Number(v) : undefined);
const str = (v: number | undefined) => (v ? String(v) : '');

/** The stock-per-place reports' filters: a store (origin or destination of a transfer, the counted place) and a product. */
const storeAndProduct = (q: ReportQuery, set: (patch: Partial<ReportQuery>) => void) => (
  <>
    <StoreSelect label="Loja" required={false} placeholder="Todas" value={str(q.storeId)} onChange={(v) => set({ storeId: id(v) })} />
    <ProductFilter productId={q.productId} onChange={(productId) => set({ productId })} className="w-full" />
  </>
);

/** /admin/relatorios: the Central de Relatórios — entries, exits, invoices and the stock-per-place reports. */
export default function ReportsPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Central de Relatórios"
        description="Veja na tela e baixe em CSV, Excel ou PDF: entradas, saídas, notas fiscais, estoque por local, transferências, divergências e ajustes de inventário."
      />
      <ReportCard
        kind="entradas"
        description="Mercadorias recebidas no almoxarifado, por fornecedor, categoria e produto."
        filters={(q, set) => (
          <>
            <SupplierSelect label="Fornecedor" required={false} placeholder="Todos" value={str(q.supplierId)} onChange={(v) => set({ supplierId: id(v) })} />
            <CategorySelect label="Categoria" required={false} placeholder="Todas" value={str(q.categoryId)} onChange={(v) => set({ categoryId: id(v) })} />
            <ProductFilter productId={q.productId} onChange={(productId) => set({ productId })} className="w-full" />
          </>
        )}
      />
      <ReportCard
        kind="saidas"
        description="Mercadorias enviadas às lojas."
        filters={(q, set) => (
          <StoreSelect label="Ponto de Venda (Loja)" required={false} placeholder="Todas" value={str(q.storeId)} onChange={(v) => set({ storeId: id(v) })} />
        )}
      />
      <ReportCard kind="notas" description="Notas fiscais de fornecedores, pela data de emissão." />
      <ReportCard
        kind="estoque-por-local"
        description="O que cada local (almoxarifado e lojas) tem agora: em estoque, reservado, disponível e o mínimo do local."
        filters={(q, set) => (
          <>
            <StoreSelect label="Loja" required={false} placeholder="Todos os locais" value={str(q.storeId)} onChange={(v) => set({ storeId: id(v) })} />
            <CategorySelect label="Categoria" required={false} placeholder="Todas" value={str(q.categoryId)} onChange={(v) => set({ categoryId: id(v) })} />
            <ProductFilter productId={q.productId} onChange={(productId) => set({ productId })} className="w-full" />
          </>
        )}
      />
      <ReportCard kind="transferencias" description="Transferências entre locais, pela data de criação, linha a linha." filters={storeAndProduct} />
      <ReportCard kind="divergencias" description="Itens que chegaram a menos no recebimento, aguardando ou resolvidos." filters={storeAndProduct} />
      <ReportCard kind="ajustes-inventario" description="Diferenças aplicadas pelos inventários, pela data em que foram aplicadas." filters={storeAndProduct} />
    </div>
  );
}
