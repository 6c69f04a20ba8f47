import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { useDocumentTitle } from './use-document-title';

export function ProductNotFound() {
  useDocumentTitle('Produto Não Encontrado | Luz da Fé');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center">
      <PackageSearch className="h-14 w-14 text-stone-400" aria-hidden="true" />
      <h1 className="font-serif text-2xl font-bold text-stone-900">Produto Não Encontrado</h1>
      <p className="text-stone-700">O produto que você está procurando não existe ou foi removido.</p>
      <Button asChild className="mt-2">
        <Link to="/produtos">Ver todos os produtos</Link>
      </Button>
    </div>
  );
}
