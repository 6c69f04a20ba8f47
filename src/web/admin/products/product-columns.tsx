import { ArchiveRestore, Pencil, Tag } from 'lucide-react';
import { formatBRL } from '@/domain/money';
import { PRODUCT_FISCAL_FIELD_LABELS } from '@/domain/product-fiscal';
import { useCan } from '../../auth/use-can';
import { Button } from '../../ui/button';
import { DeleteIconButton } from '../../ui/delete-icon-button';
import type { ColumnDef } from '../../ui/list/data-table';
import type { AdminProductListItem } from './products-api';
import { StockBadge } from './stock-badge';

/** The warehouse's product list: a table from 640 px, cards below (DataTable). */
export const PRODUCT_COLUMNS: ColumnDef<AdminProductListItem>[] = [
  { header: 'Código', cell: (p) => p.code, className: 'whitespace-nowrap font-mono text-xs text-stone-700' },
  {
    header: 'Nome',
    primary: true,
    className: 'min-w-56',
    cell: (p) => (
      <div className="flex items-center gap-3">
        <img src={p.imageUrl} alt="" className="h-10 w-10 shrink-0 rounded object-cover" loading="lazy" width={40} height={40} />
        <div>
          <span className="font-medium text-stone-900">{p.name}</span>
          {p.archived ? (
            <span className="block text-xs font-semibold text-red-800">Arquivado</span>
          ) : !p.availableOnline ? (
            <span className="block text-xs font-normal text-stone-600">Fora da loja online</span>
          ) : null}
          {p.missingFiscal.length > 0 ? (
            <span className="block text-xs font-medium text-amber-900">
              Falta para a nota fiscal: {p.missingFiscal.map((f) => PRODUCT_FISCAL_FIELD_LABELS[f]).join(', ')}
            </span>
          ) : null}
        </div>
      </div>
    ),
  },
  { header: 'Categoria', cell: (p) => p.categoryName ?? '—' },
  { header: 'Preço', cell: (p) => formatBRL(p.priceCents), className: 'whitespace-nowrap text-right tabular-nums' },
  { header: 'Estoque', cell: (p) => p.stock, className: 'text-right tabular-nums' },
  { header: 'Situação', cell: (p) => <StockBadge stock={p.stock} minStock={p.minStock} /> },
];

type Actions = {
  deleting: boolean;
  onEdit: (p: AdminProductListItem) => void;
  onLabel: (p: AdminProductListItem) => void;
  onDelete: (p: AdminProductListItem) => void;
  onRestore: (p: AdminProductListItem) => void;
};

/** A product's buttons: edit, label, and delete (archives when it has history) or restore. */
export function ProductActions({ product: p, deleting, onEdit, onLabel, onDelete, onRestore }: Actions & { product: AdminProductListItem }) {
  // Editing, deleting and restoring need 'catalog.manage'; anyone prints labels.
  const mayManage = useCan()('catalog.manage');
  return (
    <>
      {mayManage ? (
        <Button variant="ghost" size="icon" aria-label={`Editar ${p.name}`} title="Editar" onClick={() => onEdit(p)}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
      ) : null}
      <Button variant="ghost" size="icon" aria-label={`Gerar etiqueta de ${p.name}`} title="Gerar Etiqueta" onClick={() => onLabel(p)}>
        <Tag className="h-4 w-4" aria-hidden="true" />
      </Button>
      {!mayManage ? null : p.archived ? (
        <Button variant="ghost" size="icon" aria-label={`Restaurar ${p.name}`} title="Restaurar" onClick={() => onRestore(p)}>
          <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
        </Button>
      ) : (
        <DeleteIconButton label={`Excluir ${p.name}`} title="Excluir (arquiva se tiver histórico)" disabled={deleting} onClick={() => onDelete(p)} />
      )}
    </>
  );
}
