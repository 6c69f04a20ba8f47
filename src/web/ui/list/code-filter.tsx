import { CodeOptions } from '../options';
import type { Bound } from './list-filters';
import { SelectFilter } from './select-filter';

/** A closed list of codes and their pt-BR labels: a domain `codeList`, or its `values` and `labels`. */
export type Codes<T extends string> = { values: readonly T[]; labels: Record<T, string> | ((value: T) => string) };

type CodeFilterProps<P, K extends keyof P, T extends string> = Bound<P> & {
  /** The param the code goes to. */
  field: K;
  codes: Codes<T>;
  /** The param's value that means "every code" when it is not blank (`'all'`); the select shows it as `allLabel`. */
  all?: P[K];
  label: string;
  /** The "no filter" option's text. */
  allLabel: string;
  className?: string;
};

/** A list filter over a closed list of codes (statuses, roles, kinds…) on one of the list's params, each code shown by its label. */
export function CodeFilter<P, K extends keyof P, T extends Extract<P[K], string>>(props: CodeFilterProps<P, K, T>) {
  const { params, set, field, codes, all, label, allLabel, className } = props;
  const value = params[field];
  const onChange = (text: string) => set({ [field]: codes.values.find((code) => code === text) ?? all } as Partial<P>);
  return (
    <SelectFilter label={label} allLabel={allLabel} className={className} value={value === all || typeof value !== 'string' ? '' : value} onChange={onChange}>
      <CodeOptions {...codes} />
    </SelectFilter>
  );
}
