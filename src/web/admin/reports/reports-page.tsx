import { PageHeader } from '../../ui/page-header';
import { ProductFilter } from '../documents/product-filter';
import { CategorySelect, StoreSelect, SupplierSelect } from '../documents/registry-selects';
import { ReportCard } from './report-card';

const id = (v: string) => (v ? Number(v) : undefined);
const str = (v: number | undefined) => (v ? String(v) : '');

/** /admin/relatorios: the Central de Relatórios — entries, exits and invoices over a period. */
export default function ReportsPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Central de Relatórios" description="Veja na tela e baixe em CSV, Excel ou PDF: entradas, saídas e notas fiscais de um período." />
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
    </div>
  );
}
