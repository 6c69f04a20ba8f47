// Customers' saved addresses: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
export type Address = {
  id: number;
  label: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  isDefault: boolean;
};
