import { useState } from 'react';
import { AddButton } from '../../ui/add-button';
import { PageHeader } from '../../ui/page-header';
import { ExitsList } from './exits-list';
import { NewExitDialog } from './new-exit-dialog';

/** /admin/saidas: the new-exit dialog with its item builder, and the exits below it (SPEC 2). */
export default function ExitsPage() {
  const [adding, setAdding] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Saídas"
        description="Mercadorias do almoxarifado enviadas às lojas."
        actions={<AddButton onClick={() => setAdding(true)}>Nova Saída</AddButton>}
      />
      <ExitsList title="Saídas Registradas" />
      {adding ? <NewExitDialog onClose={() => setAdding(false)} /> : null}
    </div>
  );
}
