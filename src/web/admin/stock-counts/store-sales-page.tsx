import { useState } from 'react';
import { formatDate } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { type NfceImportResult, STORE_SALE_SOURCE_LABELS, type StoreSaleSummary, storeSaleListQuerySchema } from '@/domain/store-sales';
import { useCan } from '../../auth/use-can';
import { toastError } from '../../lib/toast';
import { AddButton } from '../../ui/add-button';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input, NativeSelect } from '../../ui/input';
import type { ColumnDef } from '../../ui/list/data-table';
import { FilterBar } from '../../ui/list/filter-bar';
import { ListCard, type ListMessages } from '../../ui/list/list-card';
import { ListPeriod, ListSearch } from '../../ui/list/list-filters';
import { useListView } from '../../ui/list/use-list-view';
import { PageHeader } from '../../ui/page-header';
import { useCountPlaces, useImportNfce, useStoreSales } from './stock-counts-api';
import { StoreSaleDialog } from './store-sale-dialog';

const COLUMNS: ColumnDef<StoreSaleSummary>[] = [
  { header: 'Venda', primary: true, cell: (s) => s.code },
  { header: 'Loja', cell: (s) => s.storeName },
  { header: 'Origem', cell: (s) => (s.source === 'nfce' ? `NFC-e ${s.nfceNumber ?? ''}` : STORE_SALE_SOURCE_LABELS[s.source]) },
  { header: 'Data', cell: (s) => formatDate(s.saleDate), className: 'whitespace-nowrap' },
  { header: 'Itens', cell: (s) => String(s.totalItems) },
  { header: 'Total', cell: (s) => formatBRL(s.totalCents), className: 'whitespace-nowrap' },
  { header: 'Lançada por', cell: (s) => s.createdByName },
];
const MESSAGES: ListMessages = { error: 'Erro ao carregar vendas das lojas', empty: 'Nenhuma venda encontrada com os filtros atuais.' };
const OUTCOME: Record<NfceImportResult['outcome'], string> = { imported: 'Lançada', duplicate: 'Já importada', refused: 'Recusada' };

/** 'Importar NFC-e': a store and one or many XML files; each file answered with what became of it. */
function ImportCard() {
  const places = useCountPlaces();
  const stores = (places.data ?? []).filter((p) => p.storeId !== null);
  const [storeId, setStoreId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [results, setResults] = useState<NfceImportResult[]>([]);
  const importing = useImportNfce();
  const chosen = storeId || String(stores[0]?.storeId ?? '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Importar NFC-e</CardTitle>
        <p className="text-sm text-stone-600">
          Os XML das NFC-e emitidas no caixa da loja: cada venda sai do estoque da loja uma única vez por chave de acesso.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            importing.mutate(
              { storeId: Number(chosen), files },
              { onSuccess: (res) => setResults(res.results), onError: toastError('Erro ao importar NFC-e') },
            );
          }}
        >
          <Field label="Loja" required className="sm:w-64">
            <NativeSelect value={chosen} onChange={(e) => setStoreId(e.target.value)}>
              {stores.map((p) => (
                <option key={p.id} value={p.storeId ?? ''}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Arquivos XML" required className="sm:flex-1">
            <Input type="file" accept=".xml,text/xml,application/xml" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} />
          </Field>
          <Button type="submit" disabled={importing.isPending || files.length === 0 || !chosen}>
            {importing.isPending ? 'Importando...' : 'Importar'}
          </Button>
        </form>
        {results.length ? (
          <ul className="divide-y divide-stone-200 text-sm" aria-label="Resultado da importação">
            {results.map((r) => (
              <li key={r.fileName} className="py-2">
                <span className="font-medium">{r.fileName}</span> —{' '}
                <span className={r.outcome === 'refused' ? 'text-red-700' : 'text-stone-900'}>{OUTCOME[r.outcome]}</span>
                <span className="block text-stone-700">{r.message}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /admin/vendas-lojas: the stores' sales (NFC-e imported, Baixa de venda) and the NFC-e import. */
export default function StoreSalesPage() {
  const view = useListView(storeSaleListQuerySchema, useStoreSales);
  const can = useCan();
  const [posting, setPosting] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Vendas das Lojas"
        description="As vendas do caixa de cada loja saem do estoque da loja: importe as NFC-e ou lance uma baixa de venda."
        actions={can('store_sales.post') ? <AddButton onClick={() => setPosting(true)}>Baixa de venda</AddButton> : null}
      />
      {posting ? <StoreSaleDialog onClose={() => setPosting(false)} /> : null}
      {can('store_sales.post') ? <ImportCard /> : null}
      <FilterBar>
        <ListSearch {...view} label="Buscar por código, chave, loja, produto..." className="sm:w-64 sm:flex-none" />
        <ListPeriod {...view} />
      </FilterBar>
      <ListCard {...view} title="Vendas das Lojas" columns={COLUMNS} messages={MESSAGES} />
    </div>
  );
}
