import { useCan } from '../../auth/use-can';
import { DownloadLink } from '../../ui/download-link';
import { RequestListTab } from './request-list-tab';
import { purchaseReportUrl } from './requests-api';

/** Compras tab: the purchase requests, the purchase report (PDF/CSV), details and status. */
export function PurchasesTab() {
  const can = useCan();
  const report = can('reports.view') && (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      <DownloadLink href={purchaseReportUrl('pdf')} variant="outline">
        Relatório de Compras (PDF)
      </DownloadLink>
      <DownloadLink href={purchaseReportUrl('csv')} variant="outline">
        Relatório de Compras (CSV)
      </DownloadLink>
    </div>
  );
  return <RequestListTab kind="purchase" title="Solicitações de Compra" searchLabel="Buscar por ID, solicitante, produto..." toolbar={report} />;
}
