import type { ReactNode } from 'react';
import { Field } from '../field';
import { NativeSelect } from '../input';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The "no filter" option's text: 'Todos', 'Todas', 'Todos os Status'… */
  allLabel: string;
  children: ReactNode;
  className?: string;
};

/** A list filter as a labelled select whose first option means "everything". */
export function SelectFilter({ label, value, onChange, allLabel, children, className = 'sm:w-48' }: Props) {
  return (
    <Field label={label} className={className}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {children}
      </NativeSelect>
    </Field>
  );
}
