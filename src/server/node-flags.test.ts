import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

describe('the server’s Node flags', () => {
  it('are the ones `npm start` passes, so the tests and the bench run the server as shops do', () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    const start: string = pkg.scripts.start;
    expect(start.startsWith('node ')).toBe(true);
    const flags = start.split(/\s+/).filter((word) => word.startsWith('--'));
    expect(flags).toEqual([...SERVER_NODE_FLAGS]);
  });
});
