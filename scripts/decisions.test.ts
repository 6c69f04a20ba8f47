import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const files = fs.readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f));

describe('decision records', () => {
  it.each(files)('%s has the title and status lines of the common shape', (file) => {
    const [title, blank, status] = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)} — \\S`));
    expect(blank).toBe('');
    expect(status).toMatch(/^Status: (adopted|superseded by \d{3})\b.* · \d{4}-\d{2}-\d{2}$/);
  });

  it('the index lists every record once, and nothing else', () => {
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(linked).toEqual(files);
  });
});
