import { createHmac, timingSafeEqual } from 'node:crypto';

// hono's setSignedCookie and Better Auth sign a cookie as `value.signature`: the standard base64
// (44 characters, one "=") of HMAC-SHA256(secret, value).
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The value of a cookie signed as above, or null when it is not signed with `secret`. The same
 * check as hono's getSignedCookie and Better Auth's, so every cookie they accept is accepted, but
 * with node:crypto in the request's own turn: their WebCrypto imported the key and sent the HMAC
 * to the thread pool on every request (decision 034).
 */
export function verifySignedCookie(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = cookieValue.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const value = cookieValue.slice(0, dot);
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
