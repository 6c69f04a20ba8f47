import type { AdminFeature } from '../admin-feature';
import ProductsPage from './products-page';
import WarehousePage from './warehouse-page';

// What other back-office features use of products (docs/DEVELOPING.md, 'Feature walls'): the receiving check creates a product
// from an invoice line.

export { createProduct, fetchOptions, productKeys } from './products-api';

/** The screens this feature adds to the back-office (admin-feature.ts): the products' register and the warehouse's view of them. */
export const productsFeature: AdminFeature = {
  name: 'products',
  screens: [
    { path: 'cadastros/produtos', Component: ProductsPage, access: ['backoffice.view'], nav: { section: 'cadastros', label: 'Produtos', position: 10 } },
    { path: 'almoxarifado', Component: WarehousePage, access: ['backoffice.view'], nav: { section: 'almoxarifado' } },
  ],
};
