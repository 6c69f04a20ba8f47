import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses';

const BIG = 'x'.repeat(2000);

/** The same routes behind hono's compress() and behind compressResponses. */
function app(middleware: typeof compressResponses) {
  return new Hono()
    .use('*', middleware)
    .get('/json', (c) => c.json({ ok: true }))
    .get('/json-big', (c) => c.json({ text: BIG }))
    .get('/text', (c) => c.text(BIG))
    .get('/small-declared', (c) => c.body('{}', 200, { 'content-type': 'application/json', 'content-length': '2' }))
    .get('/image', (c) => c.body(new Uint8Array(2000), 200, { 'content-type': 'image/png' }))
    .get('/no-transform', (c) => c.json({ text: BIG }, 200, { 'cache-control': 'no-transform' }))
    .get('/vary-origin', (c) => c.json({ text: BIG }, 200, { vary: 'Origin' }))
    .get('/vary-star', (c) => c.json({ text: BIG }, 200, { vary: '*' }))
    .get('/partial', (c) => c.body(BIG, 206, { 'content-type': 'text/plain' }))
    .get('/encoded', (c) => c.body(BIG, 200, { 'content-type': 'text/plain', 'content-encoding': 'br' }))
    .get('/redirect', () => Response.redirect('http://localhost/json', 302))
    .get('/error', (c) => c.json({ error: 'x' }, 500));
}

const plain = app(compress());
const ours = app(compressResponses);

describe('compressResponses', () => {
  it('answers with the same status, headers and body as hono compress(), with and without Accept-Encoding', async () => {
    const paths = [
      '/json',
      '/json-big',
      '/text',
      '/small-declared',
      '/image',
      '/no-transform',
      '/vary-origin',
      '/vary-star',
      '/partial',
      '/encoded',
      '/redirect',
      '/error',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD']) {
        for (const acceptEncoding of [undefined, 'gzip', 'deflate, gzip;q=0.5', 'br']) {
          const init: RequestInit = { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} };
          const [a, b] = await Promise.all([plain.request(path, init), ours.request(path, init)]);
          const label = `${method} ${path} (${acceptEncoding ?? 'no accept-encoding'})`;
          expect(b.status, label).toBe(a.status);
          expect([...b.headers], label).toEqual([...a.headers]);
          expect(Buffer.from(await b.arrayBuffer()).equals(Buffer.from(await a.arrayBuffer())), label).toBe(true);
        }
      }
    }
  });
});
