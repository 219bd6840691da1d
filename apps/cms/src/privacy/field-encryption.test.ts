import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptJson, decryptText, encryptJson, encryptText, isEncrypted, keyringFrom, needsRotation } from './field-encryption';

const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('hex');

describe('field encryption', () => {
  it('round-trips text and never stores the words', () => {
    const ring = keyringFrom(keyA);
    const stored = encryptText('I notice I stop answering messages', ring);
    expect(isEncrypted(stored)).toBe(true);
    expect(stored).not.toContain('answering');
    expect(decryptText(stored, ring)).toBe('I notice I stop answering messages');
    expect(encryptText('same', ring)).not.toBe(encryptText('same', ring));
  });

  it('round-trips JSON', () => {
    const ring = keyringFrom(keyA);
    expect(decryptJson(encryptJson({ a: [1, 'ü'] }, ring), ring)).toEqual({ a: [1, 'ü'] });
  });

  it('refuses a value changed after it was written', () => {
    const ring = keyringFrom(keyA);
    const stored = encryptText('hello', ring);
    const parts = stored.split(':');
    parts[5] = Buffer.from('jello').toString('base64url');
    expect(() => decryptText(parts.join(':'), ring)).toThrow();
  });

  it('opens values of an old key listed in the keyring and marks them for rotation', () => {
    const old = keyringFrom(keyA);
    const stored = encryptText('kept', old);
    const rotated = keyringFrom(keyB, [keyA]);
    expect(decryptText(stored, rotated)).toBe('kept');
    expect(needsRotation(stored, rotated)).toBe(true);
    expect(needsRotation(encryptText('new', rotated), rotated)).toBe(false);
    expect(() => decryptText(stored, keyringFrom(keyB))).toThrow(/DATA_ENCRYPTION_OLD_KEYS/);
  });

  it('rejects keys that are not 32 bytes', () => {
    expect(() => keyringFrom('short')).toThrow(/32 bytes/);
    expect(() => keyringFrom(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
