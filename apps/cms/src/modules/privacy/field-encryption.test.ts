import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptJson, decryptText, encryptJson, encryptText, isEncrypted, keyringFrom, needsRotation, SealBrokenError } from './field-encryption';
import { bindingOf, plainOf } from './sealed-fields';

const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('hex');

/** The format before decision 009's update: no additional data. */
const sealV1 = (plain: string, key: string) => {
  const k = Buffer.from(key, 'base64');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', k, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const id = createHash('sha256').update(k).digest('hex').slice(0, 8);
  return `enc:v1:${id}:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
};

describe('field encryption', () => {
  it('round-trips text and never stores the words', () => {
    const ring = keyringFrom(keyA);
    const stored = encryptText('I notice I stop answering messages', 'b', ring);
    expect(isEncrypted(stored)).toBe(true);
    expect(stored).toMatch(/^enc:v2:/);
    expect(stored).not.toContain('answering');
    expect(decryptText(stored, 'b', ring)).toBe('I notice I stop answering messages');
    expect(encryptText('same', 'b', ring)).not.toBe(encryptText('same', 'b', ring));
  });

  it('round-trips JSON', () => {
    const ring = keyringFrom(keyA);
    expect(decryptJson(encryptJson({ a: [1, 'ü'] }, 'b', ring), 'b', ring)).toEqual({ a: [1, 'ü'] });
  });

  it('refuses a value changed after it was written', () => {
    const ring = keyringFrom(keyA);
    const stored = encryptText('hello', '', ring);
    const parts = stored.split(':');
    parts[5] = Buffer.from('jello').toString('base64url');
    expect(() => decryptText(parts.join(':'), '', ring)).toThrow(SealBrokenError);
  });

  it('opens a value only for the place it was sealed to: type, field, row and owner', () => {
    const ring = keyringFrom(keyA);
    const place = { documentId: 'row1', ownerId: 7 };
    const stored = encryptText('5', bindingOf('api::diary-entry.diary-entry', 'urges', place), ring);
    expect(decryptText(stored, bindingOf('api::diary-entry.diary-entry', 'urges', place), ring)).toBe('5');
    for (const other of [
      bindingOf('api::diary-entry.diary-entry', 'urges', { documentId: 'row2', ownerId: 7 }),
      bindingOf('api::diary-entry.diary-entry', 'urges', { documentId: 'row1', ownerId: 8 }),
      bindingOf('api::diary-entry.diary-entry', 'emotions', place),
      bindingOf('api::distress-rating.distress-rating', 'urges', place),
      '',
    ]) {
      expect(() => decryptText(stored, other, ring)).toThrow(SealBrokenError);
    }
  });

  it('still opens v1 values, which have no binding, and marks them to be rewritten', () => {
    const ring = keyringFrom(keyA);
    const old = sealV1('written before', keyA);
    expect(decryptText(old, 'any place', ring)).toBe('written before');
    expect(needsRotation(old, ring)).toBe(true);
    expect(needsRotation(encryptText('new', '', ring), ring)).toBe(false);
  });

  it('opens values of an old key listed in the keyring and marks them for rotation', () => {
    const old = keyringFrom(keyA);
    const stored = encryptText('kept', 'b', old);
    const rotated = keyringFrom(keyB, [keyA]);
    expect(decryptText(stored, 'b', rotated)).toBe('kept');
    expect(needsRotation(stored, rotated)).toBe(true);
    expect(needsRotation(encryptText('new', 'b', rotated), rotated)).toBe(false);
    expect(() => decryptText(stored, 'b', keyringFrom(keyB))).toThrow(/DATA_ENCRYPTION_OLD_KEYS/);
  });

  it('pads JSON so small values seal to one length', () => {
    const ring = keyringFrom(keyA);
    const lengths = [9, 10, null, { level: 5, actedOn: true }, { level: 5, actedOn: false }].map((v) => encryptText(plainOf('json', v), 'b', ring).length);
    expect(new Set(lengths).size).toBe(1);
    expect(JSON.parse(plainOf('json', { a: 1 }))).toEqual({ a: 1 });
    expect(plainOf('text', ' a note ')).toBe(' a note ');
  });

  it('rejects keys that are not 32 bytes', () => {
    expect(() => keyringFrom('short')).toThrow(/32 bytes/);
    expect(() => keyringFrom(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
