import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatBRL } from '@/domain/money';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { type FavoriteProduct, favoritesQuery, useRemoveFavorite } from './profile-api';
import { ProfileTabState } from './profile-tab-state';

export function FavoritesTab() {
  const favorites = useQuery(favoritesQuery);
  const items = favorites.data?.items ?? [];
  return (
    <ProfileTabState
      query={favorites}
      errorTitle="Erro ao carregar favoritos"
      isEmpty={items.length === 0}
      empty={{ title: 'Nenhum produto favorito ainda.', hint: 'Toque em Favoritar na página de um produto para guardá-lo aqui.' }}
      browse
    >
      <ul aria-label="Produtos favoritos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((product) => (
          <FavoriteItem key={product.id} product={product} />
        ))}
      </ul>
    </ProfileTabState>
  );
}

function FavoriteItem({ product }: { product: FavoriteProduct }) {
  const remove = useRemoveFavorite(product.id, {
    onSuccess: () => toast.success('Removido dos favoritos', { description: product.name }),
    onError: toastError('Erro ao remover favorito'),
  });
  return (
    <li>
      <Card className="flex h-full flex-col overflow-hidden">
        <Link to={`/produto/${product.id}`} className="group flex flex-1 flex-col">
          <img src={product.imageUrl} alt="" loading="lazy" width={400} height={400} className="aspect-square w-full bg-stone-100 object-cover" />
          <span className="px-3 pt-2 text-sm font-medium text-stone-900 group-hover:text-brand-700 group-hover:underline">{product.name}</span>
          <span className="px-3 pb-2 text-sm font-semibold text-brand-800">
            {formatBRL(product.priceCents)}
            {product.stock === 0 ? <span className="ml-2 text-xs font-medium text-red-800">Esgotado</span> : null}
          </span>
        </Link>
        <div className="px-3 pb-3">
          <Button
            variant="outline"
            size="sm"
            className="w-full"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            aria-label={`Remover ${product.name} dos favoritos`}
          >
            Remover
          </Button>
        </div>
      </Card>
    </li>
  );
}
