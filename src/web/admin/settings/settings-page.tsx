import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCan } from '../../auth/use-can';
import { ListState } from '../../ui/list-state';
import { PageHeader } from '../../ui/page-header';
import { TabBar, Tabs, TabsContent } from '../../ui/tabs';
import { FiscalSettingsTab } from '../fiscal';
import { ShippingSettingsTab } from '../shipping';
import { GateSettingsForm } from './gate-settings-form';
import { PermissionsMatrixCard } from './permissions-matrix';
import { fetchSettings, settingsKey } from './settings-api';
import { ShopSettingsForm } from './shop-settings-form';

function ShopTab() {
  const q = useQuery({ queryKey: settingsKey, queryFn: fetchSettings });
  return (
    <ListState query={q} isEmpty={false} errorTitle="Erro ao carregar configurações" emptyTitle="">
      {q.data ? (
        <div className="flex flex-col gap-4">
          <ShopSettingsForm initial={q.data.shop} />
          <GateSettingsForm gate={q.data.gate} />
        </div>
      ) : null}
    </ListState>
  );
}

/**
 * /admin/configuracoes: shop identity, Pix receiver and the site gate ('settings.manage'), and
 * Permissões ('users.manage'), each tab for whoever holds its permission; ?aba=permissoes opens the second.
 * Fiscal ('settings.manage', ?aba=fiscal): the issuer of the sales NF-e (issue 28).
 * Entregas ('settings.manage', ?aba=entregas): the shipping provider's account, sender and policy (issue 37).
 */
export default function SettingsPage() {
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const tabs = [
    ...(can('settings.manage')
      ? [
          { value: 'loja', label: 'Loja e acesso' },
          { value: 'fiscal', label: 'Fiscal' },
          { value: 'entregas', label: 'Entregas' },
        ]
      : []),
    ...(can('users.manage') ? [{ value: 'permissoes', label: 'Permissões' }] : []),
  ];
  const wanted = search.get('aba');
  const current = tabs.find((t) => t.value === wanted)?.value ?? tabs[0]?.value;
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader title="Configurações" description="Dados da loja, Pix, acesso ao site, emissão de notas fiscais, entregas e permissões por cargo." />
      {current ? (
        <Tabs value={current} onValueChange={(value) => setSearch(value === 'loja' ? {} : { aba: value }, { replace: true })}>
          <TabBar label="Seções das configurações" tabs={tabs} />
          {can('settings.manage') ? (
            <TabsContent value="loja" className="max-w-3xl">
              <ShopTab />
            </TabsContent>
          ) : null}
          {can('settings.manage') ? (
            <TabsContent value="fiscal" className="max-w-3xl">
              <FiscalSettingsTab />
            </TabsContent>
          ) : null}
          {can('settings.manage') ? (
            <TabsContent value="entregas" className="max-w-3xl">
              <ShippingSettingsTab />
            </TabsContent>
          ) : null}
          {can('users.manage') ? (
            <TabsContent value="permissoes">
              <PermissionsMatrixCard />
            </TabsContent>
          ) : null}
        </Tabs>
      ) : null}
    </div>
  );
}
