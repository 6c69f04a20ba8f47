// Rewrites the comments that cite the old outside specification ('SPEC 5', "SPEC's", 'the spec',
// '../shared/SPEC.md') so they cite docs/requirements.md ('requirements §5'), whose sections keep the
// same numbers. Only comments change (//, /* */, JSDoc, JSX {/* */}); strings, identifiers such as
// SPECIAL_ORDER_READY and code are never touched. Test titles (the string given to it/test/describe)
// are left alone and listed, unless --titles is given.
//
//   node scripts/cite-requirements.mjs            prints every change, writes nothing
//   node scripts/cite-requirements.mjs --write    applies them
//   node scripts/cite-requirements.mjs --titles   also rewrites test titles
//
// The files are read with a small lexer (strings, template literals, regular expressions, JSX),
// since the repository's TypeScript 7 has no JavaScript API to parse with.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DIRS = ['src', 'tests', 'scripts', 'bench'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs'];
const SELF = path.join(root, 'scripts', 'cite-requirements.mjs');
const write = process.argv.includes('--write');
const titles = process.argv.includes('--titles');

// ---------- finding comments and test titles ----------

const IDENT = /[A-Za-z0-9_$]/;
const REGEX_AFTER_WORD = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'instanceof', 'yield', 'await']);
const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);

/**
 * Every comment of `text` as [start, end) ranges, and every test title's string literal (quotes
 * included). `jsx` turns on JSX parsing for .tsx files.
 */
export function scanSource(text, jsx) {
  const comments = [];
  const testTitles = [];
  let i = 0;
  /** The last significant tokens: { kind: 'word' | 'punct' | 'value', value }. */
  const recent = [];
  const push = (kind, value) => {
    recent.push({ kind, value });
    if (recent.length > 6) recent.shift();
  };
  const expressionExpected = () => {
    const last = recent[recent.length - 1];
    if (!last) return true;
    if (last.kind === 'value') return false;
    if (last.kind === 'word') return REGEX_AFTER_WORD.has(last.value);
    return ![')', ']', '}'].includes(last.value);
  };
  const isTitlePosition = () => {
    const n = recent.length;
    if (n < 2 || recent[n - 1].value !== '(') return false;
    // it( / it.each( / describe.skip( …: walk back over `.name` pairs to the first word.
    let k = n - 2;
    while (k >= 2 && recent[k].kind === 'word' && recent[k - 1].value === '.') k -= 2;
    return recent[k].kind === 'word' && TEST_FUNCTIONS.has(recent[k].value);
  };

  /** `<T,>(…) =>` and `<K extends …>(…) =>`: type parameters of a generic arrow, not JSX. */
  function isTypeParameters() {
    return /^<\s*[A-Za-z_$][\w$]*\s*(,|extends\b)/.test(text.slice(i, i + 200));
  }

  function skipString(quote) {
    const start = i;
    i++;
    while (i < text.length && text[i] !== quote) {
      if (text[i] === '\\') i++;
      else if (text[i] === '\n') break; // an unterminated string ends at the line
      i++;
    }
    i++;
    return [start, i];
  }

  function skipTemplate() {
    const start = i;
    let simple = true;
    i++;
    while (i < text.length && text[i] !== '`') {
      if (text[i] === '\\') i += 2;
      else if (text[i] === '$' && text[i + 1] === '{') {
        simple = false;
        i += 2;
        scanCode(true);
      } else i++;
    }
    i++;
    return simple ? [start, i] : null;
  }

  function skipRegex() {
    i++;
    let inClass = false;
    while (i < text.length && text[i] !== '\n') {
      const c = text[i];
      if (c === '\\') i++;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) break;
      i++;
    }
    i++;
    while (i < text.length && IDENT.test(text[i])) i++;
  }

  /** From `<` to the end of the element (or fragment), children included. */
  function scanJsx() {
    i++; // <
    // Tag name (empty for a fragment), then attributes.
    while (i < text.length && /[A-Za-z0-9_$.:-]/.test(text[i])) i++;
    while (i < text.length) {
      const c = text[i];
      if (c === '/' && text[i + 1] === '>') {
        i += 2;
        return;
      }
      if (c === '>') {
        i++;
        break;
      }
      if (c === '"' || c === "'") {
        while (++i < text.length && text[i] !== c);
        i++;
      } else if (c === '{') {
        i++;
        scanCode(true);
      } else i++;
    }
    // Children: text, {expressions}, nested elements, until the closing tag.
    while (i < text.length) {
      const c = text[i];
      if (c === '<' && text[i + 1] === '/') {
        while (i < text.length && text[i] !== '>') i++;
        i++;
        return;
      }
      if (c === '<') scanJsx();
      else if (c === '{') {
        i++;
        scanCode(true);
      } else i++;
    }
  }

  /** Code until the end of the text, or until the `}` that closes the brace we are inside of. */
  function scanCode(untilBrace) {
    let depth = 0;
    while (i < text.length) {
      const c = text[i];
      const next = text[i + 1];
      if (c === '/' && next === '/') {
        const start = i;
        while (i < text.length && text[i] !== '\n') i++;
        comments.push([start, i]);
      } else if (c === '/' && next === '*') {
        const start = i;
        const end = text.indexOf('*/', i + 2);
        i = end === -1 ? text.length : end + 2;
        comments.push([start, i]);
      } else if (c === '"' || c === "'") {
        const title = isTitlePosition();
        const range = skipString(c);
        if (title) testTitles.push(range);
        push('value', 'string');
      } else if (c === '`') {
        const title = isTitlePosition();
        const range = skipTemplate();
        if (title && range) testTitles.push(range);
        push('value', 'template');
      } else if (c === '/' && expressionExpected()) {
        skipRegex();
        push('value', 'regex');
      } else if (jsx && c === '<' && expressionExpected() && /[A-Za-z>]/.test(next ?? '') && !isTypeParameters()) {
        scanJsx();
        push('value', 'jsx');
      } else if (IDENT.test(c)) {
        const start = i;
        while (i < text.length && IDENT.test(text[i])) i++;
        const word = text.slice(start, i);
        push(/^[0-9]/.test(word) ? 'value' : 'word', word);
      } else if (/\s/.test(c)) {
        i++;
      } else {
        if (c === '{') depth++;
        if (c === '}') {
          if (depth === 0 && untilBrace) {
            i++;
            push('punct', '}');
            return;
          }
          depth--;
        }
        // `=>`, `==`… count as their last character, which is what expressionExpected reads.
        i++;
        push('punct', c);
      }
    }
  }

  scanCode(false);
  return { comments, testTitles };
}

