/** What a placeholder shows: the product's name on its category's colours. */
export type PlaceholderSubject = { name: string; categorySlug: string | null; categoryName: string | null };

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

// Light → dark gradient per category; all keep white text above 4.5:1 at the dark end.
const PALETTE: Record<string, [string, string]> = {
  tercos: ['#7c4dbd', '#3b1f6b'],
  imagens: ['#2b4f8a', '#11203b'],
  velas: ['#c8641a', '#6e2a0a'],
  crucifixos: ['#8a5a3c', '#3f2414'],
  medalhas: ['#b8862a', '#5c3d08'],
  livros: ['#2f7d5b', '#123d2a'],
  kits: ['#b23a6a', '#5a1232'],
};
const FALLBACK: [string, string][] = [
  ['#2b4f8a', '#11203b'],
  ['#3d7a8a', '#123a44'],
  ['#8a3d5a', '#3d1024'],
  ['#5a6b2b', '#262f0f'],
];

export function categoryColors(slug: string | null): [string, string] {
  if (slug && PALETTE[slug]) return PALETTE[slug];
  let hash = 0;
  for (const ch of slug ?? '') hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK[hash % FALLBACK.length];
}

/** Greedy word wrap; over-long words are cut, and the last line gets an ellipsis when text is left over. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (let word of words) {
    while (word.length > maxChars) {
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push(`${word.slice(0, maxChars - 1)}-`);
      word = word.slice(maxChars - 1);
    }
    if (!current) current = word;
    else if (current.length + 1 + word.length <= maxChars) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, maxChars - 1).replace(/[\s-]+$/, '')}…`;
  return kept;
}

const CROSS = (x: number, y: number, s: number) =>
  `<path d="M${x - s * 0.12} ${y - s * 0.5}h${s * 0.24}v${s * 0.28}h${s * 0.28}v${s * 0.24}h-${s * 0.28}v${s * 0.72}h-${s * 0.24}v-${s * 0.72}h-${s * 0.28}v-${s * 0.24}h${s * 0.28}z"/>`;

/** A square placeholder picture (400 × 400, scales to any size) for a product without photos. */
export function renderPlaceholderSvg(subject: PlaceholderSubject): string {
  const [light, dark] = categoryColors(subject.categorySlug);
  const name = subject.name.trim() || 'Luz da Fé';
  let lines = wrapText(name, 18, 3);
  let size = 30;
  if (lines.length === 3) {
    lines = wrapText(name, 21, 4);
    size = 25;
  }
  const lineHeight = size * 1.25;
  const top = 250 - ((lines.length - 1) * lineHeight) / 2;
  const tspans = lines.map((l, i) => `<tspan x="200" y="${(top + i * lineHeight).toFixed(1)}">${escapeXml(l)}</tspan>`).join('');
  const category = subject.categoryName ? escapeXml(subject.categoryName.toUpperCase()) : 'LUZ DA FÉ';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="halo" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fbf1d9" stop-opacity=".55"/><stop offset="1" stop-color="#fbf1d9" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<circle cx="200" cy="112" r="92" fill="url(#halo)"/>
<g fill="#f2c14e">${CROSS(200, 112, 84)}</g>
<text font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle">${tspans}</text>
<text x="200" y="368" font-family="Arial, 'DejaVu Sans', sans-serif" font-size="14" letter-spacing="3" fill="#fbf1d9" text-anchor="middle">${category}</text>
</svg>`;
}

/** The wide (1200 × 630) picture link previews use, rasterised by og-image.ts. */
export function renderOgSvg(subject: PlaceholderSubject): string {
  const [light, dark] = categoryColors(subject.categorySlug);
  const name = subject.name.trim() || 'Luz da Fé';
  const lines = wrapText(name, 20, 3);
  const size = lines.length === 3 ? 54 : 62;
  const lineHeight = size * 1.2;
  const top = 315 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const tspans = lines.map((l, i) => `<tspan x="440" y="${(top + i * lineHeight).toFixed(1)}">${escapeXml(l)}</tspan>`).join('');
  const category = subject.categoryName ? escapeXml(subject.categoryName.toUpperCase()) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="halo" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fbf1d9" stop-opacity=".55"/><stop offset="1" stop-color="#fbf1d9" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="220" cy="315" r="190" fill="url(#halo)"/>
<g fill="#f2c14e">${CROSS(220, 315, 190)}</g>
<text x="440" y="120" font-family="Arial, 'DejaVu Sans', sans-serif" font-size="26" letter-spacing="5" fill="#fbf1d9">${category}</text>
<text font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" font-weight="700" fill="#ffffff">${tspans}</text>
<text x="440" y="560" font-family="Georgia, 'DejaVu Serif', serif" font-size="34" fill="#f2c14e">Luz da Fé</text>
</svg>`;
}
