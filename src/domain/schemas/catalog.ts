import './zod-locale';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_SORTS, slugify } from '../catalog';
import { serialIdParam, wholeNumberFromText } from './fields';
import { blankToUndefined, optionalCodeFilter } from './list-query';

/** The storefront listing's query string (GET /api/store/products and the /produtos page). */
export const productListQuerySchema = z.object({
  search: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(MAX_SEARCH_LENGTH, { error: `A busca pode ter no máximo ${MAX_SEARCH_LENGTH} caracteres.` })
      .optional(),
  ),
  // A slug, an id or a name as a shared link carries it ('Terços'): reduced to its slug form.
  category: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(60, { error: 'Categoria inválida.' })
      .transform(slugify)
      .refine((v) => v !== '', { error: 'Categoria inválida.' })
      .optional(),
  ),
  sort: optionalCodeFilter(PRODUCT_SORTS, 'Ordenação inválida.'),
  onSale: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: 'Filtro de ofertas inválido.' })
      .optional()
      .transform((v) => v === 'true'),
  ),
  page: z.preprocess(blankToUndefined, wholeNumberFromText('Página inválida.', 1, 100_000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    wholeNumberFromText(`Tamanho de página inválido (de 1 a ${MAX_PAGE_SIZE}).`, 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ),
});

export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** A product id in a path (/produto/:id, /api/store/products/:id, favourites). */
const INVALID_PRODUCT_ID = 'Identificador de produto inválido.';
export const productIdParamSchema = serialIdParam(INVALID_PRODUCT_ID);
