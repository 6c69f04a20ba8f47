import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../auth/session';
import { cn } from '../../lib/cn';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { useSetFavorite } from './catalog-api';

/**
 * Favoritar: customers keep favourites in their account; guests are asked to log in; staff have no
 * favourites (the button is not shown to them).
 */
export function FavoriteButton({ productId, name, isFavorite }: { productId: number; name: string; isFavorite: boolean }) {
  const { user, isCustomer, isEmployee } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useSetFavorite(productId, {
    onSuccess: (_data, next) => toast.success(next ? 'Adicionado aos favoritos' : 'Removido dos favoritos', { description: name }),
    onError: toastError('Erro ao atualizar favoritos'),
  });

  if (isEmployee) return null;

  const onClick = () => {
    if (!user || !isCustomer) {
      toast.error('Login necessário', {
        description: 'Faça login para favoritar produtos',
        action: { label: 'Entrar', onClick: () => navigate('/login', { state: { from: location.pathname } }) },
      });
      return;
    }
    toggle.mutate(!isFavorite);
  };

  return (
    <Button variant="outline" size="lg" onClick={onClick} aria-pressed={isCustomer ? isFavorite : undefined} disabled={toggle.isPending}>
      <Heart className={cn('h-5 w-5', isFavorite && 'fill-red-600 text-red-600')} aria-hidden="true" />
      {isFavorite ? 'Favoritado' : 'Favoritar'}
    </Button>
  );
}
