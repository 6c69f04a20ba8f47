/** Case-, accent- and spacing-insensitive form: 'Terço  Nossa Senhora' → 'terco nossa senhora'. */
export function normalizeSearchText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The requirements ignore a search that is empty after trimming. */
export function isBlankSearch(text: string | null | undefined): boolean {
  return normalizeSearchText(text) === '';
}

/**
 * In-memory filter for short lists: every word of the query must appear in some field.
 * A blank query matches everything.
 */
export function matchesSearch(query: string | null | undefined, fields: ReadonlyArray<string | null | undefined>): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystacks = fields.map(normalizeSearchText);
  return words.every((word) => haystacks.some((field) => field.includes(word)));
}
