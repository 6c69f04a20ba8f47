import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { GateSettingsForm } from './gate-settings-form';
import { fetchSettings, settingsKey } from './settings-api';
import { ShopSettingsForm } from './shop-settings-form';

/** /admin/configuracoes (administrators): shop identity, Pix receiver and the site gate. */
export default function SettingsPage() {
  const q = useQuery({ queryKey: settingsKey, queryFn: fetchSettings });
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader title="Configurações" description="Dados da loja, Pix e acesso ao site." />
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <p role="alert" className="text-red-700">
          Erro ao carregar configurações: {errorMessage(q.error)}
        </p>
      ) : (
        <>
          <ShopSettingsForm initial={q.data.shop} />
          <GateSettingsForm gate={q.data.gate} />
        </>
      )}
    </div>
  );
}
