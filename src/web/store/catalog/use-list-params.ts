import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, isProductSort, type ProductSort } from '@/domain/catalog';

export type ListState = { search: string; category: string; sort: ProductSort | ''; onSale: boolean; page: number };
type Patch = Partial<ListState>;

/**
 * The listing's state lives in the query string (search, category, sort, onSale, page), so links
 * like /produtos?category=kits work, and back/forward and shared URLs keep the view.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const state: ListState = {
    search: params.get('search')?.trim() ?? '',
    category: params.get('category')?.trim().toLowerCase() ?? '',
    sort: isProductSort(params.get('sort')) ? (params.get('sort') as ProductSort) : '',
    onSale: params.get('onSale') === 'true',
    page: Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1,
  };

  /** Changes some of the state; any change other than the page goes back to page 1. */
  const update = (patch: Patch) => {
    const next = { ...state, ...patch };
    if (!('page' in patch)) next.page = 1;
    const out = new URLSearchParams();
    if (next.search) out.set('search', next.search);
    if (next.category) out.set('category', next.category);
    if (next.sort) out.set('sort', next.sort);
    if (next.onSale) out.set('onSale', 'true');
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };

  const clear = () => setParams(new URLSearchParams());

  // What the API is asked: the same state, plus the page size.
  const api = new URLSearchParams();
  if (state.search) api.set('search', state.search);
  if (state.category) api.set('category', state.category);
  if (state.sort) api.set('sort', state.sort);
  if (state.onSale) api.set('onSale', 'true');
  api.set('page', String(state.page));
  api.set('pageSize', String(DEFAULT_PAGE_SIZE));

  return { state, update, clear, apiQuery: api.toString(), pageSize: DEFAULT_PAGE_SIZE };
}
