import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../../auth/use-can';
import { Button } from '../../ui/button';
import { useFiscalReadiness } from './fiscal-api';

/**
 * The dashboard's warning while Configurações → Fiscal lacks something an NF-e needs: paid orders
 * get no invoice until it is complete. Only for whoever issues invoices (fiscal.manage); the link
 * for whoever may change the settings.
 */
export function FiscalSetupAlert() {
  const can = useCan();
  const configured = useFiscalReadiness(can('fiscal.manage')).data;
  if (configured !== false) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="inline-flex items-center gap-2 font-medium">
        <FileWarning className="h-5 w-5 shrink-0" aria-hidden="true" />
        Configurações → Fiscal incompleta: os pedidos pagos não recebem nota fiscal.
      </p>
      {can('settings.manage') ? (
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/configuracoes?aba=fiscal">Completar dados fiscais</Link>
        </Button>
      ) : (
        <p className="text-sm">Peça a um administrador para completar os dados fiscais da loja.</p>
      )}
    </div>
  );
}
