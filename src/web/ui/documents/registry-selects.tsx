import { useMyPermissions } from '../../auth/use-can';
import { Field } from '../field';
import { NativeSelect } from '../input';
import { SelectFilter } from '../list/select-filter';
import { NamedOptions } from '../options';
import { useCategoryOptions, useStoreOptions, useSupplierOptions } from './registry-options-api';

type Props = { label: string; value: string; onChange: (id: string) => void; placeholder?: string; disabled?: boolean; required?: boolean };

function RegistrySelect({ label, value, onChange, placeholder, disabled, required = true, options }: Props & { options: { id: number; name: string }[] }) {
  return (
    <Field label={label} required={required}>
      <NativeSelect value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        <NamedOptions items={options} />
      </NativeSelect>
    </Field>
  );
}

/**
 * The stores a select offers: a member tied to a store (store scope, requirements §6) sees and
 * files for theirs only; `allStores` for choosing someone's store (the staff record).
 */
function useScopedStores(allStores = false) {
  const stores = useStoreOptions().data ?? [];
  const { storeId } = useMyPermissions();
  return allStores || storeId === null ? stores : stores.filter((s) => s.id === storeId);
}

/** A document's store (exit destination, store of a merchandise request), from the registry. */
export function StoreSelect({ placeholder = 'Selecione a loja', allStores, ...props }: Props & { allStores?: boolean }) {
  const stores = useScopedStores(allStores);
  return <RegistrySelect {...props} placeholder={placeholder} options={stores} />;
}

/** A document's supplier (receiving check, entry), from the registry. */
export function SupplierSelect({ placeholder = 'Selecione o fornecedor', ...props }: Props) {
  const suppliers = useSupplierOptions();
  return <RegistrySelect {...props} placeholder={placeholder} options={suppliers.data ?? []} />;
}

/** A product category, from the registry. */
export function CategorySelect({ placeholder = 'Selecione a categoria', ...props }: Props) {
  const categories = useCategoryOptions();
  return <RegistrySelect {...props} placeholder={placeholder} options={categories.data ?? []} />;
}

type FilterProps = { value: number | undefined; onChange: (id: number | undefined) => void };

/** A list's supplier filter ('Todos' or one), options from the registry. */
export function SupplierFilter({ value, onChange }: FilterProps) {
  const suppliers = useSupplierOptions();
  return <RegistryFilter label="Fornecedor" allLabel="Todos" value={value} onChange={onChange} options={suppliers.data ?? []} />;
}

/** A list's store filter ('Todas' or one), options from the registry. */
export function StoreFilter({ value, onChange }: FilterProps) {
  const stores = useScopedStores();
  return <RegistryFilter label="Loja" allLabel="Todas" value={value} onChange={onChange} options={stores} />;
}

/** A list's category filter ('Todas' or one), options from the registry. */
export function CategoryFilter({ value, onChange }: FilterProps) {
  const categories = useCategoryOptions();
  return <RegistryFilter label="Categoria" allLabel="Todas" value={value} onChange={onChange} options={categories.data ?? []} />;
}

function RegistryFilter({
  label,
  allLabel,
  value,
  onChange,
  options,
}: FilterProps & { label: string; allLabel: string; options: { id: number; name: string }[] }) {
  return (
    <SelectFilter label={label} allLabel={allLabel} value={value ? String(value) : ''} onChange={(v) => onChange(v ? Number(v) : undefined)}>
      <NamedOptions items={options} />
    </SelectFilter>
  );
}
