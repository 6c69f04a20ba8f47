/**
 * The Content-Disposition of every file the shop sends (one place: nine routes built it by hand;
 * the web app reads the name back with fileNameFromContentDisposition below).
 * `filename` is an ASCII fallback — accents dropped ('Relatório' → 'Relatorio'), anything else
 * outside printable ASCII and the quote/backslash as '_' — and `filename*` (RFC 8187) carries the
 * real name when it differs, so browsers save 'Relatório de saídas.csv' as it is.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  if (ascii === fileName) return `${type}; filename="${ascii}"`;
  // encodeURIComponent leaves ' ( ) * as they are; RFC 8187's attr-char does not allow them.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The file name a Content-Disposition gives: `filename*` (UTF-8) when present, else `filename`. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? /filename=([^;]+)/i.exec(header)?.[1]?.trim() ?? null;
}
