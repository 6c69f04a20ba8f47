import type { BenchClient } from './http';
import type { Recorder } from './record';

// Issue 37's goal: the product page and the cart with the delivery estimate for a repeated CEP
// (served from the instance's quote cache) are no slower than without it. A visit is what the
// two pages ask the server: the product page its product, the cart its products' prices and
// stock. With a remembered CEP each page's own request carries it (`?cep=`) and its answer the
// estimate (decision 075), as the browser does; without, the same requests without `cep`. Visits
// with and without alternate in one run, so both see the same machine.

const VISITS = 200;
const WARM_UP = 40;
const CEP = '01310-100';
const CEP_QUERY = '01310100';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function visit(visitor: BenchClient, productId: number, withEstimate: boolean): Promise<number> {
  const start = performance.now();
  const productPage = await visitor.request('GET', `/api/store/products/${productId}${withEstimate ? `?cep=${CEP_QUERY}` : ''}`);
  const cartPage = await visitor.request('GET', `/api/store/cart/check?ids=${productId}${withEstimate ? `&qty=1&cep=${CEP_QUERY}` : ''}`);
  const ms = performance.now() - start;
  for (const r of [productPage, cartPage]) if (r.status !== 200) throw new Error(`visit failed: ${r.status} ${JSON.stringify(r.body)}`);
  // A visit with the CEP that came back without its estimate would measure nothing.
  if (withEstimate && !(productPage.body.estimate && cartPage.body.estimate)) throw new Error('the estimate did not come with the pages');
  return ms;
}

export async function benchShippingEstimate(visitor: BenchClient, productId: number, record: Recorder) {
  console.log('\nProduct page + cart, with and without the delivery estimate (repeated CEP)');
  const first = await visitor.request('POST', '/api/store/shipping/estimate', { cep: CEP, items: [{ productId, quantity: 1 }] });
  if (first.status !== 200) throw new Error(`estimate failed: ${first.status} ${JSON.stringify(first.body)}`);
  for (let i = 0; i < WARM_UP; i++) await visit(visitor, productId, i % 2 === 0);
  const without: number[] = [];
  const withEstimate: number[] = [];
  for (let i = 0; i < VISITS; i++) {
    // Alternating which goes first, so neither always follows the other.
    if (i % 2 === 0) {
      without.push(await visit(visitor, productId, false));
      withEstimate.push(await visit(visitor, productId, true));
    } else {
      withEstimate.push(await visit(visitor, productId, true));
      without.push(await visit(visitor, productId, false));
    }
  }
  const ratio = median(withEstimate) / median(without);
  console.log(`  without: median ${median(without).toFixed(2)} ms; with: median ${median(withEstimate).toFixed(2)} ms per visit (${VISITS} each)`);
  record(
    'product page + cart with the estimate (cached CEP) ÷ without',
    `${ratio.toFixed(2)}× (${median(withEstimate).toFixed(2)} / ${median(without).toFixed(2)} ms)`,
    '≤ 1.1×',
    ratio <= 1.1,
  );
}
