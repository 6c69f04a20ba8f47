import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { formatBRL } from '../../../domain/money';
import type { AppContext, AppEnv } from '../../context';
import { products } from '../../db/schema';
import { type HeadTags, headResolvers } from '../../spa/render-spa-html';
import { hasGatePass, readGate } from '../gate';

const PRODUCT_PATH = /^\/produto\/(\d{1,9})\/?$/;
const MAX_DESCRIPTION = 200;

/**
 * Open Graph tags for /produto/:id, so a product link shared on WhatsApp shows its name, price,
 * description and picture. While the site gate is on, only visitors holding a pass get them.
 */
export async function resolveProductHead(ctx: AppContext, path: string, c?: Context<AppEnv>): Promise<HeadTags | null> {
  const match = PRODUCT_PATH.exec(path);
  if (!match) return null;
  const pass = c ? await hasGatePass(c) : !(await readGate(ctx.database.db, ctx.config)).enabled;
  if (!pass) return null;
  // Links shared from the shop point at PUBLIC_URL, whatever Host the request came with.
  const origin = ctx.config.publicUrl;
  const id = Number(match[1]);
  const [product] = await ctx.database.db
    .select({ name: products.name, description: products.description, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.id, id), eq(products.availableOnline, true)));
  if (!product) return null;
  let description = `${formatBRL(product.priceCents)} · ${product.description}`.replace(/[ \t\r\n]+/g, ' ').trim();
  if (description.length > MAX_DESCRIPTION) description = `${description.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;
  return {
    title: product.name,
    description,
    image: `${origin}/api/media/products/${id}/og.jpg`,
    url: `${origin}/produto/${id}`,
  };
}

// Registered once, however many apps a test process creates.
if (!headResolvers.includes(resolveProductHead)) headResolvers.push(resolveProductHead);
