import { ClipboardList, Heart, MapPin, Package, Settings, User } from 'lucide-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../auth/session';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { AddressesTab } from './addresses-tab';
import { FavoritesTab } from './favorites-tab';
import { OrdersTab } from './orders-tab';
import { ProfileDetailsTab } from './profile-details-tab';
import { SettingsTab } from './settings-tab';
import { SpecialOrdersTab } from './special-orders-tab';

const TABS: { value: string; label: string; icon: ComponentType<{ className?: string }>; Panel: ComponentType }[] = [
  { value: 'perfil', label: 'Perfil', icon: User, Panel: ProfileDetailsTab },
  { value: 'pedidos', label: 'Pedidos', icon: Package, Panel: OrdersTab },
  { value: 'encomendas', label: 'Minhas Encomendas', icon: ClipboardList, Panel: SpecialOrdersTab },
  { value: 'enderecos', label: 'Endereços', icon: MapPin, Panel: AddressesTab },
  { value: 'favoritos', label: 'Favoritos', icon: Heart, Panel: FavoritesTab },
  { value: 'configuracoes', label: 'Configurações', icon: Settings, Panel: SettingsTab },
];

/** /perfil and /loja/perfil (customers only; the router's guard sends everyone else away). */
export default function ProfilePage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // The tab lives in ?tab= so a reload or a shared link opens the same one.
  const requested = params.get('tab');
  const tab = TABS.some((t) => t.value === requested) ? (requested as string) : 'perfil';
  const onTabChange = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'perfil') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Olá, {user.name}!</h1>
      <p className="mt-1 text-sm text-stone-600">Acompanhe seus pedidos e gerencie seus dados.</p>
      <Tabs value={tab} onValueChange={onTabChange} className="mt-6">
        <TabsList aria-label="Seções do perfil" className="grid grid-cols-2 sm:flex">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="inline-flex items-center justify-center gap-1.5">
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
