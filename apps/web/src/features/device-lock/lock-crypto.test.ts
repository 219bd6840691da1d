import { describe, expect, it } from 'vitest';
import { keyFromPin, newDataKey, openText, randomBytes, sealText, unwrapDataKey, wrapDataKey } from './lock-crypto';

// Few iterations: what is tested is the construction, not PBKDF2's cost.
const ITERATIONS = 1_000;

describe('the lock cryptography', () => {
  it('unwraps the data key with the same PIN and salt only', async () => {
    const salt = randomBytes(16);
    const dataKey = await newDataKey();
    const wrapped = await wrapDataKey(dataKey, await keyFromPin('2468', salt, ITERATIONS));
    const sealed = await sealText(dataKey, 'call Sam', 'steady.outbox');

    const unwrapped = await unwrapDataKey(wrapped, await keyFromPin('2468', salt, ITERATIONS));
    expect(await openText(unwrapped, sealed, 'steady.outbox')).toBe('call Sam');

    await expect(unwrapDataKey(wrapped, await keyFromPin('2469', salt, ITERATIONS))).rejects.toThrow();
    await expect(unwrapDataKey(wrapped, await keyFromPin('2468', randomBytes(16), ITERATIONS))).rejects.toThrow();
  });

  it('seals text so that it cannot be read, changed or moved under another key', async () => {
    const dataKey = await newDataKey();
    const sealed = await sealText(dataKey, 'a phrase only I wrote', 'steady.jwt');
    expect(atob(sealed)).not.toContain('phrase');
    // A fresh iv each time: the same text never seals the same twice.
    expect(await sealText(dataKey, 'a phrase only I wrote', 'steady.jwt')).not.toBe(sealed);

    await expect(openText(dataKey, sealed, 'steady.outbox')).rejects.toThrow();
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1]! ^= 1;
    await expect(openText(dataKey, btoa(String.fromCharCode(...bytes)), 'steady.jwt')).rejects.toThrow();
    await expect(openText(await newDataKey(), sealed, 'steady.jwt')).rejects.toThrow();
  });

  it('keeps the unwrapped data key inside WebCrypto', async () => {
    const salt = randomBytes(16);
    const pinKey = await keyFromPin('13579', salt, ITERATIONS);
    const wrapped = await wrapDataKey(await newDataKey(), pinKey);
    const dataKey = await unwrapDataKey(wrapped, pinKey);
    expect(dataKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', dataKey)).rejects.toThrow();
  });
});
