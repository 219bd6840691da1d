import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { settings } from '../../config/env';
import { parseDataKey, type DataKey } from '../../config/data-key';

/*
 * What a person writes or rates about their crisis is encrypted at rest with AES-256-GCM (decision 009).
 * A stored value reads
 *   enc:v2:<key id>:<iv>:<auth tag>:<ciphertext>   (base64url parts)
 * and was sealed with additional authenticated data naming its place (sealed-fields.ts: content type,
 * field, row and owner), so a value copied to another row, field or person fails to open. `enc:v1:`
 * values (decision 009 before its update) have no additional data; they still open, and each start
 * rewrites them as v2 (seal-at-start.ts). The key id (first 8 hex digits of SHA-256 of the key) says which
 * key wrote a value, so a value under an old key opens while DATA_ENCRYPTION_OLD_KEYS lists that key.
 */

const V1 = 'enc:v1:';
const V2 = 'enc:v2:';

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

/** A value that opened under no binding it was given: changed, or moved from another place. */
export class SealBrokenError extends Error {}

export const isEncrypted = (value: unknown): value is string => typeof value === 'string' && (value.startsWith(V2) || value.startsWith(V1));

/** The prefix every value written now starts with (the start rewrites any other). */
export const currentPrefix = (ring: Keyring = keyring()): string => `${V2}${ring.current.id}:`;

/** Seals `plain` bound to `binding` (sealed-fields.ts builds it; '' binds to nothing). */
export const encryptText = (plain: string, binding = '', ring: Keyring = keyring()): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(binding, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${currentPrefix(ring)}${iv.toString('base64url')}:${tag.toString('base64url')}:${body.toString('base64url')}`;
};

/**
 * Opens a stored value sealed with `binding` (a v1 value has none and ignores it). A key that is not in
 * the keyring throws a plain Error naming the setting (the operator's to fix); a value that does not
 * open with its binding throws SealBrokenError.
 */
export const decryptText = (stored: string, binding = '', ring: Keyring = keyring()): string => {
  if (!isEncrypted(stored)) throw new Error('[privacy] value is not encrypted');
  const v2 = stored.startsWith(V2);
  const [keyId, iv, tag, body] = stored.slice(V2.length).split(':');
  const k = ring.all.get(keyId ?? '');
  if (!k) throw new Error(`[privacy] no key ${keyId} to open a stored value: add it to DATA_ENCRYPTION_OLD_KEYS`);
  if (iv === undefined || tag === undefined || body === undefined) throw new SealBrokenError('[privacy] a stored value is not whole');
  try {
    const decipher = createDecipheriv('aes-256-gcm', k.key, Buffer.from(iv, 'base64url'));
    if (v2) decipher.setAAD(Buffer.from(binding, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealBrokenError('[privacy] a stored value does not open for its place: it was changed or moved');
  }
};

/** JSON values (a whole safety plan, a picture, ratings) go through the same envelope. */
export const encryptJson = (value: unknown, binding = '', ring?: Keyring): string => encryptText(JSON.stringify(value), binding, ring);
export const decryptJson = <T>(stored: string, binding = '', ring?: Keyring): T => JSON.parse(decryptText(stored, binding, ring)) as T;

/** True when a stored value is not in the current format: v1, or written under another key. */
export const needsRotation = (stored: string, ring: Keyring = keyring()): boolean => isEncrypted(stored) && !stored.startsWith(currentPrefix(ring));
