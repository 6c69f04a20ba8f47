import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken } from './token-crypto';

describe('shipping tokens at rest', () => {
  const secret = 'x'.repeat(40);
  it('round-trips, never stores the token in clear, and differs each time', () => {
    const a = encryptToken(secret, 'eyJ0b2tlbi1zZWNyZXRv');
    expect(a).not.toContain('eyJ0b2tlbi1zZWNyZXRv');
    expect(a).not.toBe(encryptToken(secret, 'eyJ0b2tlbi1zZWNyZXRv'));
    expect(decryptToken(secret, a)).toBe('eyJ0b2tlbi1zZWNyZXRv');
  });
  it('reads nothing under another secret, tampered text or a plain value', () => {
    const a = encryptToken(secret, 'token');
    expect(decryptToken('y'.repeat(40), a)).toBeNull();
    expect(decryptToken(secret, `${a.slice(0, -4)}AAAA`)).toBeNull();
    expect(decryptToken(secret, 'token')).toBeNull();
    expect(decryptToken(secret, null)).toBeNull();
  });
});
