import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { settings } from '../config/env';
import { parseDataKey, type DataKey } from './data-key';

/*
 * Free text a person writes about their crisis (safety plan, diary notes, rating notes) is encrypted
 * at rest with AES-256-GCM (issue 9, decision 009). A stored value reads
 *   enc:v1:<key id>:<iv>:<auth tag>:<ciphertext>   (base64url parts)
 * The key id (first 8 hex digits of SHA-256 of the key) says which key wrote it, so a value written
 * under an old key still opens while DATA_ENCRYPTION_OLD_KEYS lists that key, and each start with old
 * keys listed rewrites every value under the current key (rotate-data-key.ts).
 */

const PREFIX = 'enc:v1:';

export type Keyring = { current: DataKey; all: Map<string, DataKey> };

export const keyringFrom = (current: string, old: string[] = []): Keyring => {
  const currentKey = parseDataKey(current);
  const all = new Map<string, DataKey>([[currentKey.id, currentKey]]);
  for (const value of old) {
    const k = parseDataKey(value);
    if (!all.has(k.id)) all.set(k.id, k);
  }
  return { current: currentKey, all };
};

let cached: Keyring | undefined;
/** The keyring from the environment (config/env.ts checks the values at boot). */
export const keyring = (): Keyring => {
  if (!cached) {
    const s = settings();
    if (!s.DATA_ENCRYPTION_KEY) throw new Error('[privacy] DATA_ENCRYPTION_KEY is not set');
    cached = keyringFrom(s.DATA_ENCRYPTION_KEY, s.DATA_ENCRYPTION_OLD_KEYS);
  }
  return cached;
};

export const isEncrypted = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

export const encryptText = (plain: string, ring: Keyring = keyring()): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${PREFIX}${ring.current.id}:${iv.toString('base64url')}:${tag.toString('base64url')}:${body.toString('base64url')}`;
};

export const decryptText = (stored: string, ring: Keyring = keyring()): string => {
  if (!isEncrypted(stored)) throw new Error('[privacy] value is not encrypted');
  const [keyId, iv, tag, body] = stored.slice(PREFIX.length).split(':');
  const k = ring.all.get(keyId ?? '');
  if (!k || iv === undefined || tag === undefined || body === undefined) {
    throw new Error(`[privacy] no key ${keyId} to open a stored value: add it to DATA_ENCRYPTION_OLD_KEYS`);
  }
  const decipher = createDecipheriv('aes-256-gcm', k.key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
};

/** JSON values (a whole safety plan, a picture) go through the same envelope. */
export const encryptJson = (value: unknown, ring?: Keyring): string => encryptText(JSON.stringify(value), ring);
export const decryptJson = <T>(stored: string, ring?: Keyring): T => JSON.parse(decryptText(stored, ring)) as T;

/** True when the value was written under a key other than the current one (rotation rewrites it). */
export const needsRotation = (stored: string, ring: Keyring = keyring()): boolean =>
  isEncrypted(stored) && !stored.startsWith(`${PREFIX}${ring.current.id}:`);
