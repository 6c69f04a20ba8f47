import { useState } from 'react';
import type { CustomerOption } from '@/domain/schemas/special-orders';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Combobox } from '../../../ui/combobox';
import { useCustomerSearch } from './special-orders-api';

/** A registered customer by name, phone or e-mail (at most 5 suggestions), keyboard-usable. */
export function CustomerPicker({ selected, onSelect }: { selected: CustomerOption | null; onSelect: (c: CustomerOption | null) => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const found = useCustomerSearch(selected ? '' : q);
  return (
    <Combobox
      label="Cliente cadastrado"
      hint="Busque por nome, telefone ou e-mail."
      placeholder="Nome, telefone ou e-mail"
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (selected) onSelect(null);
      }}
      items={selected || !q ? [] : (found.data ?? [])}
      itemKey={(c) => c.id}
      renderItem={(c) => (
        <>
          <span className="font-medium text-stone-900">{c.name}</span>
          <span className="block text-xs text-stone-600">
            {c.email}
            {c.phone ? ` · ${c.phone}` : ''}
          </span>
        </>
      )}
      onChoose={(c) => {
        onSelect(c);
        setText(c.name);
      }}
    />
  );
}
