import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/page-header';
import { TabBar, Tabs, TabsContent } from '../../ui/tabs';
import { MerchandiseTab } from './merchandise-tab';
import { PurchasesTab } from './purchases-tab';
import { SpecialOrdersTab } from './special-orders/special-orders-tab';

const TABS = [
  { value: 'compras', label: 'Compras' },
  { value: 'mercadorias', label: 'Mercadorias Lojas' },
  { value: 'encomendas', label: 'Encomendas' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * /admin/solicitacoes/gerenciar: the three kinds of requests in tabs. The tab is in the URL
 * (?tab=mercadorias) with the tab's own filters, so a link or a reload opens the same view;
 * changing tab starts its filters afresh.
 */
export default function ManageRequestsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = TABS.some((t) => t.value === asked) ? (asked as Tab) : 'compras';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Gerenciar Solicitações" description="Acompanhe e atualize as solicitações de compra, de mercadoria e as encomendas." />
      <Tabs value={tab} onValueChange={(value) => setSearch(new URLSearchParams({ tab: value }))}>
        <TabBar label="Tipo de solicitação" tabs={TABS} />
        <TabsContent value="compras">{tab === 'compras' ? <PurchasesTab /> : null}</TabsContent>
        <TabsContent value="mercadorias">{tab === 'mercadorias' ? <MerchandiseTab /> : null}</TabsContent>
        <TabsContent value="encomendas">{tab === 'encomendas' ? <SpecialOrdersTab /> : null}</TabsContent>
      </Tabs>
    </div>
  );
}
