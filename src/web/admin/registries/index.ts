import type { AdminFeature } from '../admin-feature';
import { CategoriesPage, ClassificationsPage, StoresPage, SuppliersPage } from './registry-screens';

// What other back-office features use of the registries (docs/DEVELOPING.md, 'Feature walls'): the staff list is a registry
// screen (its page, config types and toasts).

export { notify } from './notify';
export { RegistryPage } from './registry-page';
export type { FieldDef, FormMode, FormValues, RegistryConfig } from './registry-types';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const registriesFeature: AdminFeature = {
  name: 'registries',
  screens: [
    { path: 'cadastros/categorias', Component: CategoriesPage, access: ['backoffice.view'], nav: { section: 'cadastros', label: 'Categorias', position: 20 } },
    {
      path: 'cadastros/classificacoes',
      Component: ClassificationsPage,
      access: ['backoffice.view'],
      nav: { section: 'cadastros', label: 'Classificações', position: 30 },
    },
    {
      path: 'cadastros/fornecedores',
      Component: SuppliersPage,
      access: ['backoffice.view'],
      nav: { section: 'cadastros', label: 'Fornecedores', position: 40 },
    },
    { path: 'cadastros/lojas', Component: StoresPage, access: ['backoffice.view'], nav: { section: 'cadastros', label: 'Lojas', position: 50 } },
  ],
};
