import type { Parcel, ShippingQuote } from '../../../domain/shipping';

// Who quotes freight and sells labels (issue 37, decision 063): the built-in sandbox by default,
// Melhor Envio (API v2) with SHIPPING_PROVIDER=melhorenvio. A label is bought in steps — put in the
// provider's cart, paid (checkout: the only step that costs money), generated — and every step
// after the first reads the label's state first, so a retry resumes where the last one stopped
// and never pays twice.

export type ShippingParty = {
  name: string;
  phone: string;
  email: string;
  /** CPF (11 digits) of a person, CNPJ (14) of a company. */
  document: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  cep: string;
};

export type LabelRequest = {
  /** The order's id: put in the label's tag, so the provider's records point back to the order. */
  reference: string;
  serviceId: string;
  from: ShippingParty;
  to: ShippingParty;
  products: { name: string; quantity: number; unitPriceCents: number }[];
  parcel: Parcel;
  /** The authorised NF-e's 44-digit key (Melhor Envio's options.invoice.key). */
  invoiceKey: string;
};

/** A label's state at the provider, in the shop's terms. */
export type LabelStatus = 'pending' | 'released' | 'generated' | 'posted' | 'delivered' | 'canceled' | 'undelivered' | 'expired';

export type LabelState = {
  /** The provider's id of the label (Melhor Envio's order uuid). */
  id: string;
  status: LabelStatus;
  trackingCode: string | null;
  /** Where the customer follows the parcel. */
  trackingUrl: string | null;
  postedAt: string | null;
  deliveredAt: string | null;
};

/** The shop's connection to the provider; `save` keeps refreshed tokens (encrypted) for the next call. */
export type ShippingAccount = {
  accessToken: string | null;
  refreshToken: string | null;
  save?: (tokens: { accessToken: string; refreshToken: string; expiresAt: string }) => Promise<void>;
};

export type ShippingTokens = { accessToken: string; refreshToken: string; expiresAt: string };

export interface ShippingProvider {
  readonly name: 'sandbox' | 'melhorenvio';
  /** The OAuth2 authorisation of the shop's account (Configurações → Entregas); the sandbox needs none. */
  readonly connect?: {
    authorizeUrl(state: string, redirectUri: string): string;
    /** The authorisation's code traded for the first pair of tokens (a refusal is a ShippingProviderError). */
    exchangeCode(code: string, redirectUri: string): Promise<ShippingTokens>;
  };
  /** The services that deliver this parcel between the two CEPs; services in error are left out. */
  quote(account: ShippingAccount, input: { fromCep: string; toCep: string; parcel: Parcel }): Promise<ShippingQuote[]>;
  /** Puts the label in the provider's cart (nothing is paid yet); answers its id. */
  addToCart(account: ShippingAccount, request: LabelRequest): Promise<{ id: string; priceCents: number }>;
  /** Pays the label in the cart. Call only after `state` says 'pending'. */
  checkout(account: ShippingAccount, id: string): Promise<void>;
  /** Asks the provider to generate the paid label (asynchronous at Melhor Envio). */
  generate(account: ShippingAccount, id: string): Promise<void>;
  /** The label to print: a PDF of our own (sandbox) or the provider's address of it. */
  print(account: ShippingAccount, id: string): Promise<{ pdf: Buffer } | { url: string }>;
  /** The labels' states; a label the provider does not know is missing from the answer. */
  state(account: ShippingAccount, ids: string[]): Promise<Record<string, LabelState>>;
  cancellable(account: ShippingAccount, id: string): Promise<boolean>;
  cancel(account: ShippingAccount, id: string, reason: string): Promise<boolean>;
}

/**
 * The provider could not be reached or refused the call (network, 5xx, a refused token, an answer
 * not shaped as documented): nothing changed on our side. The message is pt-BR for the screens.
 */
export class ShippingProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}
