import type { AdminFeature } from '../admin-feature';
import ProductsPage from './products-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const productsFeature: AdminFeature = {
  name: 'products',
  screens: [
    { path: 'cadastros/produtos', Component: ProductsPage, access: ['backoffice.view'], nav: { section: 'cadastros', label: 'Produtos', position: 10 } },
  ],
};
