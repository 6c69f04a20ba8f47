import { normalizeSearchText } from './search';

/**
 * How a Portuguese text sounds, word by word ('Terço' → 'terso', 'imagem' → 'imajen', 'Bíblia' →
 * 'biblia'): the spellings people confuse (ç/ss/s/c, g/j, x/ch, lh/li, nh/n, qu/k, z/s, y/i, w/v,
 * silent h, m/n before a consonant, a final l said as u, final ão/am, doubled letters) made equal.
 * The storefront search compares typed words with the catalogue's by this (decision 033); it is the
 * rule the database's f_ptbr_sound applied from migration 0013 to 0016, step for step.
 */
export function soundOf(text: string): string {
  let s = normalizeSearchText(text.toLowerCase().replaceAll('ç', 's'));
  s = s.replace(/[^a-z0-9]+/g, ' ');
  s = s.replace(/[cs]h/g, 'x');
  s = s.replaceAll('lh', 'li').replaceAll('nh', 'n').replaceAll('ph', 'f').replaceAll('h', '');
  s = s.replace(/[sx]c([ei])/g, 's$1');
  s = s.replace(/c([ei])/g, 's$1');
  s = s.replace(/qu([ei])/g, 'k$1');
  s = s.replace(/gu([ei])/g, 'G$1');
  s = s.replace(/g([ei])/g, 'j$1');
  s = s.replace(/[Gcqzyw]/g, (ch) => SAME_SOUND[ch]!);
  s = s.replace(/m([pb ]|$)/g, 'n$1');
  s = s.replace(/([aeiou])l([^aeiou]|$)/g, '$1u$2');
  s = s.replace(/a[om]( |$)/g, 'an$1');
  s = s.replace(/([a-z])\1+/g, '$1');
  return s.trim();
}

const SAME_SOUND: Record<string, string> = { G: 'g', c: 'k', q: 'k', z: 's', y: 'i', w: 'v' };
