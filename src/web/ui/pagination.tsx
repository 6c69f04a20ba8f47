import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Page controls for server-side paginated lists (pages start at 1; a page past the last shows as the last). */
export function Pagination({ page, pageSize, total, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 1), pages);
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm text-stone-700">
      <span aria-live="polite">
        Página {current} de {pages}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={current <= 1} onClick={() => onPage(current - 1)} aria-label="Página anterior">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={current >= pages} onClick={() => onPage(current + 1)} aria-label="Próxima página">
          Próxima <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
