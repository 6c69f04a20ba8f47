import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, PERMISSION_LABELS, PERMISSIONS } from './permissions';
import { JOB_TITLES } from './roles';

/**
 * docs/SECURITY.md's permission table is the matrix's defaults as people read them: one row per
 * permission (its label as the Permissões screen shows it), one column per job title. A permission
 * added to the code without its row, or a default changed without the doc, fails here.
 */
function documentedTable() {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/SECURITY.md'), 'utf8');
  const lines = doc.split('\n');
  const header = lines.findIndex((line) => /^\|\s*permission\s*\|/.test(line));
  if (header < 0) throw new Error('docs/SECURITY.md has no "| permission | …" table');
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const titles = cells(lines[header]).slice(1);
  const rows: string[][] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith('|')) break;
    rows.push(cells(line));
  }
  return { titles, rows };
}

describe('docs/SECURITY.md permission table', () => {
  const { titles, rows } = documentedTable();

  it('has one column per job title', () => {
    expect([...titles].sort()).toEqual([...JOB_TITLES].sort());
  });

  it('has one row per permission of the code, labelled as the Permissões screen labels it', () => {
    expect(rows.map((row) => row[0]).sort()).toEqual(PERMISSIONS.map((p) => PERMISSION_LABELS[p]).sort());
  });

  it('ticks exactly the default permissions of each job title', () => {
    const byLabel = new Map(rows.map((row) => [row[0], row.slice(1)]));
    for (const permission of PERMISSIONS) {
      const ticks = byLabel.get(PERMISSION_LABELS[permission]) ?? [];
      const documented = titles.filter((_, i) => ticks[i] === '✓').sort();
      const inCode = JOB_TITLES.filter((title) => DEFAULT_PERMISSIONS[title].includes(permission)).sort();
      expect(documented, PERMISSION_LABELS[permission]).toEqual(inCode);
    }
  });
});
