import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Input } from '../input';

type Props = {
  /** The settled value (from the URL). */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
};

/** A list's search box: types freely, tells the list once the typing pauses. */
export function SearchInput({ value, onChange, label, placeholder, className }: Props) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text.trim());
  const last = useRef(value);
  // The URL changed from elsewhere (back button, a cleared filter): show it.
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (settled !== last.current) {
      last.current = settled;
      onChange(settled);
    }
  }, [settled, onChange]);
  return (
    <div className={cn('relative min-w-0 flex-1', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
      <Input type="search" aria-label={label} placeholder={placeholder ?? label} value={text} onChange={(e) => setText(e.target.value)} className="pl-9" />
    </div>
  );
}
