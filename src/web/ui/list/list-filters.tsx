import { CodeOptions } from '../options';
import { PeriodPicker } from './period-picker';
import { SearchInput } from './search-input';
import { SelectFilter } from './select-filter';

/** A list's URL state as `useListParams` gives it, narrowed to the keys a filter reads and writes. */
type Bound<P> = { params: P; set: (patch: Partial<P>, opts?: { replace?: boolean }) => void };

/** The list's search box on its `search` param; typing replaces the history entry instead of adding one. */
export function ListSearch({ params, set, label, className }: Bound<{ search: string }> & { label: string; className?: string }) {
  return <SearchInput value={params.search} onChange={(search) => set({ search }, { replace: true })} label={label} className={className} />;
}

/** The list's De / Até on its `from` and `to` params. */
export function ListPeriod({ params, set }: Bound<{ from?: string; to?: string }>) {
  return <PeriodPicker from={params.from} to={params.to} onChange={(p) => set({ from: p.from, to: p.to })} />;
}

type CodeFilterProps<T extends string> = {
  label: string;
  /** The "no filter" option's text. */
  allLabel: string;
  /** The codes offered (a `codeList`'s values) and their labels. */
  values: readonly T[];
  labels: Record<T, string> | ((value: T) => string);
  /** The chosen code; '' or undefined is "all". */
  value: NoInfer<T> | '' | undefined;
  /** The code chosen, or undefined when "all" is. */
  onChange: (value: T | undefined) => void;
  className?: string;
};

/** A list filter over a closed list of codes (statuses, roles, kinds…), each shown by its pt-BR label. */
export function CodeFilter<T extends string>({ values, labels, value, onChange, ...select }: CodeFilterProps<T>) {
  return (
    <SelectFilter {...select} value={value ?? ''} onChange={(v) => onChange(values.find((code) => code === v))}>
      <CodeOptions values={values} labels={labels} />
    </SelectFilter>
  );
}
