import { normalizeSearchText } from '../../../domain/search';

// Words too common to narrow a search ("terço de madeira" is about "terço" and "madeira").
const STOPWORDS = new Set(['a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'no', 'na', 'nos', 'nas', 'com', 'para', 'por', 'um', 'uma']);
const MAX_WORDS = 6;

/**
 * Each Latin-1 character as normalizeSearchText leaves it when that is one letter or digit, else ''
 * (it separates words) — taken from normalizeSearchText itself. A Latin-1 character decomposes into
 * at most a letter and its accents, and nothing reorders across characters, so a Latin-1 text's
 * words are its characters' words: no Unicode normalization, no regular expressions (decision 086).
 */
const FOLDED = Array.from({ length: 256 }, (_, code) => {
  const folded = normalizeSearchText(String.fromCharCode(code));
  return /^[a-z0-9]$/.test(folded) ? folded : '';
});

/** The words of a Latin-1 text, as normalizeSearchText and a split on anything but letters and digits give them; null for any other text. */
export function latin1Words(text: string): string[] | null {
  const words: string[] = [];
  let word = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) return null;
    const folded = FOLDED[code]!;
    if (folded !== '') word += folded;
    else if (word !== '') {
      words.push(word);
      word = '';
    }
  }
  if (word !== '') words.push(word);
  return words;
}

/**
 * The words a search is made of: accent-free, lower-case, without stopwords (unless that is all
 * there is). Anything but letters and digits separates words, as it does in the search index.
 */
export function searchWords(text: string): string[] {
  const all =
    latin1Words(text) ??
    normalizeSearchText(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const words = [...new Set(all)];
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  return (meaningful.length ? meaningful : words).slice(0, MAX_WORDS);
}
