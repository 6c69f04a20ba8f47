import './zod-locale';
import { serialIdParam } from './fields';

// The listing's query is in zod/mini, apart, so the storefront's first screen can read it without the full zod.
export { type ProductListQuery, productListQuerySchema } from './product-list-query';

/** A product id in a path (/produto/:id, /api/store/products/:id, favourites). */
const INVALID_PRODUCT_ID = 'Identificador de produto inválido.';
export const productIdParamSchema = serialIdParam(INVALID_PRODUCT_ID);
