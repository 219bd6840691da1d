import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

/*
 * A share link's secrets (decision 026). The token carries 192 random bits, so one fast SHA-256 is enough to
 * keep it unusable from a copy of the database; a passcode is short and chosen by a person, so it is stretched
 * with scrypt and its own salt.
 */

export const newShareToken = (): string => randomBytes(24).toString('base64url');

export const hashShareToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

// N = 2^14, r = 8: about 16 MB and a few tens of milliseconds, OWASP's minimum for scrypt.
const SCRYPT = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

const derive = (secret: BinaryLike, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(secret, salt, KEY_LENGTH, options, (e, key) => (e ? reject(e) : resolve(key))));

/** `scrypt$N$r$p$salt$key`, so the cost can be raised later without breaking stored hashes. */
export const hashPasscode = async (passcode: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(passcode.normalize('NFC'), salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const passcodeMatches = async (passcode: string, stored: string): Promise<boolean> => {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(passcode.normalize('NFC'), Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
