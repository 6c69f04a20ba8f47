/**
 * The Content-Disposition of every file the shop sends (one place: eight routes built it by hand).
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
