import { categoriesConfig, classificationsConfig, storesConfig, suppliersConfig } from './registry-configs';
import { RegistryPage } from './registry-page';

// One screen per registry over the same page; the key gives each its own state when the user moves between them.
export const CategoriesPage = () => <RegistryPage key="categories" config={categoriesConfig} />;
export const ClassificationsPage = () => <RegistryPage key="classifications" config={classificationsConfig} />;
export const SuppliersPage = () => <RegistryPage key="suppliers" config={suppliersConfig} />;
export const StoresPage = () => <RegistryPage key="stores" config={storesConfig} />;
