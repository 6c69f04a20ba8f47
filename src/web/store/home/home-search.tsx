import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ShopSearchForm } from '../shop-search-form';

/** The home page's search box; a blank search (after trimming) does nothing (SPEC 5). */
export function HomeSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) navigate(`/produtos?search=${encodeURIComponent(q)}`);
  };
  return (
    <ShopSearchForm
      id="home-search"
      value={text}
      onChange={setText}
      onSubmit={submit}
      placeholder="O que você procura? Ex.: terço, vela, Bíblia..."
      className="mx-auto w-full max-w-2xl"
      inputClassName="h-12 text-base shadow-sm"
      size="lg"
    />
  );
}
