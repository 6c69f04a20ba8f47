import { ShopSearchForm, useProductSearch } from '../shop-search-form';

/** The home page's search box; a blank search (after trimming) does nothing (requirements §5). */
export function HomeSearch() {
  const search = useProductSearch();
  return (
    <ShopSearchForm
      id="home-search"
      search={search}
      placeholder="O que você procura? Ex.: terço, vela, Bíblia..."
      className="mx-auto w-full max-w-2xl"
      inputClassName="h-12 text-base shadow-sm"
      size="lg"
    />
  );
}
