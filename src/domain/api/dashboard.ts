// Dashboard: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
export type Trend = { value: number; changePct: number | null };

export type Dashboard = {
  products: Trend;
  customers: Trend;
  orders: Trend;
  revenueCents: Trend;
  recentOrders: { id: string; customerName: string; totalCents: number; status: string; createdAt: string }[];
  lowStock: { count: number; items: { id: number; name: string; code: string; stock: number; minStock: number; unit: string }[] };
  /** The last 30 days of São Paulo, each with the same weekday-aligned day 30 days before. */
  daily: DashboardDay[];
  /** Best sellers of the last 30 days, by quantity sold, cancelled orders left out; `unit` is the product's ('Caixa'). */
  topProducts: { productId: number | null; name: string; units: number; unit: string; revenueCents: number }[];
  /** Orders whose card payment the holder disputed (chargeback): someone must answer the provider. */
  chargebacks: number;
  /** Provider payments of another amount or currency than their order's, still holding money (issue 33). */
  divergentPayments: number;
  /** Stock per place (issue 36, decision 072), within the user's store scope. */
  stockPlaces: DashboardStockPlaces;
};

export type DashboardStockPlaces = {
  /** Each store's place the user sees, with how many products are at or below the store's own minimum there. */
  belowMinimum: { locationId: number; name: string; count: number }[];
  /** Transfers sent and not yet received. */
  inTransit: number;
  /** Transfers received short whose difference waits to be resolved. */
  divergences: number;
};

export type DashboardDay = { day: string; orders: number; revenueCents: number; previousOrders: number; previousRevenueCents: number };
