import { Eye, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RequestListItem } from '@/domain/schemas/requests';
import { Button } from '../../ui/button';

/** A request row's actions (requirements: view details, edit status, and what the kind adds). */
export function RowActions({ request, onView, onEdit, children }: { request: RequestListItem; onView: () => void; onEdit: () => void; children?: ReactNode }) {
  return (
    <>
      <Button variant="ghost" size="icon" className="h-9 w-9" aria-label={`Ver detalhes da solicitação ${request.code}`} title="Ver detalhes" onClick={onView}>
        <Eye className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="h-9 w-9"
        aria-label={`Atualizar status da solicitação ${request.code}`}
        title="Atualizar status"
        onClick={onEdit}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      {children}
    </>
  );
}
