import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// The provider's OAuth2 tokens at rest (decision 063): AES-256-GCM with a key derived from
// APP_SECRET, so a copy of the database (a backup, a replica) does not carry a usable token.
// 'v1:' + base64(iv ‖ tag ‖ ciphertext). Changing APP_SECRET makes them unreadable: reconnect.

const keyOf = (secret: string) => createHash('sha256').update(`luz-da-fe:shipping-tokens:${secret}`).digest();

export function encryptToken(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** null when the text is not ours or the secret changed since (the tag does not match). */
export function decryptToken(secret: string, stored: string | null): string | null {
  if (!stored?.startsWith('v1:')) return null;
  try {
    const raw = Buffer.from(stored.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
