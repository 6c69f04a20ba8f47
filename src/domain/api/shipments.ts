import type { ShippingQuote } from '../shipping';

// Expedição (issue 37): what the back-office screen reads.

export type ShipmentStatus = 'buying' | 'purchased' | 'posted' | 'delivered' | 'canceled';

export type ShipmentSummary = {
  id: number;
  status: ShipmentStatus;
  serviceName: string;
  carrier: string;
  priceCents: number;
  trackingCode: string | null;
  trackingUrl: string | null;
  lastError: string | null;
};

/** A paid order waiting to ship (or shipped and not yet delivered). */
export type DispatchOrder = {
  id: string;
  createdAt: string;
  status: string;
  customerName: string;
  cep: string;
  city: string;
  state: string;
  totalCents: number;
  itemCount: number;
  /** The authorised NF-e's key; null: 'Comprar etiqueta' says why. */
  invoiceKey: string | null;
  /** Items lacking weight or measures, as the refusal names them; null when all have them. */
  missingMeasures: string | null;
  shipment: ShipmentSummary | null;
};

export type DispatchQuotes = { quotes: ShippingQuote[] };
