import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { saoPauloDay } from '@/domain/dates';
import { usePublicSettings } from '../../lib/public-settings-api';
import { Logo } from './logo';

const CATEGORY_LINKS = [
  ['tercos', 'Terços'],
  ['imagens', 'Imagens'],
  ['velas', 'Velas'],
  ['crucifixos', 'Crucifixos'],
  ['medalhas', 'Medalhas'],
  ['livros', 'Livros'],
] as const;

export function Footer() {
  const shop = usePublicSettings();
  return (
    <footer className="mt-16 bg-brand-900 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo to="/" light />
          <p className="text-sm text-stone-300">Artigos religiosos com carinho e fé. Entrega em todo Brasil.</p>
        </div>
        <nav aria-label="Links rápidos">
          <h2 className="mb-3 font-semibold text-white">Links rápidos</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link to="/produtos" className="hover:text-gold-300">
                Todos os produtos
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Categorias">
          <h2 className="mb-3 font-semibold text-white">Categorias</h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {CATEGORY_LINKS.map(([slug, label]) => (
              <li key={slug}>
                <Link to={`/produtos?category=${slug}`} className="hover:text-gold-300">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">Contato</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4" aria-hidden="true" /> {shop.data?.contactPhone ?? '(11) 99999-9999'}
            </li>
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4" aria-hidden="true" /> {shop.data?.contactEmail ?? 'contato@luzdafe.com.br'}
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> {shop.data?.contactAddress ?? ''}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-stone-300 sm:flex-row sm:justify-between">
          <p>
            © {saoPauloDay().year} {shop.data?.storeName ?? 'Luz da Fé'}. Todos os direitos reservados.
          </p>
          <p className="flex gap-4">
            <span>Política de Privacidade</span>
            <span>Termos de Uso</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
