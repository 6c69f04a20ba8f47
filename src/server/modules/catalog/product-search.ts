import { normalizeSearchText } from '../../../domain/search';

// Words too common to narrow a search ("terço de madeira" is about "terço" and "madeira").
const STOPWORDS = new Set(['a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'no', 'na', 'nos', 'nas', 'com', 'para', 'por', 'um', 'uma']);
const MAX_WORDS = 6;

/**
 * The words a search is made of: accent-free, lower-case, without stopwords (unless that is all
 * there is). Anything but letters and digits separates words, as it does in the search index.
 */
export function searchWords(text: string): string[] {
  const words = [
    ...new Set(
      normalizeSearchText(text)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  ];
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  return (meaningful.length ? meaningful : words).slice(0, MAX_WORDS);
}