// ---------- rewriting one comment ----------

const PLURAL = {
  enforces: 'enforce',
  stores: 'store',
  ignores: 'ignore',
  says: 'say',
  gives: 'give',
  asks: 'ask',
  lists: 'list',
  wants: 'want',
  requires: 'require',
  does: 'do',
  has: 'have',
  shows: 'show',
  keeps: 'keep',
};
const DETERMINERS = new Set(['the', 'its', 'one', 'a', 'an', 'their', 'this', 'that', 'our']);

const sections = (list) =>
  list
    .split(/,\s*/)
    .map((n) => `§${n}`)
    .join(', ');

/** True when `before` (the comment up to a match) ends a sentence or is only comment markers. */
function atSentenceStart(before) {
  const prose = before
    .replace(/^\/\*\*?|^\/\//, '')
    .replace(/\n\s*\*(?!\/)/g, '\n')
    .replace(/\{\/\*$/, '')
    .trimEnd();
  return prose === '' || /[.!?]$/.test(prose);
}

const CITATION = new RegExp(
  [
    String.raw`(?:\.\.\/)*shared\/SPEC\.md`,
    String.raw`SPEC section (\d+) \(([^)]*)\) and section (\d+)`,
    String.raw`SPEC sections? (\d+)`,
    String.raw`SPEC (\d+(?:, ?\d+)*)['’]s (\w+)`,
    String.raw`SPEC (\d+(?:, ?\d+)*)(?![\d])`,
    String.raw`SPEC(['’])s\b`,
    'SPEC:',
    String.raw`\bSPEC\b(?!_)`,
    String.raw`\b[Tt]he spec(['’]s\b)?(?![\w.-])`,
  ].join('|'),
  'g',
);

/** The comment (or test title) with its citations rewritten, and notes for what a person should read again. */
export function rewriteCitations(comment) {
  const notes = [];
  let out = '';
  let last = 0;
  for (const m of comment.matchAll(CITATION)) {
    const [whole] = m;
    const at = m.index;
    const before = comment.slice(0, at);
    const after = comment.slice(at + whole.length);
    const wordBefore = /(\w+)\s+$/.exec(before)?.[1]?.toLowerCase();
    let replacement;
    let verbSubject = false;
    if (whole.endsWith('SPEC.md')) replacement = 'docs/requirements.md';
    else if (m[1] !== undefined) replacement = `requirements §${m[1]} (${m[2]}) and §${m[3]}`;
    else if (m[4] !== undefined) replacement = `requirements §${m[4]}`;
    else if (m[5] !== undefined) replacement = `the ${m[6]} of requirements ${sections(m[5])}`;
    else if (m[7] !== undefined) replacement = `requirements ${sections(m[7])}`;
    else if (m[8] !== undefined) replacement = `the requirements${m[8]}`;
    else if (whole === 'SPEC:') {
      replacement = atSentenceStart(before) || /\($/.test(before) ? 'requirements:' : 'the requirements:';
    } else if (whole === 'SPEC') {
      const wordAfter = /^ ([a-z]+)\b/.exec(after)?.[1];
      if (wordAfter && !PLURAL[wordAfter] && (DETERMINERS.has(wordBefore ?? '') || !/^(and|or|but|as|in|to|is|was)$/.test(wordAfter))) {
        // 'the one SPEC refusal': used as an adjective.
        replacement = 'requirements';
        notes.push(`adjective use, read again: "${before.slice(-20)}${whole}${after.slice(0, 20)}"`);
      } else {
        replacement = 'the requirements';
        verbSubject = true;
      }
    } else {
      // 'the spec' / "the spec's"
      replacement = `${whole[0]}he requirements${m[9] ? m[9][0] : ''}`;
      verbSubject = !m[9];
    }
    if (/^(the|requirements)/.test(replacement) && atSentenceStart(before)) {
      replacement = replacement[0].toUpperCase() + replacement.slice(1);
    }
    let consumed = whole.length;
    if (verbSubject) {
      const verb = /^ (\w+)\b/.exec(after);
      if (verb && PLURAL[verb[1]]) {
        replacement += ` ${PLURAL[verb[1]]}`;
        consumed += verb[0].length;
      }
    }
    out += comment.slice(last, at) + replacement;
    last = at + consumed;
  }
  out += comment.slice(last);
  return { text: out, notes };
}

// ---------- the files ----------

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const lineAt = (text, index) => text.slice(text.lastIndexOf('\n', index - 1) + 1, (text.indexOf('\n', index) + 1 || text.length + 1) - 1);
const MENTION = /\bSPEC\b(?!_)|SPEC['’]s|\b[Tt]he spec\b/g;

function main() {
  let changed = 0;
  let titleCount = 0;
  const review = [];
  const leftAlone = [];
  const changedFiles = new Set();
  for (const dir of DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      if (file === SELF) continue;
      const text = fs.readFileSync(file, 'utf8');
      if (!MENTION.test(text) && !text.includes('shared/SPEC.md')) continue;
      MENTION.lastIndex = 0;
      const rel = path.relative(root, file);
      const { comments, testTitles } = scanSource(text, file.endsWith('.tsx'));
      const ranges = [...comments.map((r) => [...r, 'comment']), ...testTitles.map((r) => [...r, 'title'])];
      const edits = [];
      for (const [start, end, kind] of ranges) {
        const piece = text.slice(start, end);
        if (!MENTION.test(piece) && !piece.includes('shared/SPEC.md')) continue;
        MENTION.lastIndex = 0;
        if (kind === 'title' && !titles) {
          leftAlone.push(`${rel}:${lineOf(text, start)}: test title ${piece}`);
          continue;
        }
        const { text: rewritten, notes } = rewriteCitations(piece);
        if (rewritten === piece) continue;
        const count = [...piece.matchAll(CITATION)].length;
        if (kind === 'title') titleCount += count;
        else changed += count;
        edits.push([start, end, rewritten]);
        for (const note of notes) review.push(`${rel}:${lineOf(text, start)}: ${note}`);
      }
      // Mentions outside every comment and title: strings or code, never rewritten.
      const covered = (index) => ranges.some(([s, e]) => index >= s && index < e);
      for (const m of text.matchAll(MENTION)) {
        if (!covered(m.index)) leftAlone.push(`${rel}:${lineOf(text, m.index)}: not a comment: ${lineAt(text, m.index).trim()}`);
      }
      if (edits.length === 0) continue;
      let next = text;
      for (const [start, end, rewritten] of edits.sort((a, b) => b[0] - a[0])) {
        next = next.slice(0, start) + rewritten + next.slice(end);
      }
      const before = text.split('\n');
      const after = next.split('\n');
      for (let k = 0; k < before.length; k++) {
        if (before[k] !== after[k]) console.log(`${rel}:${k + 1}\n  - ${before[k].trim()}\n  + ${after[k].trim()}`);
      }
      changedFiles.add(rel);
      if (write) fs.writeFileSync(file, next);
    }
  }
  console.log(
    `\n${changed} citation(s) in comments${titles ? ` and ${titleCount} in test titles` : ''}, ${changedFiles.size} file(s)${write ? ' — written' : ' — dry run, --write applies them'}.`,
  );
  if (review.length) console.log(`\nRead again (${review.length}):\n${review.join('\n')}`);
  if (leftAlone.length) console.log(`\nLeft alone (${leftAlone.length}):\n${leftAlone.join('\n')}`);
}

main();
