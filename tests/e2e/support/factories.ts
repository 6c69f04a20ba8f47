import type { Browser } from 'playwright-core';
import { productForm, uniqueEan13, uniqueTag } from '../../support/fixtures';
import { DEMO, newContext, signIn } from './browser';
import type { RunningServer } from './server';

/**
 * Data a test creates for itself through the API, as a staff member would, with names of its
 * own — so tests sharing a server (server.ts) never depend on each other or on the demo data.
 */
export async function staffApi(browser: Browser, server: RunningServer, who: string = DEMO.staff, password: string = DEMO.password) {
  const context = await newContext(browser, server.url);
  await signIn(context, server.url, who, password);
  const call = async (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, data?: unknown) => {
    const res = await context.request[method](`${server.url}${path}`, { headers: { origin: server.url }, data });
    const text = await res.text();
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { call, close: () => context.close() };
}

export type TestProduct = { id: number; name: string; code: string; barcode: string | null; stock: number };

/**
 * A product with its own name, code and (optionally) barcode, `stock` units in the warehouse; out
 * of the online shop unless `online`, since the storefront suites count the shop's products;
 * `fields` adds other product fields (fiscal ones, say).
 */
export async function createProduct(
  api: Awaited<ReturnType<typeof staffApi>>,
  opts: {
    name?: string;
    stock?: number;
    barcode?: string;
    price?: string;
    costPrice?: string;
    online?: boolean;
    unit?: string;
    fields?: Record<string, unknown>;
  } = {},
): Promise<TestProduct> {
  const tag = uniqueTag();
  const body = productForm({
    name: opts.name ?? `Produto de Teste ${tag}`,
    code: `E2E-${tag}`,
    price: opts.price ?? '19,90',
    costPrice: opts.costPrice ?? '8,00',
    unit: opts.unit ?? 'Unidade',
    minStock: '2',
    initialQuantity: String(opts.stock ?? 10),
    barcode: opts.barcode ?? '',
    availableOnline: opts.online ?? false,
    ...opts.fields,
  });
  const res = await api.call('post', '/api/admin/products', body);
  return res.product as TestProduct;
}

/** A product with an EAN-13 of its own and `stock` units, for the scanner tests. */
export async function createScannableProduct(api: Awaited<ReturnType<typeof staffApi>>, stock: number): Promise<TestProduct & { barcode: string }> {
  const barcode = uniqueEan13();
  return { ...(await createProduct(api, { stock, barcode })), barcode };
}

/** An exit to the first store on `exitDate` carrying these lines, posted through the API as a clerk would. */
export async function postExit(api: Awaited<ReturnType<typeof staffApi>>, exitDate: string, ...lines: [product: { id: number }, quantity: number][]) {
  const stores = (await api.call('get', '/api/admin/stores')).items as { id: number }[];
  const items = lines.map(([product, quantity]) => ({ productId: product.id, quantity }));
  const { exit } = await api.call('post', '/api/admin/stock-exits', { storeId: stores[0]!.id, exitDate, items });
  return exit as { id: number; code: string };
}
