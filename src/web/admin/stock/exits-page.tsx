import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../../auth/use-can';
import { AddButton } from '../../ui/add-button';
import { DownloadLink } from '../../ui/download-link';
import { PageHeader } from '../../ui/page-header';
import { ExitsList } from './exits-list';
import { NewExitDialog } from './new-exit-dialog';
import { exitPdfUrl } from './stock-api';

/** /admin/saidas: the new-exit dialog with its item builder, and the exits below it (requirements §2). */
export default function ExitsPage() {
  const can = useCan();
  const [adding, setAdding] = useState(false);
  // The last exit registered here: its guia stays one click away after the toast has gone.
  const [last, setLast] = useState<{ id: number; code: string } | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Saídas"
        description="Mercadorias do almoxarifado enviadas às lojas."
        actions={can('stock.post') ? <AddButton onClick={() => setAdding(true)}>Nova Saída</AddButton> : null}
      />
      {last ? (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Saída {last.code} registrada.
          <span className="sm:ml-auto">
            <DownloadLink href={exitPdfUrl(last.id)} variant="outline">
              Imprimir guia
            </DownloadLink>
          </span>
        </div>
      ) : null}
      <ExitsList title="Saídas Registradas" />
      {adding ? <NewExitDialog onClose={() => setAdding(false)} onRegistered={setLast} /> : null}
    </div>
  );
}
