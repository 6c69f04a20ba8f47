import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('error statuses come from ERROR_STATUS', () => {
  it('no server file answers an error code with a status of its own choosing', () => {
    // Pairing errorBody with a literal status would bypass the table. errorAnswer(c, code, …) uses it.
    // HTTP_ERROR (Hono's HTTPException) and Better Auth's AUTH_ERROR carry a status chosen elsewhere.
    const picked = /errorBody\(\s*'(?!HTTP_ERROR')[A-Z_]+'[^;]*?\)\s*,\s*\d{3}\s*\)/g;
    const offenders = sources(serverDir).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(picked)].map((m) => `${path.relative(serverDir, file)}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
