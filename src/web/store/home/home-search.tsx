import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';

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
    <form role="search" onSubmit={submit} className="mx-auto flex w-full max-w-2xl gap-2">
      <label htmlFor="home-search" className="sr-only">
        Buscar produtos
      </label>
      <Input
        id="home-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="O que você procura? Ex.: terço, vela, Bíblia..."
        className="h-12 flex-1 text-base shadow-sm"
      />
      <Button type="submit" size="lg" className="shrink-0">
        <Search className="h-5 w-5" aria-hidden="true" />
        <span className="hidden sm:inline">Buscar</span>
        <span className="sr-only sm:hidden">Buscar</span>
      </Button>
    </form>
  );
}
