// The API answers a page starts with, by path. The server runs them while it writes the page's HTML
// and embeds the answers (src/server/spa/render-spa-html.ts), so the first screen renders from the
// HTML instead of waiting for the JavaScript to ask: on a phone on 4G each hop costs a round trip.
// The web app reads them through api() (src/web/lib/boot-data.ts).

const PRODUCT_PAGE = /^\/produto\/(\d{1,9})\/?$/;

/** GET paths, exactly as the web app requests them, whose answers the HTML of `pathname` carries. */
export function firstRequests(pathname: string): string[] {
  if (pathname.startsWith('/admin') || pathname === '/login-sistema' || pathname.startsWith('/api/')) return [];
  const requests = ['/api/me', '/api/gate', '/api/settings/public'];
  // '/' sends a visitor with the gate pass on to '/loja' (RootRedirect): its answer rides along.
  if (pathname === '/loja' || pathname === '/') requests.push('/api/store/home');
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) requests.push(`/api/store/products/${product[1]}`);
  return requests;
}

type Answers = Record<string, unknown>;

/** The picture that will be the page's largest paint, to fetch with the JavaScript rather than after it. */
export function firstScreenImage(pathname: string, answers: Answers): string | null {
  if (pathname === '/loja' || pathname === '/') {
    const home = answers['/api/store/home'] as { featured?: { imageUrl: string }[] } | undefined;
    return home?.featured?.[0]?.imageUrl ?? null;
  }
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) {
    const page = answers[`/api/store/products/${product[1]}`] as { product?: { imageUrl: string; images: { url: string }[] } } | undefined;
    return page?.product ? (page.product.images[0]?.url ?? page.product.imageUrl) : null;
  }
  return null;
}
