import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context';

export type HeadTags = { title?: string; description?: string; image?: string; url?: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Route-specific head tags (Open Graph for shared product links); features register resolvers here. */
// The request (when there is one) gives resolvers its origin and cookies (e.g. the gate pass).
export const headResolvers: ((ctx: AppContext, path: string, c?: Context<AppEnv>) => Promise<HeadTags | null>)[] = [];

export async function renderSpaHtml(ctx: AppContext, template: string, path: string, c?: Context<AppEnv>): Promise<string> {
  let tags: HeadTags | null = null;
  for (const resolve of headResolvers) {
    tags = await resolve(ctx, path, c).catch(() => null);
    if (tags) break;
  }
  if (!tags) return template;
  const meta = [
    tags.title && `<meta property="og:title" content="${escapeHtml(tags.title)}">`,
    tags.description && `<meta property="og:description" content="${escapeHtml(tags.description)}">`,
    tags.description && `<meta name="description" content="${escapeHtml(tags.description)}">`,
    tags.image && `<meta property="og:image" content="${escapeHtml(tags.image)}">`,
    tags.url && `<meta property="og:url" content="${escapeHtml(tags.url)}">`,
    '<meta property="og:type" content="product">',
  ]
    .filter(Boolean)
    .join('\n    ');
  let html = template.replace('</head>', `    ${meta}\n  </head>`);
  if (tags.title) html = html.replace(/<title>.*?<\/title>/, `<title>${escapeHtml(tags.title)} | Luz da Fé</title>`);
  return html;
}
