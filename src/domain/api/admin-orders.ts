// Online orders in the back-office: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
import type { BuyerIeIndicator } from '../buyer-document';
import type { OrderStatus } from '../order-status';
import type { OrderStockState } from '../order-stock';
import type { PaymentMethod, PaymentStatus } from '../payment';
import type { DeliveryMethod } from '../shipping';
import type { ShippingAddress } from './orders';

export type OrderHistoryEntry = {
  id: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string;
  userName: string | null;
  createdAt: string;
};

/** Everything the details dialog and the receipt show. Card data is only brand and last 4 digits. */
export type AdminOrderDetails = {
  id: string;
  createdAt: string;
  status: OrderStatus;
  /** Sent back with a status change: a change made meanwhile by someone else answers 409. */
  version: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  customer: { id: string; name: string; email: string; phone: string };
  /** The NF-e's buyer as given at checkout (issue 28); null on orders placed before. */
  buyer: { document: string; ieIndicator: BuyerIeIndicator; stateRegistration: string | null } | null;
  shippingAddress: ShippingAddress;
  /** What the order holds in the ledger and at which place (decision 069): 'Reservado · Almoxarifado'. */
  stock: { state: OrderStockState; place: string };
  deliveryMethod: DeliveryMethod;
  /** 'Retirar na loja': the store it is collected at (its address above is the buyer's, for the NF-e). */
  pickupStoreName: string | null;
  payment: {
    method: PaymentMethod;
    status: PaymentStatus;
    installments: number;
    cardBrand: string | null;
    cardLast4: string | null;
    paidAt: string | null;
    paidByName: string | null;
    /** The provider's payment (Mercado Pago), when one holds this order's money. */
    provider: ProviderPaymentDetails | null;
    /**
     * 'Pagamento divergente' (issue 33): payments naming this order at the provider with another
     * amount or currency than the order's; they never make it paid. The provider's own numbers.
     */
    divergent: DivergentPayment[];
  };
  items: { productId: number | null; name: string; unitPriceCents: number; quantity: number }[];
  history: OrderHistoryEntry[];
};

/** A provider's payment as the back-office shows it: its id, what it says, the money returned and every notification. */
export type ProviderPaymentDetails = {
  provider: string;
  providerPaymentId: string;
  /**
   * A divergent payment (shown here only when the order has no other): it never settled the order,
   * so it has no order refund or dispute; it is refunded from 'Pagamento divergente'.
   */
  divergent: boolean;
  method: string;
  status: string;
  statusLabel: string;
  statusDetail: string | null;
  installments: number;
  amountCents: number;
  refundedCents: number;
  /** Every refund asked for, with its status ('Pendente', 'Concluído', 'Falhou') and the provider's reason when refused. */
  refunds: { amountCents: number; reason: string; userName: string | null; createdAt: string; status: string; statusLabel: string; failure: string | null }[];
  events: { receivedAt: string; action: string | null; signatureOk: boolean; processedAt: string | null }[];
};

export type DivergentPayment = {
  providerPaymentId: string;
  status: string;
  statusLabel: string;
  amountCents: number;
  currency: string;
  refundedCents: number;
  /** What differs, in pt-BR ('valor R$ 1,00 em vez de R$ 150,90'). */
  divergence: string;
};

export type AdminOrderRow = {
  id: string;
  createdAt: string;
  userId: string;
  customerName: string;
  totalCents: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  itemCount: number;
  version: number;
  /** 'pickup' orders take Pronto para retirada and Retirado (on Retiradas), never Enviado/Entregue. */
  deliveryMethod: DeliveryMethod;
};
