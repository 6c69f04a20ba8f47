import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_SORTS, slugify } from '../catalog';
import { blankAsMissing, optionalCodeFilter, wholeNumberInQuery } from './query-fields';

// In `zod/mini` (decision 079): the /produtos page reads its address with this schema on the first
// screen, and the full zod would weigh on every storefront page. Every issue it can raise carries
// its own message, so it needs no locale (zod-locale.ts, which loads the full zod).

const INVALID_CATEGORY_MESSAGE = 'Categoria inválida.';
const searchTooLong = `A busca pode ter no máximo ${MAX_SEARCH_LENGTH} caracteres.`;
// A repeated ?search= arrives as a list.
const INVALID_SEARCH_MESSAGE = 'Busca inválida.';

/** The storefront listing's query string (GET /api/store/products and the /produtos page). */
export const productListQuerySchema = z.object(
  {
    search: blankAsMissing(z.optional(z.string({ error: INVALID_SEARCH_MESSAGE }).check(z.trim(), z.maxLength(MAX_SEARCH_LENGTH, { error: searchTooLong })))),
    // A slug, an id or a name as a shared link carries it ('Terços'): reduced to its slug form.
    category: blankAsMissing(
      z.optional(
        z
          .pipe(
            z.string({ error: INVALID_CATEGORY_MESSAGE }).check(z.trim(), z.maxLength(60, { error: INVALID_CATEGORY_MESSAGE })),
            z.transform((v: string) => slugify(v)),
          )
          .check(z.refine((v) => v !== '', { error: INVALID_CATEGORY_MESSAGE })),
      ),
    ),
    sort: optionalCodeFilter(PRODUCT_SORTS, 'Ordenação inválida.'),
    onSale: blankAsMissing(
      z.pipe(
        z.optional(z.enum(['true', 'false'], { error: 'Filtro de ofertas inválido.' })),
        z.transform((v) => v === 'true'),
      ),
    ),
    page: blankAsMissing(z._default(wholeNumberInQuery('Página inválida.', 1, 100_000), 1)),
    pageSize: blankAsMissing(z._default(wholeNumberInQuery(`Tamanho de página inválido (de 1 a ${MAX_PAGE_SIZE}).`, 1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE)),
  },
  { error: 'Dados inválidos.' },
);

export type ProductListQuery = z.output<typeof productListQuerySchema>;
