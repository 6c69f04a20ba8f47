// Registries (categories, classifications, suppliers, stores) as the API lists them: the JSON the
// server answers with, typed once for the server and the web app. Dates are left out: the lists do
// not show them.

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
export type Store = {
  id: number;
  name: string;
  address: string;
  type: string;
  /** The store's own CNPJ when it is a separate establishment (NF-e de transferência); null otherwise. */
  cnpj: string | null;
  stateRegistration: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
};
