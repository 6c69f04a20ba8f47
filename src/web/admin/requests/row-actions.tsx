import { Eye, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RequestListItem } from '@/domain/schemas/requests';
import { IconAction } from '../../ui/icon-action';

/** A request row's actions (requirements: view details, edit status, and what the kind adds). */
export function RowActions({ request, onView, onEdit, children }: { request: RequestListItem; onView: () => void; onEdit: () => void; children?: ReactNode }) {
  return (
    <>
      <IconAction icon={Eye} label={`Ver detalhes da solicitação ${request.code}`} title="Ver detalhes" onClick={onView} />
      <IconAction icon={Pencil} label={`Atualizar status da solicitação ${request.code}`} title="Atualizar status" onClick={onEdit} />
      {children}
    </>
  );
}
