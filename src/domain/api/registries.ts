// Registries (categories, classifications, suppliers, stores) as the API lists them: the JSON the
// server answers with, typed once for the server and the web app. Dates are left out: the lists do
// not show them.
import type { ShippingAddress } from './orders';

export type Category = { id: number; name: string; slug: string; description: string };
export type Classification = { id: number; name: string; description: string };
export type Supplier = {
  id: number;
  name: string;
  cnpj: string | null;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
  productCategories: string;
};
/** A store, with its address field by field as an order's: the NF-e's when the store has a CNPJ of its own. */
export type Store = ShippingAddress & {
  id: number;
  name: string;
  address: string;
  type: string;
  /** The store's own CNPJ when it is a separate establishment (NF-e de transferência); null otherwise. */
  cnpj: string | null;
  stateRegistration: string;
};
