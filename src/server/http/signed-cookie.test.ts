import fc from 'fast-check';
import { parseSigned, serializeSigned } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { verifySignedCookie } from './signed-cookie';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';

/** The cookie's value as a browser sends it back: what follows `name=` in the Set-Cookie line. */
async function signedValue(value: string, secret = SECRET) {
  const line = await serializeSigned('c', value, secret);
  return decodeURIComponent(line.slice(2).split(';')[0]!);
}

/** hono's own answer for the same value: the value, false (bad signature) or undefined (not signed). */
async function honoAnswer(raw: string, secret = SECRET) {
  const parsed = await parseSigned(`c=${encodeURIComponent(raw)}`, secret, 'c');
  return parsed.c;
}

describe('verifySignedCookie', () => {
  it('accepts the values hono signs (the gate pass, Better Auth session tokens) and nothing else', async () => {
    for (const value of ['v1', 'v12', 'AbCdEf0123456789AbCdEf0123456789', 'ç.ã.é']) {
      const raw = await signedValue(value);
      expect(verifySignedCookie(raw, SECRET)).toBe(value);
      expect(verifySignedCookie(raw, `${SECRET}x`)).toBeNull();
      // Its signature's last character before '=' changed ('A' 1 time in 16, so 'E' for 'A').
      expect(verifySignedCookie(`${raw.slice(0, -2)}${raw.at(-2) === 'A' ? 'E' : 'A'}=`, SECRET)).toBeNull();
      expect(verifySignedCookie(`x${raw}`, SECRET)).toBeNull();
    }
    expect(verifySignedCookie('v1', SECRET)).toBeNull();
    expect(verifySignedCookie('', SECRET)).toBeNull();
  });

  it('agrees with hono on tampered and random values', async () => {
    const genuine = await signedValue('v3');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.constant(genuine),
          fc
            .nat({ max: genuine.length - 1 })
            .chain((i) => fc.string({ minLength: 1, maxLength: 1 }).map((ch) => genuine.slice(0, i) + ch + genuine.slice(i + 1))),
        ),
        async (raw) => {
          const hono = await honoAnswer(raw);
          const ours = verifySignedCookie(raw, SECRET);
          // hono answers false for a bad signature and undefined for an unsigned value; both are "no".
          expect(ours).toBe(typeof hono === 'string' && hono !== '' ? hono : null);
        },
      ),
      { numRuns: 300 },
    );
  });
});
