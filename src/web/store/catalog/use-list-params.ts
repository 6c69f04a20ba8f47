import { DEFAULT_PAGE_SIZE, type ProductSort } from '@/domain/catalog';
import { productListQuerySchema } from '@/domain/schemas/product-list-query';
import { toSearch } from '../../lib/to-search';
import { useListParams } from '../../ui/list/use-list-params';

export type ListState = { search: string; category: string; sort: ProductSort | ''; onSale: boolean; page: number };
type Patch = Partial<ListState>;

/**
 * The listing's state lives in the query string (search, category, sort, onSale, page), so links
 * like /produtos?category=kits work, and back/forward and shared URLs keep the view. Read through
 * the same schema the API validates GET /api/store/products with and the same hook the back-office
 * lists use (`ui/list/use-list-params`): a value the schema refuses falls back to its default, and
 * any change other than the page goes back to page 1.
 */
export function useCatalogListParams() {
  const { params, set, reset } = useListParams(productListQuerySchema);
  const state: ListState = {
    search: params.search ?? '',
    category: params.category ?? '',
    sort: params.sort ?? '',
    onSale: params.onSale,
    page: params.page,
  };
  // No sort and page 1 are the defaults: left out of the address.
  const update = ({ sort, page, ...rest }: Patch) =>
    set({ ...rest, ...(sort !== undefined ? { sort: sort || undefined } : {}), ...(page !== undefined ? { page: page > 1 ? page : undefined } : {}) });
  // The page size is the shop's, not the address's: a shared link cannot ask for 100 cards a page.
  const apiQuery = toSearch({ ...state, onSale: state.onSale || undefined, pageSize: DEFAULT_PAGE_SIZE });
  return { state, update, clear: reset, apiQuery, pageSize: DEFAULT_PAGE_SIZE };
}
