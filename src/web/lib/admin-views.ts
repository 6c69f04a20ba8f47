import type { QueryClient } from '@tanstack/react-query';

/**
 * The root query keys of back-office data that more than one feature shows or changes. Each of
 * these features builds its own keys under its root here, so a feature that changes another's data
 * refetches it through this module instead of importing that feature (docs/DEVELOPING.md,
 * 'Feature walls').
 */
export const adminViewKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  products: ['admin', 'products'] as const,
  productPicker: ['admin', 'product-picker'] as const,
  staff: ['admin', 'staff'] as const,
  /** The stock documents and, under it, Movimentações de Estoque. */
  stock: ['admin', 'stock'] as const,
};

/**
 * The keys of a registry (stores, suppliers, categories… and the staff list, which is one): its
 * screen's lists (admin/registries) and what a select offers (ui/documents/registry-options-api.ts),
 * so a change to a registry refreshes both and a feature that adds to one (receiving adds suppliers)
 * refetches it from here.
 */
export const registryKeys = {
  all: (name: string) => ['admin', name] as const,
  list: (name: string, search: string) => ['admin', name, 'list', search] as const,
  options: (name: string) => ['admin', name, 'options'] as const,
};

/**
 * What shows stock, refetched after anything moves it (an entry, exit, check, shipped request or
 * adjustment): the stock lists and the ledger, the products and the warehouse figures, the picker's
 * stock, the dashboard and the staff pages (their documents and counts).
 */
export const invalidateStockViews = (qc: QueryClient) =>
  Promise.all(
    [adminViewKeys.stock, adminViewKeys.products, adminViewKeys.productPicker, adminViewKeys.dashboard, adminViewKeys.staff].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );

/** The dashboard's figures, refetched after an order or invoice changes. */
export const invalidateDashboard = (qc: QueryClient) => qc.invalidateQueries({ queryKey: adminViewKeys.dashboard });
