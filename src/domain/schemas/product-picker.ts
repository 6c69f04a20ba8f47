import './zod-locale';
import { z } from 'zod';
import { INT4_MAX } from './fields';

/** Suggestions a product search offers (requirements §5: at most 5). */
export const PICKER_LIMIT = 5;

/** GET /api/admin/products/picker: words of a name or code, or a whole barcode. */
export const productPickerQuerySchema = z.object({
  search: z.string().trim().max(100, { error: 'Busca muito longa.' }).default(''),
  // Ids already on the document: not offered again.
  exclude: z
    .string()
    .max(5000, { error: 'Lista de produtos longa demais.' })
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, { error: 'Lista de produtos inválida.' })
    .default('')
    .transform((v) =>
      v
        ? v
            .split(',')
            .map(Number)
            .filter((n) => n >= 1 && n <= INT4_MAX)
        : [],
    ),
  inStock: z.enum(['0', '1'], { error: 'Filtro de estoque inválido.' }).default('0'),
});

/** GET /api/admin/products/lookup: what a barcode scanner typed (barcode or code, exactly). */
export const productLookupQuerySchema = z.object({
  code: z.string({ error: 'Informe o código.' }).trim().min(1, { error: 'Informe o código.' }).max(60, { error: 'Código longo demais.' }),
});

/** A product as document screens pick it: enough for a line (name, code, stock, prices, location). */
export type PickedProduct = {
  id: number;
  name: string;
  code: string;
  barcode: string | null;
  stock: number;
  priceCents: number;
  costPriceCents: number;
  supplierId: number | null;
  unit: string;
  shelf: string;
  box: string;
};
