import { type SQL, sql } from 'drizzle-orm';
import { normalizeSearchText } from '../../../domain/search';
import { escapeLike, likePattern } from '../../http/list-query';

// Words too common to narrow a search ("terço de madeira" is about "terço" and "madeira").
const STOPWORDS = new Set(['a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'no', 'na', 'nos', 'nas', 'com', 'para', 'por', 'um', 'uma']);
const MAX_WORDS = 6;

/** The words a search is made of: accent-free, lower-case, without stopwords (unless that is all there is). */
export function searchWords(text: string): string[] {
  const words = [...new Set(normalizeSearchText(text).replace(/[^\p{L}\p{N}\s-]/gu, ' ').split(/\s+/).filter(Boolean))];
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  return (meaningful.length ? meaningful : words).slice(0, MAX_WORDS);
}


// Stored, trigram-indexed columns (migration 0004): f_product_search_doc(name, description,
// keywords) and f_unaccent(lower(name)), computed once per write instead of per row per search.
const DOC = sql`p.search_doc`;
const NAME = sql`p.name_key`;
const CATEGORY_NAME = sql`f_unaccent(lower(name))`;
// How the name and keywords sound (f_ptbr_sound, migration 0013).
const SOUND = sql`p.name_sound`;

/** Letters a misspelt word may differ by from a word of the name: none for short words. */
export function editsAllowed(word: string): number {
  if (word.length >= 6) return 2;
  return word.length >= 4 ? 1 : 0;
}

/**
 * The typo-tolerant match of one word: a close word by trigrams ('tercoo'), the same sound
 * ('tersso' ~ 'terço', 'imajem' ~ 'imagem'), or a word of the name a letter or two away in sound
 * ('bendo' ~ 'bento', 'bilbia' ~ 'bíblia').
 */
function soundsLike(word: string, fuzzy: boolean): SQL {
  const sound = sql`f_ptbr_sound(${word})`;
  const edits = fuzzy ? editsAllowed(word) : 0;
  const near =
    edits > 0
      ? sql` OR EXISTS (SELECT 1 FROM unnest(string_to_array(${SOUND}, ' ')) AS n(w) WHERE length(n.w) > 2 AND levenshtein_less_equal(n.w, ${sound}, ${edits}) <= ${edits})`
      : sql``;
  return sql`(${word} <% ${NAME} OR ${SOUND} LIKE '%' || ${sound} || '%'${near})`;
}

export type ProductSearch = { where: SQL; rank: SQL };

/**
 * Portuguese search over name, description, keywords and category name, accents and case ignored;
 * every word must be found. `exact` finds words as substrings; the typo-tolerant form also accepts
 * a close word in the name or the category ("tercoo" ~ "terço"), by trigram word similarity, or one
 * that sounds the same or nearly in Portuguese (soundsLike).
 * Word similarity costs far more per row than LIKE, so listProducts tries it only when the exact
 * form finds nothing. `rank` orders by relevance: name hits first, name prefixes before that.
 */
export function productSearch(text: string, mode: 'exact' | 'typos' | 'fuzzy'): ProductSearch | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const conditions: SQL[] = [];
  const scores: SQL[] = [];
  for (const w of words) {
    const like = likePattern(w);
    const prefix = `${escapeLike(w)}%`;
    // Evaluated once per statement (the categories table is small), then an index-friendly ANY().
    const categories =
      mode === 'exact'
        ? sql`ARRAY(SELECT id FROM categories WHERE ${CATEGORY_NAME} LIKE ${like})`
        : sql`ARRAY(SELECT id FROM categories WHERE ${CATEGORY_NAME} LIKE ${like} OR ${w} <% ${CATEGORY_NAME})`;
    conditions.push(
      mode === 'exact'
        ? sql`(${DOC} LIKE ${like} OR p.category_id = ANY(${categories}))`
        : sql`(${DOC} LIKE ${like} OR ${soundsLike(w, mode === 'fuzzy')} OR p.category_id = ANY(${categories}))`,
    );
    scores.push(sql`(CASE WHEN ${NAME} LIKE ${prefix} THEN 3 WHEN ${NAME} LIKE ${like} THEN 2 ELSE 0 END
      + CASE WHEN ${DOC} LIKE ${like} THEN 1 ELSE 0 END
      + CASE WHEN p.category_id = ANY(${categories}) THEN 0.5 ELSE 0 END
      ${mode !== 'exact' ? sql`+ word_similarity(${w}, ${NAME}) * 2 + CASE WHEN ${SOUND} LIKE '%' || f_ptbr_sound(${w}) || '%' THEN 1.5 ELSE 0 END` : sql``})`);
  }
  return { where: sql.join(conditions, sql` AND `), rank: sql.join(scores, sql` + `) };
}
