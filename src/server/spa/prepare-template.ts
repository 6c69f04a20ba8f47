import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The built index.html, adjusted once at start for a phone's first visit (docs/decisions/011).

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/;
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="(\/assets\/[^"]+\.js)"><\/script>/;
const MAX_INLINE_BYTES = 100_000;

/**
 * The stylesheet goes into the page: it is small (about 9 KB gzipped) and blocks the first paint;
 * as a file it shares the phone's bandwidth with the JavaScript and the first picture. The link
 * stays, disabled (never fetched), because Vite's loader of lazy chunks looks for it by href and
 * would otherwise fetch and apply the same file again.
 */
function inlineStylesheet(template: string, distDir: string): string {
  const match = STYLESHEET.exec(template);
  if (!match) return template;
  const file = path.join(distDir, match[1]!);
  if (!fs.existsSync(file) || fs.statSync(file).size > MAX_INLINE_BYTES) return template;
  // `</style` cannot occur in the CSS Tailwind writes, but a stray one would end the element early.
  const css = fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  return template.replace(match[0], () => `<style>${css}</style>\n    <link rel="stylesheet" href="${match[1]}" disabled>`);
}

/**
 * The app's code is fetched at once (modulepreload) but run only after the browser painted the
 * page's shell (two frames: the first is painted before the second one's callback runs).
 * Otherwise, when the code arrives quickly, evaluating it delays that first paint and the visitor
 * looks at a blank screen meanwhile. A timer starts it too where frames do not come
 * (a tab opened in the background). The loader is the same for every build (it reads the entry
 * from the link), so the Content-Security-Policy allows exactly it by its hash.
 */
export const ENTRY_LOADER_SCRIPT =
  "(function(){var done=false;function go(){if(done)return;done=true;var l=document.querySelector('link[data-entry]');var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=l.getAttribute('href');document.head.appendChild(s)}requestAnimationFrame(function(){requestAnimationFrame(go)});setTimeout(go,200)})()";
export const ENTRY_LOADER_CSP_HASH = `'sha256-${createHash('sha256').update(ENTRY_LOADER_SCRIPT).digest('base64')}'`;

function startEntryAfterFirstPaint(template: string): string {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match) return template;
  return template
    .replace(match[0], () => `<link rel="modulepreload" crossorigin href="${match[1]}" data-entry>`)
    .replace('</body>', () => `  <script>${ENTRY_LOADER_SCRIPT}</script>\n  </body>`);
}

export function prepareTemplate(template: string, distDir: string): string {
  return startEntryAfterFirstPaint(inlineStylesheet(template, distDir));
}
