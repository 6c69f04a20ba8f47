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

export type ProductSearch = { where: SQL; rank: SQL };

/**
 * Portuguese search over name, description, keywords and category name, accents and case ignored;
 * every word must be found. `exact` finds words as substrings; the typo-tolerant form also accepts
 * a close word in the name or the category ("tercoo" ~ "terço"), by trigram word similarity.
 * Word similarity costs far more per row than LIKE, so listProducts tries it only when the exact
 * form finds nothing. `rank` orders by relevance: name hits first, name prefixes before that.
 */
export function productSearch(text: string, mode: 'exact' | 'typos'): ProductSearch | null {
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
        : sql`(${DOC} LIKE ${like} OR ${w} <% ${NAME} OR p.category_id = ANY(${categories}))`,
    );
    scores.push(sql`(CASE WHEN ${NAME} LIKE ${prefix} THEN 3 WHEN ${NAME} LIKE ${like} THEN 2 ELSE 0 END
      + CASE WHEN ${DOC} LIKE ${like} THEN 1 ELSE 0 END
      + CASE WHEN p.category_id = ANY(${categories}) THEN 0.5 ELSE 0 END
      ${mode === 'typos' ? sql`+ word_similarity(${w}, ${NAME}) * 2` : sql``})`);
  }
  return { where: sql.join(conditions, sql` AND `), rank: sql.join(scores, sql` + `) };
}
