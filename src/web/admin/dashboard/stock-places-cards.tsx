import { AlertTriangle, ArrowRightLeft, type LucideIcon, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardStockPlaces } from '@/domain/api/dashboard';
import { useMayOpen } from '../screen-access';
import { FigureCard } from './figure-card';

const focusRing = 'rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A figure's card; shown only when the user may open the screen its figures lead to (screen-access.ts). */
function PlaceCard({ title, icon, to, children }: { title: string; icon: LucideIcon; to: string; children: ReactNode }) {
  if (!useMayOpen()(to)) return null;
  return (
    <FigureCard title={title} icon={icon}>
      {children}
    </FigureCard>
  );
}

function CountLink({ to, count, label }: { to: string; count: number; label: string }) {
  return (
    <Link to={to} className={`block hover:underline ${focusRing}`} aria-label={`${count} ${label}`}>
      <span className="text-2xl font-bold text-stone-900">{count.toLocaleString('pt-BR')}</span> <span className="text-sm text-stone-600">{label}</span>
    </Link>
  );
}

const stockLevelsAt = (locationId: number) => `/admin/estoque-por-local?locationId=${locationId}&situation=below_minimum`;

/**
 * Stock per place on the dashboard (issue 36): per store, the products at or below the store's own
 * minimum; transfers in transit; divergences waiting. The server already bounds the figures to the
 * user's store.
 */
export function StockPlacesCards({ figures }: { figures: DashboardStockPlaces }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <PlaceCard title="Abaixo do mínimo por loja" icon={AlertTriangle} to="/admin/estoque-por-local">
        {figures.belowMinimum.length === 0 ? (
          <p className="text-sm text-stone-600">Nenhuma loja cadastrada.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {figures.belowMinimum.map((s) => (
              <li key={s.locationId}>
                <Link
                  to={stockLevelsAt(s.locationId)}
                  className={`flex items-center justify-between gap-2 py-2 hover:underline ${focusRing}`}
                  aria-label={`${s.name}: ${s.count === 1 ? '1 produto abaixo do mínimo' : `${s.count} produtos abaixo do mínimo`}`}
                >
                  <span className="inline-flex items-center gap-2 text-stone-900">
                    <Store className="h-4 w-4 text-stone-500" aria-hidden="true" />
                    {s.name}
                  </span>
                  <span className={`font-semibold ${s.count > 0 ? 'text-red-700' : 'text-stone-700'}`}>{s.count.toLocaleString('pt-BR')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PlaceCard>
      <PlaceCard title="Transferências em trânsito" icon={Truck} to="/admin/transferencias">
        <CountLink
          to="/admin/transferencias?status=sent"
          count={figures.inTransit}
          label={figures.inTransit === 1 ? 'transferência enviada' : 'transferências enviadas'}
        />
      </PlaceCard>
      <PlaceCard title="Divergências aguardando" icon={ArrowRightLeft} to="/admin/divergencias">
        <CountLink
          to="/admin/transferencias?status=divergent"
          count={figures.divergences}
          label={figures.divergences === 1 ? 'transferência recebida com divergência' : 'transferências recebidas com divergência'}
        />
        <Link to="/admin/divergencias" className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Ver a fila de divergências
        </Link>
      </PlaceCard>
    </div>
  );
}
