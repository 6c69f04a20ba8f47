import './zod-locale';
import { z } from 'zod';
import { onlyDigits, ufFromCep } from '../brazil';
import { INVALID_CEP_MESSAGE } from './fields';

// The shipping estimate's inputs (decision 063), apart from domain/shipping.ts so the storefront's
// first screen, which shows estimates and their texts, does not carry zod.

/** The storefront's CEP field: '01310-100' or '01310100', in a UF's range. */
export const estimateCepField = z
  .string({ error: INVALID_CEP_MESSAGE })
  .trim()
  .refine((v) => ufFromCep(v) !== null, { error: INVALID_CEP_MESSAGE })
  .transform((v) => `${onlyDigits(v).slice(0, 5)}-${onlyDigits(v).slice(5)}`);

/**
 * `?cep=01310100` on a storefront page's own GET (the product, the cart check): the CEP the visitor
 * remembered, so the answer carries the estimate and the page needs no second request (decision 075).
 */
export const rememberedCepQuerySchema = z.object({ cep: estimateCepField.optional() }, { error: 'Dados inválidos.' });

export const ESTIMATE_ITEMS_MESSAGE = 'Informe ao menos um produto.';

/** POST /api/store/shipping/estimate: a CEP and the products with their quantities (prices and measures are read on the server). */
export const shippingEstimateSchema = z.object(
  {
    cep: estimateCepField,
    items: z
      .array(
        z.object({
          productId: z.number({ error: ESTIMATE_ITEMS_MESSAGE }).int().positive().max(2_147_483_647),
          quantity: z.number({ error: 'Quantidade inválida.' }).int().min(1, { error: 'Quantidade inválida.' }).max(999, { error: 'Quantidade inválida.' }),
        }),
        { error: ESTIMATE_ITEMS_MESSAGE },
      )
      .min(1, { error: ESTIMATE_ITEMS_MESSAGE })
      .max(100, { error: 'No máximo 100 produtos por cálculo.' }),
  },
  { error: 'Dados inválidos.' },
);
export type ShippingEstimateInput = z.output<typeof shippingEstimateSchema>;
