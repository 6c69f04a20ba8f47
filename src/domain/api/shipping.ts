import type { Region } from '../shipping';

// Configurações → Entregas (decision 071): the JSON GET/PUT /api/admin/shipping/settings answer,
// typed once for the server that builds it and the screen that reads it. Tokens never leave the server.

/** A sender as a label names it (document digits only). */
export type ShippingSenderView = {
  name: string;
  document: string;
  stateRegistration: string;
  phone: string;
  email: string;
  address: { cep: string; street: string; number: string; complement?: string; neighborhood: string; city: string; state: string };
};

export type ShippingSettingsView = {
  provider: 'sandbox' | 'melhorenvio';
  /** The provider's account (Melhor Envio); null with the sandbox, which needs none. */
  connection: {
    connected: boolean;
    /** When the access token expires (it is refreshed once on expiry). */
    expiresAt: string | null;
    connectedAt: string | null;
    connectedBy: string | null;
    /** What to register as the app's return address. */
    redirectUri: string;
  } | null;
  /** 'fiscal': the issuer of Configurações → Fiscal (`fiscalSender`) sends the parcels. */
  senderSource: 'fiscal' | 'custom';
  /** The sender labels name today. */
  sender: ShippingSenderView;
  /** What Configurações → Fiscal gives, shown when the shop keeps it. */
  fiscalSender: ShippingSenderView;
  fallbackDays: number;
  freeShippingMinimumCents: Record<Region, number | null>;
};
