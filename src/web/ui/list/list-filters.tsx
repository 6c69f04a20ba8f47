import { PeriodPicker } from './period-picker';
import { SearchInput } from './search-input';

/** A list's URL state as `useListView` gives it (spread: `{...view}`), narrowed to the keys a filter reads and writes. */
export type Bound<P> = { params: P; set: (patch: Partial<P>, opts?: { replace?: boolean }) => void };

// The key comes from `field` alone (NoInfer): the list's other params would otherwise widen it.
type SearchProps<K extends string> = NoInfer<Bound<Record<K, string>>> & {
  /** The param the text goes to: `search` unless told ('number', 'receiver'). */
  field?: K;
  label: string;
  className?: string;
};

/** The list's search box on a text param; typing replaces the history entry instead of adding one. */
export function ListSearch<K extends string = 'search'>({ params, set, field = 'search' as K, label, className }: SearchProps<K>) {
  const onChange = (text: string) => set({ [field]: text } as Partial<Record<K, string>>, { replace: true });
  return <SearchInput value={params[field]} onChange={onChange} label={label} className={className} />;
}

/** The list's De / Até on its `from` and `to` params. */
export function ListPeriod({ params, set }: Bound<{ from?: string; to?: string }>) {
  return <PeriodPicker from={params.from} to={params.to} onChange={(p) => set({ from: p.from, to: p.to })} />;
}
