import { formatBRL } from '@/domain/money';
import { ArchiveRestore, Pencil, Tag, Trash2 } from 'lucide-react';
import { Button } from '../../ui/button';
import { Table, TBody, TD, TH, THead, TR } from '../../ui/table';
import type { AdminProductListItem } from './products-api';
import { StockBadge } from './stock-badge';

type Props = {
  items: AdminProductListItem[];
  deleting: boolean;
  onEdit: (p: AdminProductListItem) => void;
  onLabel: (p: AdminProductListItem) => void;
  onDelete: (p: AdminProductListItem) => void;
  onRestore: (p: AdminProductListItem) => void;
};

export function ProductTable({ items, deleting, onEdit, onLabel, onDelete, onRestore }: Props) {
  return (
    <Table aria-label="Produtos" className="min-w-[760px]">
      <THead>
        <tr>
          <TH>Código</TH>
          <TH>Nome</TH>
          <TH>Categoria</TH>
          <TH className="text-right">Preço</TH>
          <TH className="text-right">Estoque</TH>
          <TH>Situação</TH>
          <TH className="text-right">Ações</TH>
        </tr>
      </THead>
      <TBody>
        {items.map((p) => (
          <TR key={p.id}>
            <TD className="whitespace-nowrap font-mono text-xs text-stone-700">{p.code}</TD>
            <TD className="min-w-56">
              <div className="flex items-center gap-3">
                <img src={p.imageUrl} alt="" className="h-10 w-10 shrink-0 rounded object-cover" loading="lazy" width={40} height={40} />
                <div>
                  <span className="font-medium text-stone-900">{p.name}</span>
                  {p.archived ? (
                    <span className="block text-xs font-semibold text-red-800">Arquivado</span>
                  ) : !p.availableOnline ? (
                    <span className="block text-xs text-stone-600">Fora da loja online</span>
                  ) : null}
                </div>
              </div>
            </TD>
            <TD>{p.categoryName ?? '—'}</TD>
            <TD className="whitespace-nowrap text-right tabular-nums">{formatBRL(p.priceCents)}</TD>
            <TD className="text-right tabular-nums">{p.stock}</TD>
            <TD>
              <StockBadge stock={p.stock} minStock={p.minStock} />
            </TD>
            <TD className="text-right">
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" aria-label={`Editar ${p.name}`} title="Editar" onClick={() => onEdit(p)}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Gerar etiqueta de ${p.name}`} title="Gerar Etiqueta" onClick={() => onLabel(p)}>
                  <Tag className="h-4 w-4" aria-hidden="true" />
                </Button>
                {p.archived ? (
                  <Button variant="ghost" size="icon" aria-label={`Restaurar ${p.name}`} title="Restaurar" onClick={() => onRestore(p)}>
                    <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Excluir ${p.name}`}
                    title="Excluir (arquiva se tiver histórico)"
                    disabled={deleting}
                    onClick={() => onDelete(p)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
