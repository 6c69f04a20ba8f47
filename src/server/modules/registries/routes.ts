import { categoriesDef } from './categories';
import { classificationsDef } from './classifications';
import { registryRoutes } from './registry-routes';
import { storesDef } from './stores';
import { suppliersDef } from './suppliers';

export const categoryRoutes = registryRoutes(categoriesDef);
export const classificationRoutes = registryRoutes(classificationsDef);
export const supplierRoutes = registryRoutes(suppliersDef);
export const storeRoutes = registryRoutes(storesDef);
