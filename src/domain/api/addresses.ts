// Customers' saved addresses: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
import type { ShippingAddress } from './orders';

/** A saved address: the fields an order ships to, plus its name and whether it is the default one. */
export type Address = ShippingAddress & { id: number; label: string; isDefault: boolean };
