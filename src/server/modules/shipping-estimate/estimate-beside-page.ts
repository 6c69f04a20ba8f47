import type { ShippingEstimateInput } from '../../../domain/schemas/shipping-estimate';
import type { ShippingEstimate } from '../../../domain/shipping';
import type { AppContext } from '../../context';
import { estimateShipping } from './estimate-shipping';

/**
 * The estimate a storefront page's own GET carries for the visitor's remembered CEP (decision 075):
 * the same answer as POST /estimate (same function, same quote cache, the fallback when the provider
 * fails or is slow), but never an error — anything that goes wrong leaves the page's data intact and
 * `estimate: null`, and the page can still ask POST /estimate.
 */
export async function estimateBesidePage(
  ctx: Pick<AppContext, 'database' | 'config' | 'shipping'>,
  cep: string,
  items: ShippingEstimateInput['items'],
): Promise<ShippingEstimate | null> {
  try {
    const { cheapest: _cheapest, ...estimate } = await estimateShipping(ctx, { cep, items }, { productsMaxAgeMs: ctx.config.catalogCacheMs });
    return estimate;
  } catch {
    return null;
  }
}
