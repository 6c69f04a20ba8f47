// Orders as customers see them, and their payment data: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
import type { BuyerIeIndicator } from '../buyer-document';
import type { OrderStatus } from '../order-status';
import type { PaymentMethod, PaymentStatus } from '../payment';
import type { CustomerPickup } from '../pickups';
import type { OrderTracking } from '../shipping';

export type ShippingAddress = {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
};

export type CustomerOrderItem = { productId: number | null; name: string; unitPriceCents: number; quantity: number };

/** An order as its customer sees it (the contract shared with the profile screen). */
export type CustomerOrder = {
  id: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  installments: number;
  totalCents: number;
  /** What the customer paid for shipping (0: free; issue 37), included in totalCents. */
  shippingCents: number;
  items: CustomerOrderItem[];
  shippingAddress: ShippingAddress;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Pix and boleto: unpaid by then, the order is cancelled and its stock returns. */
  paymentDeadline: string | null;
  /** 'Retirar na loja' (decision 070): the store, and the code and date to collect by once it is ready; null when delivered. */
  pickup: CustomerPickup | null;
  /** Perfil → Pedidos: the label's carrier, tracking code and steps, once a label is bought (only in the list). */
  tracking?: OrderTracking | null;
};

export type PixInfo = { payload: string; qrUrl: string };

/** `test`: the sandbox's own slip, marked as worthless; false for a provider's boleto. */
export type BoletoInfo = { line: string; formattedLine: string; dueDate: string; pdfUrl: string; test: boolean };

export type PaymentInfo = { pix?: PixInfo; boleto?: BoletoInfo };

/** GET /api/store/payment-provider: who takes the payments, and for Mercado Pago what its card fields need. */
export type PaymentProviderInfo = ({ provider: 'sandbox' } | { provider: 'mercadopago'; publicKey: string; sdkUrl: string }) & {
  /** 'Parcelamento sem juros' up to this many installments (Configurações). */
  maxInstallments: number;
};

/** The buyer a customer named on their last order (CPF or CNPJ, digits only): the checkout starts from it. */
export type LastBuyer = { document: string; ieIndicator: BuyerIeIndicator; stateRegistration: string };
