import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, List } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { matchesCategory, PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '@/domain/catalog';
import { cn } from '../../lib/cn';
import { Field } from '../../ui/field';
import { NativeSelect } from '../../ui/input';
import { CodeOptions } from '../../ui/options';
import { ShopSearchForm } from '../shop-search-form';
import { categoriesQuery } from './catalog-api';
import type { ListState } from './use-list-params';

export type ViewMode = 'grid' | 'list';

type Props = {
  state: ListState;
  update: (patch: Partial<ListState>) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
};

/** Search, category, order, sale filter and grid/list toggle of the listing. */
export function ListToolbar({ state, update, view, onView }: Props) {
  const categories = useQuery(categoriesQuery);
  const [text, setText] = useState(state.search);
  // The header's search (or the clear button) changes the URL: the box follows.
  useEffect(() => setText(state.search), [state.search]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ search: text.trim() });
  };

  // ?category= may name a category by slug, id or name ('Terços'): the select shows that category.
  const current = state.category ? (categories.data?.categories ?? []).find((c) => matchesCategory(c, state.category)) : undefined;
  const selected = current?.slug ?? state.category;
  const options = (categories.data?.categories ?? []).filter((c) => c.productCount > 0 || c.slug === selected);
  const knownCategory = options.some((c) => c.slug === selected);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
      <ShopSearchForm id="list-search" search={{ text, setText, submit }} placeholder="Buscar por nome, descrição ou categoria..." />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <Field label="Categoria" className="sm:w-60">
          <NativeSelect value={selected} onChange={(e) => update({ category: e.target.value })}>
            <option value="">Todas as categorias</option>
            {options.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name} ({c.productCount})
              </option>
            ))}
            {selected && !knownCategory ? <option value={selected}>{selected}</option> : null}
          </NativeSelect>
        </Field>
        <Field label="Ordenar por" className="sm:w-48">
          <NativeSelect value={state.sort || (state.search ? '' : 'name')} onChange={(e) => update({ sort: e.target.value as ProductSort })}>
            {state.search ? <option value="">Relevância</option> : null}
            <CodeOptions values={PRODUCT_SORTS} labels={PRODUCT_SORT_LABELS} />
          </NativeSelect>
        </Field>
        <div className="flex items-center justify-between gap-3 sm:flex-1">
          <label className="flex h-10 cursor-pointer items-center gap-2 text-sm font-medium text-stone-800">
            <input type="checkbox" checked={state.onSale} onChange={(e) => update({ onSale: e.target.checked })} className="h-4 w-4 accent-brand-700" />
            Somente ofertas
          </label>
          <div role="group" aria-label="Modo de visualização" className="flex gap-1">
            <ViewButton active={view === 'grid'} onClick={() => onView('grid')} label="Visualizar em grade">
              <LayoutGrid className="h-5 w-5" aria-hidden="true" />
            </ViewButton>
            <ViewButton active={view === 'list'} onClick={() => onView('list')} label="Visualizar em lista">
              <List className="h-5 w-5" aria-hidden="true" />
            </ViewButton>
          </div>
        </div>
      </div>
    </div>
  );
}

function ViewButton({ active, onClick, label, children }: { active: boolean; onClick: () => void; label: string; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'flex h-10 w-10 items-center justify-center rounded-md border',
        active ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
      )}
    >
      {children}
    </button>
  );
}
