import { UFS } from '@/domain/brazil';

/** The <option>s of a list of codes (statuses, roles, kinds), each shown by its pt-BR label. */
export function CodeOptions<T extends string>({ values, labels }: { values: readonly T[]; labels: Record<T, string> | ((value: T) => string) }) {
  const text = typeof labels === 'function' ? labels : (value: T) => labels[value];
  return values.map((value) => (
    <option key={value} value={value}>
      {text(value)}
    </option>
  ));
}

/** The <option>s of registry rows (categories, suppliers, users…): the id as value, the name shown. */
export function NamedOptions({ items }: { items: readonly { id: number | string; name: string }[] | undefined }) {
  return (items ?? []).map((item) => (
    <option key={item.id} value={String(item.id)}>
      {item.name}
    </option>
  ));
}

/** The <option>s of a fixed list of { value, label } choices (list filters). */
export function ChoiceOptions({ items }: { items: readonly { value: string; label: string }[] }) {
  return items.map((item) => (
    <option key={item.value} value={item.value}>
      {item.label}
    </option>
  ));
}

/** The <option>s of the 27 UFs ('SP - São Paulo') after a blank 'Selecione...': the back-office's address forms. */
export function UfOptions() {
  return (
    <>
      <option value="">Selecione...</option>
      {UFS.map((uf) => (
        <option key={uf.code} value={uf.code}>
          {uf.code} - {uf.name}
        </option>
      ))}
    </>
  );
}
