import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { escapeHtml } from '../http/escape-html';
import { firstRequests, firstScreenImage } from './first-requests';

export type HeadTags = { title?: string; description?: string; image?: string; url?: string };

/** Route-specific head tags (Open Graph for shared product links); features register resolvers here. */
// The request (when there is one) gives resolvers its origin and cookies (e.g. the gate pass).
export const headResolvers: ((ctx: AppContext, path: string, c?: Context<AppEnv>) => Promise<HeadTags | null>)[] = [];

/** Runs a GET of the API in-process with the page request's cookies (same guards, same answers). */
export type ApiFetch = (apiPath: string) => Promise<Response>;

// `<` escaped so that no text in the data can close the script element.
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The answers of the page's first API requests, embedded for the web app, and a preload of its
 * largest picture. Answers that are not 200 (no gate pass, unknown product) are left out: the
 * app then asks itself and shows what it shows for them.
 */
async function bootTags(path: string, fetchApi: ApiFetch): Promise<string> {
  const requests = firstRequests(path);
  if (requests.length === 0) return '';
  const answers: Record<string, unknown> = {};
  await Promise.all(
    requests.map(async (apiPath) => {
      const res = await fetchApi(apiPath).catch(() => null);
      if (res?.status === 200) answers[apiPath] = await res.json().catch(() => undefined);
    }),
  );
  const image = firstScreenImage(path, answers);
  return [
    image && `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`,
    `<script id="boot-data" type="application/json">${scriptSafeJson(answers)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

export async function renderSpaHtml(ctx: AppContext, template: string, path: string, c?: Context<AppEnv>, fetchApi?: ApiFetch): Promise<string> {
  const boot = fetchApi ? await bootTags(path, fetchApi) : '';
  const html = boot ? template.replace('</head>', `    ${boot}\n  </head>`) : template;
  return withHeadTags(ctx, html, path, c);
}

async function withHeadTags(ctx: AppContext, template: string, path: string, c?: Context<AppEnv>): Promise<string> {
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
