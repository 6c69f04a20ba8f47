import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// The callback form runs on libuv's thread pool: a burst of unlocks must not stall every other
// request on the event loop (scryptSync takes ~50 ms of CPU each).
function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashGatePassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt:${salt.toString('hex')}:${hash.toString('hex')}`;
}

export async function verifyGatePassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split(':');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}
