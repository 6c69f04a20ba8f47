import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { setUpTestApp } from '../support/test-app';

// The body middlewares (capRequestBody, rejectNul) behind @hono/node-server, as in production:
// there a request's body is read from the socket only when asked, unlike app.request's (decision 034).
const t = setUpTestApp();
let server: ReturnType<typeof serve>;
let base = '';

beforeAll(async () => {
  server = serve({ fetch: createApp(t.ctx).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Sent = { status: number; body: { error: { code: string } } | null; cookies: string[] };

/** One request over a socket; `chunks` go one by one (chunked) unless a content-length is given. */
function send(method: string, path: string, chunks: string[], headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers: { 'content-type': 'application/json', origin: base, ...headers } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, cookies: res.headers['set-cookie'] ?? [] });
      });
    });
    // The server may answer (413) before the whole body is sent, and close the request.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const json = (value: unknown) => {
  const text = JSON.stringify(value);
  return { chunks: [text], headers: { 'content-length': String(Buffer.byteLength(text)) } };
};

describe('request bodies over HTTP', () => {
  it('reads a JSON body for its route and for Better Auth', async () => {
    const unlock = json({ password: 'luzdafe' });
    const gate = await send('POST', '/api/gate/unlock', unlock.chunks, unlock.headers);
    expect(gate.status).toBe(200);
    const wrong = json({ password: 'errada' });
    expect((await send('POST', '/api/gate/unlock', wrong.chunks, wrong.headers)).status).toBe(401);
    const signIn = json({ email: 'cliente@luzdafe.test', password: 'demo1234' });
    const res = await send('POST', '/api/auth/sign-in/email', signIn.chunks, signIn.headers);
    expect(res.status).toBe(200);
    expect(res.cookies.some((c) => c.startsWith('better-auth.session_token='))).toBe(true);
  });

  it('refuses a NUL character in a JSON body, whether its length is declared or it comes in chunks', async () => {
    const nul = json({ password: 'a\u0000b' });
    const declared = await send('POST', '/api/gate/unlock', nul.chunks, nul.headers);
    expect([declared.status, declared.body?.error.code]).toEqual([400, 'NUL_CHARACTER']);
    const chunked = await send('POST', '/api/gate/unlock', ['{"password":', '"a\\u0000b"}']);
    expect([chunked.status, chunked.body?.error.code]).toEqual([400, 'NUL_CHARACTER']);
  });

  it('refuses a JSON body above 1 MB, declared or chunked, with 413', async () => {
    const big = 'x'.repeat(64 * 1024);
    const whole = json({ password: 'x'.repeat(2 * 1024 * 1024) });
    const declared = await send('POST', '/api/gate/unlock', whole.chunks, whole.headers);
    expect([declared.status, declared.body?.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const chunked = await send('POST', '/api/gate/unlock', ['{"password":"', ...Array.from({ length: 20 }, () => big), '"}']);
    expect([chunked.status, chunked.body?.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});
