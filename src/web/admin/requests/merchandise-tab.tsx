import { RowDownloadLink } from '../../ui/download-link';
import { RequestListTab } from './request-list-tab';
import { separationPdfUrl } from './requests-api';

/** Mercadorias Lojas tab: the stores' requests, details with item statuses, status, separation list. */
export function MerchandiseTab() {
  return (
    <RequestListTab
      kind="merchandise"
      title="Solicitações de Mercadoria"
      searchLabel="Buscar por ID, loja, produto..."
      moreActions={(r) => (
        <RowDownloadLink href={separationPdfUrl(r.id)} label={`Baixar lista de separação da solicitação ${r.code}`} title="Lista de separação (PDF)" />
      )}
    />
  );
}
