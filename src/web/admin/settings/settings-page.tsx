import { useQuery } from '@tanstack/react-query';
import { ListState } from '../../ui/list-state';
import { PageHeader } from '../../ui/page-header';
import { GateSettingsForm } from './gate-settings-form';
import { fetchSettings, settingsKey } from './settings-api';
import { ShopSettingsForm } from './shop-settings-form';

/** /admin/configuracoes (administrators): shop identity, Pix receiver and the site gate. */
export default function SettingsPage() {
  const q = useQuery({ queryKey: settingsKey, queryFn: fetchSettings });
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader title="Configurações" description="Dados da loja, Pix e acesso ao site." />
      <ListState query={q} isEmpty={false} errorTitle="Erro ao carregar configurações" emptyTitle="">
        {q.data ? (
          <>
            <ShopSettingsForm initial={q.data.shop} />
            <GateSettingsForm gate={q.data.gate} />
          </>
        ) : null}
      </ListState>
    </div>
  );
}
